// US EPA's hourly emissions file (Clean Air Markets) in the 24 columns it has been published
// with for decades, and a profile that maps the columns this product reads today, its fuel
// type given as a fixed value: the export has no column for it.

export const EPA_HOURLY_HEADER = [
  'STATE',
  'FACILITY_NAME',
  'ORISPL_CODE',
  'UNITID',
  'OP_DATE',
  'OP_HOUR',
  'OP_TIME',
  'GLOAD (MW)',
  'SLOAD (1000lb/hr)',
  'SO2_MASS (lbs)',
  'SO2_MASS_MEASURE_FLG',
  'SO2_RATE (lbs/mmBtu)',
  'SO2_RATE_MEASURE_FLG',
  'NOX_RATE (lbs/mmBtu)',
  'NOX_RATE_MEASURE_FLG',
  'NOX_MASS (lbs)',
  'NOX_MASS_MEASURE_FLG',
  'CO2_MASS (tons)',
  'CO2_MASS_MEASURE_FLG',
  'CO2_RATE (tons/mmBtu)',
  'CO2_RATE_MEASURE_FLG',
  'HEAT_INPUT (mmBtu)',
  'FAC_ID',
  'UNIT_ID',
] as const;

export const EPA_HOURLY_PROFILE = {
  name: 'EPA CAMD hourly',
  columns: {
    date: ['OP_DATE', 'OP_HOUR'] as [string, string],
    plant_id: 'ORISPL_CODE',
    plant_name: 'FACILITY_NAME',
    electricity_output_MWh: 'GLOAD (MW)',
    fuel_consumption_MWh: 'HEAT_INPUT (mmBtu)',
    CO2_emissions_tonnes: 'CO2_MASS (tons)',
  },
  units: { fuel_consumption_MWh: 'mmBtu', CO2_emissions_tonnes: 'short_ton' },
  fixed: { fuel_type: 'Natural Gas' },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'MM-DD-YYYY H',
  timezone: '-07:00',
};

/** One hour of one facility's single unit, as EPA writes it. */
export interface EpaHour {
  facility: number;
  /** MM-DD-YYYY, local standard time. */
  date: string;
  hour: number;
  loadMw: number;
  heatMmbtu: number;
  co2ShortTons: number;
}

const FACILITIES = [
  { id: 116, name: 'Ocotillo' },
  { id: 118, name: 'Saguaro' },
];

/** Every hour of `days` (MM-DD-YYYY) for two one-unit facilities, each value a little different. */
export function epaHours(days: readonly string[]): EpaHour[] {
  const out: EpaHour[] = [];
  let i = 0;
  for (const date of days) {
    for (let hour = 0; hour < 24; hour++) {
      for (const { id } of FACILITIES) {
        out.push({
          facility: id,
          date,
          hour,
          loadMw: 40 + (i % 7) * 1.5,
          heatMmbtu: 450 + (i % 5) * 2.25,
          co2ShortTons: 26.5 + (i % 11) * 0.125,
        });
        i++;
      }
    }
  }
  return out;
}

/** The file's text: the 24 columns, those this product does not read filled as EPA fills them. */
export function epaHourlyFile(hours: readonly EpaHour[]): string {
  const line = (h: EpaHour) => {
    const name = FACILITIES.find((f) => f.id === h.facility)!.name;
    return [
      'AZ',
      name,
      h.facility,
      '1',
      h.date,
      h.hour,
      '1.00',
      h.loadMw,
      '',
      '0.3',
      'Measured',
      '0.001',
      'Calculated',
      '0.01',
      'Measured',
      '4.5',
      'Calculated',
      h.co2ShortTons,
      'Measured',
      '0.059',
      'Calculated',
      h.heatMmbtu,
      h.facility * 10,
      h.facility * 100 + 1,
    ].join(',');
  };
  return `${EPA_HOURLY_HEADER.join(',')}\n${hours.map(line).join('\n')}\n`;
}
