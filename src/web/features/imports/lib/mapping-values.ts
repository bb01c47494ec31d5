// The mapping step's form: one choice per spec column (a header of the file, or "absent" where the
// spec allows it), a unit per measure, and the profile's other fields as text; turned into the
// import profile the API takes and checked by the same schema the server checks it with.
import * as z from 'zod/mini';
import { REQUIRED_HEADERS, SPEC_HEADERS, UNIT_ID_HEADER } from '@domain/constants';
import {
  EMPTY_ROW_MEANINGS,
  importProfileSchema,
  MAY_BE_ABSENT,
  PERIODS,
} from '@domain/imports/import-profile';
import { OPTIONAL_MEASURE_HEADERS, type OptionalMeasureHeader } from '@domain/readings/measures';
import {
  isPowerUnit,
  SPEC_UNITS,
  type EnergyUnit,
  type MeasureColumn,
  type OperatingTimeUnit,
  type PowerUnit,
} from '@domain/units/units';
import type { Delimiter } from './file-sample';

export type SpecColumn = (typeof REQUIRED_HEADERS)[number];

/** The choice "the file has no such column": headers are trimmed, so none starts with a space. */
export const ABSENT = ' absent';
/** The choice "the file has no such column: one value for every row", given in `fixed`. */
export const FIXED = ' fixed';

/** The spec's text columns a profile may give one value for every row of, where the file lacks them. */
export const FIXABLE_COLUMNS = ['plant_name', 'fuel_type'] as const;
export type FixableColumn = (typeof FIXABLE_COLUMNS)[number];

export const isFixable = (column: string): column is FixableColumn =>
  (FIXABLE_COLUMNS as readonly string[]).includes(column);

/** Columns a profile may map beside the spec's: the unit of the plant, the share of the hour run. */
export const EXTRA_COLUMNS = [UNIT_ID_HEADER, 'operating_time'] as const;
export type ExtraColumn = (typeof EXTRA_COLUMNS)[number];

/**
 * Every column the form offers a choice of the file's headers for, in the form's order: the spec's,
 * its optional measures among them (left unmapped when the file lacks one: then not reported).
 */
export const FORM_COLUMNS = [...SPEC_HEADERS, ...EXTRA_COLUMNS] as const;
export type FormColumn = (typeof FORM_COLUMNS)[number];

/** The measure columns the form asks a unit for: the required ones and the optional ones. */
export const MEASURE_COLUMNS = Object.keys(SPEC_UNITS) as MeasureColumn[];

export const isOptionalColumn = (column: string): column is OptionalMeasureHeader =>
  (OPTIONAL_MEASURE_HEADERS as readonly string[]).includes(column);

export type Period = (typeof PERIODS)[number];

type AbsentColumn = (typeof MAY_BE_ABSENT)[number];
type ProfileInput = z.input<typeof importProfileSchema>;

export const mayBeAbsent = (column: string): column is AbsentColumn =>
  (MAY_BE_ABSENT as readonly string[]).includes(column);

export interface MappingValues {
  name: string;
  /**
   * Each column's header in the file; '' not chosen yet (an extra column: none), ABSENT for a
   * column the file lacks, FIXED for a plant name or fuel type given in `fixed`.
   */
  columns: Record<FormColumn, string>;
  /** A second header holding the time when the date column holds only the day; '' none. */
  time_column: string;
  units: Record<MeasureColumn, string> & { operating_time: OperatingTimeUnit };
  /** What one row is: a reading of 1 to 60 minutes, or a day's totals. */
  period: Period;
  /**
   * The plant name and fuel of every row, when the file has no such column; the country of every
   * plant ('' none), declared in the register of the plants an upload first brings.
   */
  fixed: Record<FixableColumn, string> & { country: string };
  /** What a row of blank measures is, when no operating-time column is mapped. */
  empty: (typeof EMPTY_ROW_MEANINGS)[number];
  /** '' reads the spec's own formats. */
  date_format: string;
  timezone: string;
  decimal: '.' | ',';
  /** '' detects it from the header line. */
  delimiter: '' | Delimiter;
  /** A workbook's sheet the profile reads by its name; null reads the first. */
  sheet: string | null;
}

/** The profile the values describe, in the shape the API takes (not yet checked). */
export function profileInputOf(values: MappingValues): ProfileInput {
  const columns: ProfileInput['columns'] = {};
  const absent: AbsentColumn[] = [];
  for (const column of FORM_COLUMNS) {
    const header = values.columns[column];
    if (header === ABSENT) {
      if (mayBeAbsent(column)) absent.push(column);
    } else if (header !== '' && header !== FIXED) {
      columns[column] = header;
    }
  }
  if (columns.date !== undefined && values.time_column !== '') {
    columns.date = [values.columns.date, values.time_column];
  }
  const units: Partial<MappingValues['units']> = {};
  for (const column of MEASURE_COLUMNS) {
    // An optional measure left unmapped has no unit: the file does not report it.
    const unmapped = isOptionalColumn(column) && columns[column] === undefined;
    if (values.columns[column] !== ABSENT && !unmapped) units[column] = values.units[column];
  }
  if (columns.operating_time !== undefined) units.operating_time = values.units.operating_time;
  const fixed: NonNullable<ProfileInput['fixed']> = {};
  for (const column of FIXABLE_COLUMNS) {
    if (values.columns[column] === FIXED) fixed[column] = values.fixed[column].trim();
  }
  if (values.fixed.country !== '') fixed.country = values.fixed.country;
  return {
    name: values.name,
    columns,
    units,
    absent,
    fixed,
    // An operating-time column says itself which hours were off.
    empty: columns.operating_time === undefined ? values.empty : 'missing',
    date_format: values.date_format.trim() === '' ? null : values.date_format.trim(),
    timezone: values.timezone,
    decimal: values.decimal,
    delimiter: values.delimiter === '' ? null : values.delimiter,
    sheet: values.sheet,
    period: values.period,
  };
}

/** Each power unit's energy: a day's total of a load given in MW is in MWh. */
const ENERGY_OF_POWER: Record<PowerUnit, EnergyUnit> = { W: 'Wh', kW: 'kWh', MW: 'MWh' };

/**
 * The units once the rows are said to be `period`: a day's totals are energies, never a power,
 * and a day's operating time is most often its hours, rarely a share of it.
 */
export function unitsForPeriod(
  units: MappingValues['units'],
  period: Period,
): MappingValues['units'] {
  if (period !== 'day') return units;
  const energies = Object.fromEntries(
    Object.entries(units).map(([column, unit]) => [
      column,
      isPowerUnit(unit) ? ENERGY_OF_POWER[unit] : unit,
    ]),
  ) as MappingValues['units'];
  return {
    ...energies,
    operating_time: units.operating_time === 'fraction' ? 'hours' : units.operating_time,
  };
}

/** The form's schema: the values as a profile, checked as the server checks one (messages by field). */
export const mappingSchema = z.pipe(
  z.transform((values: MappingValues) => profileInputOf(values)),
  importProfileSchema,
);
