// US EPA's daily emissions file (Clean Air Markets): one row per unit and day with the day's
// totals, its operating time in hours, load in MWh, short tons and mmBtu; and the profile
// docs/imports.md gives for it. A day the unit did not run has SUM_OP_TIME 0 and blank measures.
import { EPA_FACILITIES, EPA_HOURLY_PROFILE } from './epa-hourly';

export const EPA_DAILY_HEADER = [
  'STATE',
  'FACILITY_NAME',
  'ORISPL_CODE',
  'UNITID',
  'OP_DATE',
  'SUM_OP_TIME',
  'COUNT_OP_TIME',
  'GLOAD (MWh)',
  'SLOAD (1000lb)',
  'SO2_MASS (tons)',
  'NOX_RATE (lbs/mmBtu)',
  'NOX_MASS (tons)',
  'CO2_MASS (tons)',
  'CO2_RATE (tons/mmBtu)',
  'HEAT_INPUT (mmBtu)',
  'FAC_ID',
  'UNIT_ID',
] as const;

export const EPA_DAILY_PROFILE = {
  name: 'EPA CAMD daily',
  columns: {
    date: 'OP_DATE',
    plant_id: 'ORISPL_CODE',
    plant_name: 'FACILITY_NAME',
    unit_id: 'UNITID',
    operating_time: 'SUM_OP_TIME',
    electricity_output_MWh: 'GLOAD (MWh)',
    fuel_consumption_MWh: 'HEAT_INPUT (mmBtu)',
    CO2_emissions_tonnes: 'CO2_MASS (tons)',
  },
  units: {
    electricity_output_MWh: 'MWh',
    fuel_consumption_MWh: 'mmBtu',
    CO2_emissions_tonnes: 'short_ton',
    operating_time: 'hours',
  },
  fixed: EPA_HOURLY_PROFILE.fixed,
  absent: EPA_HOURLY_PROFILE.absent,
  date_format: 'MM-DD-YYYY',
  period: 'day',
};

/** One day of one unit of a facility, as EPA writes it; a null measure is a blank cell. */
export interface EpaDay {
  facility: number;
  unit: string;
  /** MM-DD-YYYY. */
  date: string;
  /** The hours of the day the unit ran. */
  opHours: number;
  loadMwh: number | null;
  heatMmbtu: number | null;
  co2ShortTons: number | null;
}

/** The file's text: EPA's columns, those this product does not read filled as EPA fills them. */
export function epaDailyFile(days: readonly EpaDay[]): string {
  const cell = (v: number | null) => (v === null ? '' : String(v));
  const line = (d: EpaDay) =>
    [
      'AZ',
      EPA_FACILITIES.find((f) => f.id === d.facility)!.name,
      d.facility,
      d.unit,
      d.date,
      d.opHours.toFixed(2),
      Math.ceil(d.opHours),
      cell(d.loadMwh),
      '',
      d.opHours > 0 ? '0.012' : '',
      d.opHours > 0 ? '0.01' : '',
      d.opHours > 0 ? '0.108' : '',
      cell(d.co2ShortTons),
      d.opHours > 0 ? '0.059' : '',
      cell(d.heatMmbtu),
      d.facility * 10,
      d.facility * 100 + Number(d.unit),
    ].join(',');
  return `${EPA_DAILY_HEADER.join(',')}\n${days.map(line).join('\n')}\n`;
}
