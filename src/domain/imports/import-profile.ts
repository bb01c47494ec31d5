// Issue 27: an import profile, how a plant system's export maps onto the spec's columns: which of
// the file's headers holds each column, each measure's unit, the date format and the time zone
// of timestamps without an offset, the separators, and the columns the export does not have;
// issue 34 §7: the minutes between its readings, where the export does not show them.
import * as z from 'zod/mini';
import { PLANT_NAME_MAX_CHARS, SPEC_HEADERS, UNIT_ID_HEADER } from '../constants';
import {
  OPTIONAL_MEASURE_HEADERS,
  READ_MEASURES,
  type OptionalMeasureHeader,
  type ReadMeasure,
} from '../readings/measures';
import { notReportedOf, type NotReportable } from '../readings/not-reported';
import { compileDateFormat, readsTimeOfDay } from './date-format';
import { LONGEST_INTERVAL_MINUTES } from './hour-interval';
import { REGISTER_COUNTRIES } from '../register/countries';
import { MSG_REGISTER_COUNTRY } from '../register/register-schema';
import { isTimeZone } from '../time/time-zone';
import {
  factorToSpec,
  isPowerUnit,
  OPERATING_TIME_UNITS,
  SPEC_UNITS,
  unitsOf,
  type MeasureColumn,
} from '../units/units';
import { singleLineText } from '../validation/plain-text';

export const PROFILE_NAME_MAX_CHARS = 100;
const INTERVAL_ERROR = `interval_minutes must be a whole number of minutes from 1 to ${LONGEST_INTERVAL_MINUTES} (or null: read from the timestamps)`;
export const HEADER_MAX_CHARS = 200;

/**
 * The spec's columns a profile may mark absent: each measure's `whenAbsent` says what its absence
 * means. An optional column is absent by being left unmapped.
 */
export const MAY_BE_ABSENT = READ_MEASURES.filter(
  (m): m is MayBeAbsent => 'whenAbsent' in m && !('optional' in m),
).map((m) => m.header) as readonly MayBeAbsent['header'][] as [
  MayBeAbsent['header'],
  ...MayBeAbsent['header'][],
];

type SpecColumn = (typeof SPEC_HEADERS)[number];
type MayBeAbsent = Exclude<Extract<ReadMeasure, { whenAbsent: string }>, { optional: true }>;

const header = (field: string) =>
  z
    .string()
    .check(
      singleLineText(field),
      z.minLength(1, `${field} names no header`),
      z.maxLength(HEADER_MAX_CHARS, `${field} is longer than ${HEADER_MAX_CHARS} characters`),
    );

/** The date column: one header, or a date header and a time header joined with a space. */
const dateHeaders = z.union([
  header('columns.date'),
  z.tuple([header('columns.date'), header('columns.date')]),
]);

// The spec's columns, and the unit of the plant a row reads, which an export may hold.
const columnsShape = Object.fromEntries([
  ...SPEC_HEADERS.map((c) => [c, z.optional(c === 'date' ? dateHeaders : header(`columns.${c}`))]),
  [UNIT_ID_HEADER, z.optional(header(`columns.${UNIT_ID_HEADER}`))],
]) as { date: z.ZodMiniOptional<typeof dateHeaders> } & Record<
  Exclude<SpecColumn, 'date'> | typeof UNIT_ID_HEADER,
  z.ZodMiniOptional<ReturnType<typeof header>>
>;

const measureColumns = Object.keys(SPEC_UNITS) as MeasureColumn[];
const OPERATING_TIME_UNIT_NAMES = Object.keys(OPERATING_TIME_UNITS);

/** What a row whose every measure is blank means when the file has no operating-time column. */
export const EMPTY_ROW_MEANINGS = ['missing', 'not_operating'] as const;

/**
 * What one row of the export is: a reading of 1 to 60 minutes, or a day's totals of a plant or
 * unit (stored as that day, never as an hour of it).
 */
export const PERIODS = ['reading', 'day'] as const;

/** The date a daily profile reads without a date_format: the spec's date without a time. */
export const DAILY_DATE_FORMAT = 'YYYY-MM-DD';

/** A value for a text column the export lacks, the same for every row. */
const fixedValue = (column: 'plant_name' | 'fuel_type') =>
  z
    .string()
    .check(
      singleLineText(`fixed.${column}`),
      z.minLength(1, `fixed.${column} is empty`),
      z.maxLength(
        PLANT_NAME_MAX_CHARS,
        `fixed.${column} is longer than ${PLANT_NAME_MAX_CHARS} characters`,
      ),
    );

