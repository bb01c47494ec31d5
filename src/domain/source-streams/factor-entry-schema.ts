// Issue 38 "An emission-factor library": a value the organisation enters for one parameter of a
// source stream (a national inventory factor, a laboratory analysis of a batch or a month), valid
// over a period of days. Each day of a calculation takes the entry covering it, else the stream's
// declared value, else the library's default.
import * as z from 'zod/mini';
import { isCalendarDate } from '../readings/day-number';
import { singleLineText } from '../validation/plain-text';
import {
  MSG_STREAM_BIOMASS,
  MSG_STREAM_EF,
  MSG_STREAM_NCV,
  MSG_STREAM_OF,
  type ActivitySource,
} from './source-stream-schema';

/** The parameters an entry may give: the factors of a stream's calculation. */
export const FACTOR_PARAMETERS = [
  'ncv',
  'emission_factor',
  'oxidation_factor',
  'biomass_fraction',
] as const;
export type FactorParameter = (typeof FACTOR_PARAMETERS)[number];

export const FACTOR_SOURCE_MAX_CHARS = 200;

/** How many entries a stream may hold: a laboratory analysis per day for years is far fewer. */
export const MAX_FACTOR_ENTRIES_PER_STREAM = 2_000;

export const MSG_FACTOR_PARAMETER =
  'Parameter must be ncv, emission_factor, oxidation_factor or biomass_fraction';
export const MSG_FACTOR_VALUE = 'Value must be a number';
export const MSG_FACTOR_FROM = 'Valid from must be a date (YYYY-MM-DD)';
export const MSG_FACTOR_TO = 'Valid to must be a date (YYYY-MM-DD)';
export const MSG_FACTOR_PERIOD = 'Valid to must be on or after valid from';
export const MSG_FACTOR_SOURCE =
  'Name the source of the value, e.g. "Laboratory analysis, batch 42"';
export const MSG_FACTOR_SOURCE_TOO_LONG = `Source must be at most ${FACTOR_SOURCE_MAX_CHARS} characters`;
export const MSG_FACTOR_NCV_OF_ENERGY =
  "This stream's activity data is the file's fuel energy, already net: it takes no NCV";
export const MSG_FACTOR_LIMIT = `A source stream may hold at most ${MAX_FACTOR_ENTRIES_PER_STREAM} factor entries`;
export const msgFactorOverlap = (from: string, to: string, source: string) =>
  `Another entry of this parameter is valid from ${from} to ${to} ("${source}"): a day may take one value`;

/** Each parameter's range, as a stream declares it: the message and the bounds. */
const RANGES: Record<FactorParameter, { message: string; min: number; max: number }> = {
  ncv: { message: MSG_STREAM_NCV, min: Number.MIN_VALUE, max: 1_000 },
  emission_factor: { message: MSG_STREAM_EF, min: 0, max: 1_000 },
  oxidation_factor: { message: MSG_STREAM_OF, min: 0, max: 1 },
  biomass_fraction: { message: MSG_STREAM_BIOMASS, min: 0, max: 1 },
};

/** The unit a parameter's value is in, for a stream's activity data. */
export function factorUnit(parameter: FactorParameter, activity: ActivitySource): string {
  if (parameter === 'ncv') return `GJ/${activity}`;
  return parameter === 'emission_factor' ? 't CO2/TJ' : '';
}

const date = (label: string, message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      singleLineText(label),
      z.maxLength(10, message),
      z.refine(isCalendarDate, message),
    );

interface FactorEntryShape {
  parameter: FactorParameter;
  value: number;
  valid_from: string;
  valid_to: string;
}

/**
 * An entry as a user gives it (POST /api/plants/:plant_id/source-streams/:stream_id/factors):
 * both dates inclusive, the value within the range the stream's own value of the parameter has.
 */
export const factorEntrySchema = z
  .object({
    parameter: z.enum(FACTOR_PARAMETERS, { error: MSG_FACTOR_PARAMETER }),
    value: z.number({ error: MSG_FACTOR_VALUE }).check(z.refine(Number.isFinite, MSG_FACTOR_VALUE)),
    valid_from: date('Valid from', MSG_FACTOR_FROM),
    valid_to: date('Valid to', MSG_FACTOR_TO),
    source: z
      .string({ error: MSG_FACTOR_SOURCE })
      .check(
        z.trim(),
        z.minLength(1, MSG_FACTOR_SOURCE),
        z.maxLength(FACTOR_SOURCE_MAX_CHARS, MSG_FACTOR_SOURCE_TOO_LONG),
        singleLineText('Source'),
      ),
  })
  .check(
    ...FACTOR_PARAMETERS.map((parameter) => {
      const { message, min, max } = RANGES[parameter];
      return z.refine<FactorEntryShape>(
        (e) => e.parameter !== parameter || (e.value >= min && e.value <= max),
        { message, path: ['value'] },
      );
    }),
    // A date that is none has its own message already.
    z.refine(
      (e) =>
        !isCalendarDate(e.valid_from) || !isCalendarDate(e.valid_to) || e.valid_from <= e.valid_to,
      {
        message: MSG_FACTOR_PERIOD,
        path: ['valid_to'],
      },
    ),
  );

export type FactorEntryInput = z.input<typeof factorEntrySchema>;
export type FactorEntryFields = z.output<typeof factorEntrySchema>;

/** A stored entry: its fields, its id and its stream. */
export interface FactorEntry extends FactorEntryFields {
  id: string;
  stream_id: string;
}

/** The stream's entry of the same parameter whose period shares a day with `fields`'s, if any. */
export function overlappingEntry(
  entries: readonly FactorEntry[],
  fields: Pick<FactorEntryFields, 'parameter' | 'valid_from' | 'valid_to'>,
): FactorEntry | undefined {
  return entries.find(
    (e) =>
      e.parameter === fields.parameter &&
      e.valid_from <= fields.valid_to &&
      fields.valid_from <= e.valid_to,
  );
}
