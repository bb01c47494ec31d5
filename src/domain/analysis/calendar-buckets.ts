// Issue 26 "All of the data and any range": the calendar periods a long series is charted in (days,
// weeks, months) and the plant-day sums rolled up into them with the one roll-up every figure uses
// (addTotals), so a week's or month's tonnes are the sums of its days and its efficiency is read
// from its summed fuel and output, as for any other period.
import { DAILY_BARS_UP_TO_DAYS, WEEKLY_BARS_UP_TO_DAYS } from '../constants';
import { dateToDay, dayToDate } from '../readings/day-number';
import { addTotals, emptyTotals, type Totals } from '../readings/plant-day-cell';

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/**
 * The bars a span of `days` calendar days is charted in: a bar per day up to DAILY_BARS_UP_TO_DAYS
 * (a quarter), per week up to WEEKLY_BARS_UP_TO_DAYS (two years, about 105 bars), else per month.
 */
export function granularityFor(days: number): Granularity {
  if (days <= DAILY_BARS_UP_TO_DAYS) return 'day';
  if (days <= WEEKLY_BARS_UP_TO_DAYS) return 'week';
  return 'month';
}

/** One calendar period of a series, cut to the span charted (day numbers, inclusive). */
export interface CalendarBucket {
  first: number;
  last: number;
  /** The days of the whole period (1, 7, or the month's 28 to 31), whether or not the span cuts it. */
  calendarDays: number;
}

/** The Monday (ISO 8601 weeks) on or before a day number; day 0, 1970-01-01, was a Thursday. */
export function mondayOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** The first day of the month after the one a day number falls in. */
function nextMonthStart(day: number): number {
  const d = new Date(`${dayToDate(day)}T00:00:00Z`);
  return dateToDay(
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10),
  );
}

/** The calendar period a day falls in: [its first day, the first day of the next]. */
function periodOf(day: number, granularity: Granularity): [number, number] {
  if (granularity === 'day') return [day, day + 1];
  if (granularity === 'week') return [mondayOf(day), mondayOf(day) + 7];
  return [dateToDay(`${dayToDate(day).slice(0, 7)}-01`), nextMonthStart(day)];
}

/** The calendar periods covering the days `first` to `last` (inclusive), the first and last cut to them. */
export function calendarBuckets(
  first: number,
  last: number,
  granularity: Granularity,
): CalendarBucket[] {
  const buckets: CalendarBucket[] = [];
  let day = first;
  while (day <= last) {
    const [start, next] = periodOf(day, granularity);
    buckets.push({ first: day, last: Math.min(next - 1, last), calendarDays: next - start });
    day = next;
  }
  return buckets;
}

/** A bucket's sums and how many of its days hold data. */
export interface BucketSums extends CalendarBucket {
  totals: Totals;
  daysWithData: number;
}

/** Adds the days with data (ascending day numbers) into the buckets they fall in. */
export function rollUpBuckets(
  days: readonly { day: number; totals: Totals }[],
  buckets: readonly CalendarBucket[],
): BucketSums[] {
  const sums = buckets.map((b) => ({ ...b, totals: emptyTotals(), daysWithData: 0 }));
  let i = 0;
  for (const d of days) {
    while (i < sums.length && sums[i]!.last < d.day) i++;
    const bucket = sums[i];
    if (!bucket) break;
    if (d.day < bucket.first) continue;
    addTotals(bucket.totals, d.totals);
    bucket.daysWithData += 1;
  }
  return sums;
}
