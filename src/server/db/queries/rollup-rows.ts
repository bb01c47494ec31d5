// The SQL pieces both history reads share: sums of plant-day rows whichever table (plant_days or its
// rollups) the rows come from, and the calendar units of the rollups.
import { sql } from 'kysely';
import { dateToDay } from '@domain/readings/day-number';
import { MEASURES } from '@domain/readings/measures';
import { MEASURE_COLUMNS } from '../plant-day-columns';

/** The measure columns of plant_days and of its rollups, in the order ROLLUP_SUMS rolls them up. */
export const ROLLUP_COLUMNS = sql.raw(MEASURE_COLUMNS.join(', '));

/** Each measure rolled up over a group of rows (sum, min or max), as an SQL expression. */
const rolledUp = MEASURES.map((m) => `${m.rollup}(${m.column})`);

/** The rollups of ROLLUP_COLUMNS over a group of rows, in their order (to fill a rollup table). */
export const ROLLUP_SUMS = sql.raw(rolledUp.join(', '));

/**
 * The rollups of a set of rows as the columns SumsRow names; a sum of integers is a bigint, which
 * the driver would read as a string.
 */
export const SUMS = sql.raw(
  MEASURES.map((m, i) => `${rolledUp[i]}${'integer' in m ? '::float8' : ''} as ${m.column}`).join(
    ', ',
  ),
);

/** The calendar year of a day-number column. */
export const YEAR_OF_DAY = sql`extract(year from date '1970-01-01' + day)::int`;

/** Open ends of a range as day numbers beyond any data. */
export const NO_START = -1_000_000_000;
export const NO_END = 1_000_000_000;

/** A range's first and last day numbers, open ends included. */
export function dayBounds(range: { from: string | null; to: string | null }) {
  return {
    first: range.from === null ? NO_START : dateToDay(range.from),
    last: range.to === null ? NO_END : dateToDay(range.to),
  };
}

/** The calendar month of a day-number column, as year x 12 + month - 1. */
export const MONTH_OF_DAY = sql`(extract(year from date '1970-01-01' + day) * 12 + extract(month from date '1970-01-01' + day) - 1)::int`;

/** The month number (year x 12 + month - 1) of a day number. */
export function monthOfDay(day: number): number {
  const d = new Date(day * 86_400_000);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** The day number of a month's first day. */
export function firstDayOfMonth(month: number): number {
  return Date.UTC(Math.floor(month / 12), month % 12, 1) / 86_400_000;
}

/** The day number of a year's first day. */
export const firstDayOfYear = (year: number): number => firstDayOfMonth(year * 12);

/**
 * A month's weeks for the rollups: days 1-7, 8-14, 15-21, 22-28 and 29 to the month's end, numbered
 * month x 5 + 0..4. Not calendar weeks: each lies within one month, so whole weeks and whole months
 * add up without overlap.
 */
export const WEEKS_PER_MONTH = 5;

/** The rollup week (see WEEKS_PER_MONTH) of a day-number column. */
export const WEEK_OF_DAY = sql`(${MONTH_OF_DAY} * ${sql.lit(WEEKS_PER_MONTH)} + least((extract(day from date '1970-01-01' + day)::int - 1) / 7, ${sql.lit(WEEKS_PER_MONTH - 1)}))`;

/** The rollup week of a day number. */
export function weekOfDay(day: number): number {
  const dayOfMonth = new Date(day * 86_400_000).getUTCDate();
  return (
    monthOfDay(day) * WEEKS_PER_MONTH +
    Math.min(Math.floor((dayOfMonth - 1) / 7), WEEKS_PER_MONTH - 1)
  );
}

/** The day number of a rollup week's first day. */
export function firstDayOfWeek(week: number): number {
  const month = Math.floor(week / WEEKS_PER_MONTH);
  return firstDayOfMonth(month) + (week - month * WEEKS_PER_MONTH) * 7;
}
