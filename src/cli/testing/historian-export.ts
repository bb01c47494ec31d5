// Test fixture (issue 27): a plant historian's export as the command line reads it through a
// profile: its own headers, semicolons, decimal commas, kWh and kg, Berlin wall clocks, and
// 15-minute readings of two plants over one January day.

export const HISTORIAN_PROFILE = {
  name: 'Historian export',
  columns: {
    date: 'Zeitstempel',
    plant_id: 'Anlage',
    plant_name: 'Name',
    fuel_type: 'Brennstoff',
    electricity_output_MWh: 'Strom [kWh]',
    fuel_consumption_MWh: 'Brennstoff [kWh]',
    CO2_emissions_tonnes: 'CO2 [kg]',
  },
  units: {
    electricity_output_MWh: 'kWh',
    fuel_consumption_MWh: 'kWh',
    CO2_emissions_tonnes: 'kg',
  },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'DD.MM.YYYY HH:mm',
  timezone: 'Europe/Berlin',
  decimal: ',',
  delimiter: ';',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The export's readings: each 15-minute clock of the day for plants 1 and 2 in turn. */
export const HISTORIAN_READINGS = Array.from({ length: 24 * 4 * 2 }, (_, i) => ({
  clock: `15.01.2025 ${pad(Math.floor(i / 8))}:${pad(((i >> 1) % 4) * 15)}`,
  plant: 1 + (i % 2),
  kWh: 24_000 + (i % 9) * 111.25,
  kg: 11_500 + (i % 5) * 42.5,
}));

export type HistorianReading = (typeof HISTORIAN_READINGS)[number];

const comma = (x: number) => String(x).replace('.', ',');

/** The export's text of some readings (fuel: twice the electricity). */
export const historianExport = (rows: readonly HistorianReading[]) =>
  [
    'Zeitstempel;Anlage;Name;Brennstoff;Strom [kWh];Brennstoff [kWh];CO2 [kg]',
    ...rows.map((r) =>
      [
        r.clock,
        r.plant,
        `Block ${r.plant}`,
        'natural_gas',
        comma(r.kWh),
        comma(r.kWh * 2),
        comma(r.kg),
      ].join(';'),
    ),
  ].join('\n') + '\n';