export const importProfileSchema = z
  .object({
    name: z
      .string()
      .check(
        singleLineText('name'),
        z.minLength(1, 'A profile needs a name'),
        z.maxLength(
          PROFILE_NAME_MAX_CHARS,
          `name is longer than ${PROFILE_NAME_MAX_CHARS} characters`,
        ),
      ),
    columns: z.strictObject({
      ...columnsShape,
      /** The share of each hour the plant operated: 0 is an hour it did not. */
      operating_time: z.optional(header('columns.operating_time')),
    }),
    units: z._default(
      z.partialRecord(
        z.enum([...measureColumns, 'operating_time']),
        z
          .string()
          .check(singleLineText('units'), z.maxLength(20, 'A unit is at most 20 characters')),
      ),
      {},
    ),
    date_format: z._default(
      z.nullable(
        z.string().check(singleLineText('date_format'), z.maxLength(60, 'date_format is too long')),
      ),
      null,
    ),
    timezone: z._default(
      z
        .string()
        .check(
          singleLineText('timezone'),
          z.maxLength(64, 'timezone is too long'),
          z.refine(
            isTimeZone,
            'timezone must be an IANA time zone such as Europe/Berlin, or an offset such as -06:00',
          ),
        ),
      'UTC',
    ),
    decimal: z._default(z.enum(['.', ','], { error: 'decimal must be "." or ","' }), '.'),
    delimiter: z._default(
      z.nullable(
        z.enum([',', ';', '\t'], {
          error: 'delimiter must be ",", ";" or a tab (or null: detected)',
        }),
      ),
      null,
    ),
    absent: z._default(
      z.array(z.enum(MAY_BE_ABSENT, { error: `absent may list ${MAY_BE_ABSENT.join(', ')}` })),
      [],
    ),
    /** Values for columns the export does not have, such as its one fuel. */
    fixed: z._default(
      z.strictObject({
        plant_name: z.optional(fixedValue('plant_name')),
        fuel_type: z.optional(fixedValue('fuel_type')),
        /** The register's country of the plants a file first brings without one declared. */
        country: z.optional(
          z.enum(REGISTER_COUNTRIES as [string, ...string[]], {
            error: `fixed.country: ${MSG_REGISTER_COUNTRY}`,
          }),
        ),
      }),
      {},
    ),
    empty: z._default(
      z.enum(EMPTY_ROW_MEANINGS, { error: 'empty must be "missing" or "not_operating"' }),
      'missing',
    ),
    period: z._default(z.enum(PERIODS, { error: 'period must be "reading" or "day"' }), 'reading'),
    sheet: z._default(z.nullable(header('sheet')), null),
    /** The minutes between readings every hour expects; null: read from each hour's timestamps. */
    interval_minutes: z.optional(
      z.nullable(
        z
          .int({ error: INTERVAL_ERROR })
          .check(z.minimum(1, INTERVAL_ERROR), z.maximum(LONGEST_INTERVAL_MINUTES, INTERVAL_ERROR)),
      ),
    ),
  })
  .check(
    z.superRefine((p, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: 'custom', input: p, path, message });
      for (const column of SPEC_HEADERS) {
        const mapped = p.columns[column] !== undefined;
        const absent = (p.absent as readonly string[]).includes(column);
        const fixed = (p.fixed as Record<string, string | undefined>)[column] !== undefined;
        if (mapped && absent) issue(['absent'], `${column} is both mapped and marked absent`);
        if (mapped && fixed) {
          issue(['fixed', column], `${column} is both mapped and given a fixed value`);
        }
        if (!mapped && !absent && !fixed && !isOptional(column)) {
          issue(
            ['columns', column],
            (MAY_BE_ABSENT as readonly string[]).includes(column)
              ? `columns.${column} names no header: map it or mark it absent`
              : `columns.${column} names no header`,
          );
        }
      }
      for (const [column, unit] of Object.entries(p.units) as [string, string][]) {
        if (column === 'operating_time') {
          if (!Object.hasOwn(OPERATING_TIME_UNITS, unit)) {
            issue(
              ['units', column],
              `units.operating_time must be one of ${OPERATING_TIME_UNIT_NAMES.join(', ')}`,
            );
          }
        } else if (factorToSpec(column as MeasureColumn, unit) === null) {
          const units = unitsOf(column as MeasureColumn).join(', ');
          issue(['units', column], `units.${column} must be one of ${units}`);
        }
      }
      if (p.date_format !== null) {
        const compiled = compileDateFormat(p.date_format);
        if ('error' in compiled) issue(['date_format'], compiled.error);
        else if (p.period === 'day' && readsTimeOfDay(compiled)) {
          issue(
            ['date_format'],
            `date_format of a daily profile (period "day") names a day, not a time: ${p.date_format}`,
          );
        }
      }
      if (p.period === 'day') dailyIssues(p, issue);
    }),
  );

export type ImportProfile = z.output<typeof importProfileSchema>;

/** What a daily profile may not say: a row is a day's totals, so no power, interval or hour column. */
function dailyIssues(
  p: Pick<ImportProfile, 'units' | 'columns' | 'interval_minutes'>,
  issue: (path: (string | number)[], message: string) => void,
): void {
  for (const [column, unit] of Object.entries(p.units) as [string, string][]) {
    if (column !== 'operating_time' && isPowerUnit(unit)) {
      issue(
        ['units', column],
        `units.${column} of a daily profile must be an energy: a day's total, not a power (${unit})`,
      );
    }
  }
  if (Array.isArray(p.columns.date)) {
    issue(['columns', 'date'], 'columns.date of a daily profile names one column: the day');
  }
  if (p.interval_minutes != null) {
    issue(['interval_minutes'], 'interval_minutes is for readings: a daily profile has none');
  }
}

const isOptional = (column: string) =>
  (OPTIONAL_MEASURE_HEADERS as readonly string[]).includes(column);

/** The optional measure columns a profile maps: those its spec CSV holds. */
export function mappedOptionalColumns(profile: ImportProfile): OptionalMeasureHeader[] {
  return OPTIONAL_MEASURE_HEADERS.filter((c) => profile.columns[c] !== undefined);
}

/** The optional measure columns a profile leaves unmapped: its spec CSV lacks them. */
export function unmappedOptionalColumns(profile: ImportProfile): OptionalMeasureHeader[] {
  return OPTIONAL_MEASURE_HEADERS.filter((c) => profile.columns[c] === undefined);
}

/** The measures a file read through `profile` does not report: those absent or left unmapped. */
export function profileNotReported(profile: ImportProfile | null): NotReportable[] {
  return profile ? notReportedOf([...profile.absent, ...unmappedOptionalColumns(profile)]) : [];
}
