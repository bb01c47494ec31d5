// The rules of one data row's cells (accounts §5 "CSV upload", every row as docs/design.md makes
// it): each defined here once, whichever way the parser split the row into cells.
import { DATA_YEARS, MAX_COLUMN_TOTAL, NUMERIC_HEADERS, PLANT_NAME_MAX_CHARS } from '../constants';
import {
  msgColumnTotalTooLarge,
  msgControlCharacter,
  msgEfficiencyRange,
  msgNegative,
  msgNotANumber,
  msgNotFinite,
  msgPlantIdNotInteger,
  msgPlantNameTooLong,
} from '../messages';
import { READ_MEASURES, type ReadMeasure } from '../readings/measures';
import { daysFromCivil } from './parse-date';

type NumericHeader = (typeof NUMERIC_HEADERS)[number];

/** What a numeric column accepts: from 0 to `max`, whole numbers only when `whole`. */
export interface NumberRule {
  readonly column: NumericHeader | typeof OPERATING_TIME_HEADER | typeof OPERATING_HOURS_HEADER;
  readonly max: number;
  readonly whole: boolean;
  /** The message for a finite number outside the column's range, naming the column as given. */
  readonly outOfRange: (line: number, text: string, value: number, column: string) => string;
}

function measureRule(measure: ReadMeasure): NumberRule {
  const column = measure.header;
  // Of the spec's measures, only efficiency has a ceiling (a percent).
  if ('max' in measure)
    return { column, max: measure.max, whole: false, outOfRange: msgEfficiencyRange };
  // Number.MAX_VALUE as the ceiling lets every finite value through and stops Infinity.
  return {
    column,
    max: Number.MAX_VALUE,
    whole: false,
    outOfRange: (line, text, _value, named) => msgNegative(line, named, text),
  };
}

/** plant_id: a whole number that fits the dataset's 32-bit column. */
export const PLANT_ID_RULE: NumberRule = {
  column: 'plant_id',
  max: 0x7fffffff,
  whole: true,
  outOfRange: (line, text, value) =>
    value < 0 ? msgNegative(line, 'plant_id', text) : msgPlantIdNotInteger(line, text),
};

/**
 * The optional column after the spec's that a profile's reader writes: the share (0-1) of each
 * hour the plant operated, 0 an hour not operated (covered, never a gap).
 */
export const OPERATING_TIME_HEADER = 'operating_time';

/**
 * The last column of a daily file's spec CSV, in place of operating_time: the hours (0-24) the
 * plant operated on each row's day. Its presence makes every row a day's totals (see WHOLE_DAY).
 */
export const OPERATING_HOURS_HEADER = 'operating_hours';

/** The hours of a day a daily row may say the plant operated. */
export const HOURS_PER_DAY = 24;

/** What the operating-hours column accepts: the hours of the day operated, from 0 to 24. */
export const OPERATING_HOURS_RULE: NumberRule = {
  column: OPERATING_HOURS_HEADER,
  max: HOURS_PER_DAY,
  whole: false,
  outOfRange: (line, text, _value, column) =>
    `Row ${line}: ${column} must be the hours of the day operated, from 0 to ${HOURS_PER_DAY}, got ${text}`,
};

/** What the operating-time column accepts: a share of the hour, from 0 to 1. */
export const OPERATING_TIME_RULE: NumberRule = {
  column: OPERATING_TIME_HEADER,
  max: 1,
  whole: false,
  outOfRange: (line, text, _value, column) =>
    `Row ${line}: ${column} must be the share of the hour operated, from 0 to 1, got ${text}`,
};

/** The measure columns' rules, in the order the dataset stores them. */
export const MEASURE_RULES: readonly NumberRule[] = READ_MEASURES.map(measureRule);

const CO2_MEASURE = MEASURE_RULES.findIndex((r) => r.column === 'CO2_emissions_tonnes');

/**
 * Whether the blank cell of measure `m` is a missing value rather than a refusal: the CO2 of an
 * hour the file says was operated (`operatingTime` over 0). The hour is a gap, substituted in the
 * ETS year, while the energy and fuel it holds still count.
 */
export const isMissingCo2 = (m: number, operatingTime: number): boolean =>
  m === CO2_MEASURE && operatingTime > 0;

/** Whether a parsed cell meets its column's rule (NaN, an unreadable cell, never does). */
export function meetsNumberRule(rule: NumberRule, value: number): boolean {
  return value >= 0 && value <= rule.max && (!rule.whole || Number.isInteger(value));
}

/**
 * The row message for a cell written `text` that was read as `value` and breaks `rule`, naming the
 * column as the file spells it (the spec's name unless an import profile maps another).
 */
export function numberRuleMessage(
  rule: NumberRule,
  line: number,
  text: string,
  value: number,
  column: string = rule.column,
): string {
  if (Number.isNaN(value)) return msgNotANumber(line, column, text);
  if (!Number.isFinite(value)) return msgNotFinite(line, column, text);
  return rule.outOfRange(line, text, value, column);
}

const FIRST_DAY = daysFromCivil(DATA_YEARS.first, 1, 1);
const LAST_DAY = daysFromCivil(DATA_YEARS.last, 12, 31);

/**
 * Whether a row's calendar day (days since 1970-01-01) falls in DATA_YEARS: a range outside them
 * is refused, and so is a row no range could then reach.
 */
export function dayWithinDataYears(day: number): boolean {
  return day >= FIRST_DAY && day <= LAST_DAY;
}

/**
 * The row message for a plant name longer than PLANT_NAME_MAX_CHARS characters (code points, as a
 * person counts them), or null. Only a name longer in UTF-16 units is counted.
 */
export function plantNameMessage(line: number, name: string): string | null {
  if (name.length <= PLANT_NAME_MAX_CHARS) return null;
  // Decoded text pairs every low surrogate with a high one: each pair is one character.
  let chars = name.length;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) chars--;
  }
  return chars > PLANT_NAME_MAX_CHARS
    ? msgPlantNameTooLong(line, PLANT_NAME_MAX_CHARS, chars)
    : null;
}

/**
 * The first C0 control character in `data[start, end)` other than tab and the line breaks a
 * quoted cell may hold, or -1. A NUL cannot be stored as text at all; the others would reach
 * screens, the PDF and exports unseen.
 */
export function controlCharacterIn(data: Uint8Array, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = data[i]!;
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return c;
  }
  return -1;
}

/** `U+0000`: how a message names a character. */
const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The row message for a text cell holding the control character `code`. */
export function controlCharacterMessage(line: number, column: string, code: number): string {
  return msgControlCharacter(line, column, codePoint(code));
}

/**
 * A refused cell's text as a message may quote it: each control character shown as <U+001B>,
 * so a message printed in a terminal or a log cannot carry escape sequences or line breaks.
 */
export function quotable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `<${codePoint(c.charCodeAt(0))}>`);
}

/**
 * Whether a measure's total over the rows so far stays within MAX_COLUMN_TOTAL. Every sum the
 * analysis builds (plant, day, year) is a part of that total, so none of them overflows either.
 */
export function withinTotal(total: number): boolean {
  return total <= MAX_COLUMN_TOTAL;
}

/** "1e300": the limit as a person would write it. */
const TOTAL_LIMIT_TEXT = MAX_COLUMN_TOTAL.toExponential().replace('e+', 'e');

/** The row message for the row whose value takes its column's total past MAX_COLUMN_TOTAL. */
export function totalTooLargeMessage(line: number, column: string): string {
  return msgColumnTotalTooLarge(line, column, TOTAL_LIMIT_TEXT);
}
