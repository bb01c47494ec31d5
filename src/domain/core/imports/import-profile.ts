// Issue 27: an import profile, how a plant system's export maps onto the spec's columns: which of
// the file's headers holds each column, each measure's unit, the date format and the time zone
// of timestamps without an offset, the separators, and the columns the export does not have;
// issue 34 §7: the minutes between its readings, where the export does not show them.
import * as z from 'zod/mini';
import { PLANT_NAME_MAX_CHARS, REQUIRED_HEADERS } from '../constants';
import { READ_MEASURES, type ReadMeasure } from '../readings/measures';
import { compileDateFormat } from './date-format';
import { LONGEST_INTERVAL_MINUTES } from './hour-interval';
import { isTimeZone } from '../time/time-zone';
import { factorToSpec, SPEC_UNITS, unitsOf, type MeasureColumn } from '../units/units';
import { singleLineText } from '../validation/plain-text';

export const PROFILE_NAME_MAX_CHARS = 100;
const INTERVAL_ERROR = `interval_minutes must be a whole number of minutes from 1 to ${LONGEST_INTERVAL_MINUTES} (or null: read from the timestamps)`;
export const HEADER_MAX_CHARS = 200;

/** The spec's columns an export may lack: each measure's `whenAbsent` says what its absence means. */
export const MAY_BE_ABSENT = READ_MEASURES.filter((m): m is MayBeAbsent => 'whenAbsent' in m).map(
  (m) => m.header,
) as readonly MayBeAbsent['header'][] as [MayBeAbsent['header'], ...MayBeAbsent['header'][]];

type SpecColumn = (typeof REQUIRED_HEADERS)[number];
type MayBeAbsent = Extract<ReadMeasure, { whenAbsent: string }>;

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

const columnsShape = Object.fromEntries(
  REQUIRED_HEADERS.map((c) => [c, z.optional(c === 'date' ? dateHeaders : header(`columns.${c}`))]),
) as { date: z.ZodMiniOptional<typeof dateHeaders> } & Record<
  Exclude<SpecColumn, 'date'>,
  z.ZodMiniOptional<ReturnType<typeof header>>
>;

const measureColumns = Object.keys(SPEC_UNITS) as MeasureColumn[];

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
    columns: z.strictObject(columnsShape),
    units: z._default(
      z.partialRecord(
        z.enum(measureColumns),
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
      }),
      {},
    ),
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
      for (const column of REQUIRED_HEADERS) {
        const mapped = p.columns[column] !== undefined;
        const absent = (p.absent as readonly string[]).includes(column);
        const fixed = (p.fixed as Record<string, string | undefined>)[column] !== undefined;
        if (mapped && absent) issue(['absent'], `${column} is both mapped and marked absent`);
        if (mapped && fixed) {
          issue(['fixed', column], `${column} is both mapped and given a fixed value`);
        }
        if (!mapped && !absent && !fixed) {
          issue(
            ['columns', column],
            (MAY_BE_ABSENT as readonly string[]).includes(column)
              ? `columns.${column} names no header: map it or mark it absent`
              : `columns.${column} names no header`,
          );
        }
      }
      for (const [column, unit] of Object.entries(p.units) as [MeasureColumn, string][]) {
        if (factorToSpec(column, unit) === null) {
          issue(['units', column], `units.${column} must be one of ${unitsOf(column).join(', ')}`);
        }
      }
      if (p.date_format !== null) {
        const compiled = compileDateFormat(p.date_format);
        if ('error' in compiled) issue(['date_format'], compiled.error);
      }
    }),
  );

export type ImportProfile = z.output<typeof importProfileSchema>;
