// US EPA's hourly emissions file (Clean Air Markets) in the 24 columns it has been published
// with for decades, and the profile docs/imports.md gives for it: units, operating time, loads in
// MW, short tons and mmBtu, and the fuel type as a fixed value (the export has no column for it).

/** A short ton (2,000 lb) in tonnes, and an mmBtu in MWh: what a test computes EPA's sums with. */
export const TONNES_PER_SHORT_TON = 0.90718474;
export const MWH_PER_MMBTU = 1055.05585262 / 3600;

/** EPA's facilities of the test files: their ORISPL_CODE and FACILITY_NAME. */
export const EPA_FACILITIES = [
  { id: 116, name: 'Ocotillo' },
  { id: 118, name: 'Saguaro' },
];

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
    unit_id: 'UNITID',
    operating_time: 'OP_TIME',
    electricity_output_MWh: 'GLOAD (MW)',
    fuel_consumption_MWh: 'HEAT_INPUT (mmBtu)',
    CO2_emissions_tonnes: 'CO2_MASS (tons)',
  },
  units: {
    electricity_output_MWh: 'MW',
    fuel_consumption_MWh: 'mmBtu',
    CO2_emissions_tonnes: 'short_ton',
    operating_time: 'fraction',
  },
  fixed: { fuel_type: 'Natural Gas' },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'MM-DD-YYYY H',
  timezone: '-07:00',
};

/** One hour of one unit of a facility, as EPA writes it; a null measure is a blank cell. */
export interface EpaHour {
  facility: number;
  /** The unit's UNITID ('1' when not given). */
  unit?: string;
  /** MM-DD-YYYY, local standard time. */
  date: string;
  hour: number;
  /** The share of the hour the unit ran (1 when not given). */
  opTime?: number;
  loadMw: number | null;
  heatMmbtu: number | null;
  co2ShortTons: number | null;
}

/** Every hour of `days` (MM-DD-YYYY) for two one-unit facilities, each value a little different. */
export function epaHours(days: readonly string[]): EpaHour[] {
  const out: EpaHour[] = [];
  let i = 0;
  for (const date of days) {
    for (let hour = 0; hour < 24; hour++) {
      for (const { id } of EPA_FACILITIES) {
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

const cell = (v: number | null) => (v === null ? '' : String(v));

/**
 * One row of the file: the 24 columns, those this product does not read filled as EPA fills them.
 * A facility other than the two named above is named after its ORISPL code.
 */
export function epaHourlyLine(h: EpaHour): string {
  const name = EPA_FACILITIES.find((f) => f.id === h.facility)?.name ?? `Facility ${h.facility}`;
  return [
    'AZ',
    name,
    h.facility,
    h.unit ?? '1',
    h.date,
    h.hour,
    (h.opTime ?? 1).toFixed(2),
    cell(h.loadMw),
    '',
    '0.3',
    'Measured',
    '0.001',
    'Calculated',
    '0.01',
    'Measured',
    '4.5',
    'Calculated',
    cell(h.co2ShortTons),
    'Measured',
    '0.059',
    'Calculated',
    cell(h.heatMmbtu),
    h.facility * 10,
    h.facility * 100 + 1,
  ].join(',');
}

/** The file's text: its header and a row for each hour. */
export function epaHourlyFile(hours: readonly EpaHour[]): string {
  return `${EPA_HOURLY_HEADER.join(',')}\n${hours.map(epaHourlyLine).join('\n')}\n`;
}
