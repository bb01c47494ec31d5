/** The three gases of the daily series, with the colour and decimals the chart and tables use. */
export const GASES = [
  { key: 'CO2', label: 'CO2', colour: '#1d4ed8', decimals: 1 },
  { key: 'CH4', label: 'CH4', colour: '#c2410c', decimals: 3 },
  { key: 'N2O', label: 'N2O', colour: '#7e22ce', decimals: 3 },
] as const;

export type GasKey = (typeof GASES)[number]['key'];
