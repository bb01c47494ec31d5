// Issue 10: a scope's date range and plant filter, checked once for the API, the CLI and the screens.
import { dateToDay, dayToDate, isCalendarDate } from '../readings/day-number';
import { DAILY_BARS_UP_TO_DAYS, DATA_YEARS } from '../constants';
import { msgDateOutsideYears } from '../messages';

/** An inclusive range of calendar days (`YYYY-MM-DD`, null: open) and the plants asked for (empty: all). */
export interface ScopeFilter {
  from: string | null;
  to: string | null;
  plants: number[];
}

/**
 * What an analysis, report or export asks for: one file or the whole history (fileId null), a range
 * and plants, and the EU ETS compliance year (null: the latest year in scope). The screens send it;
 * the API settles it once per request (server/scope/scope-query.ts).
 */
export interface ScopeRequest {
  fileId: string | null;
  filter: ScopeFilter;
  complianceYear: number | null;
}

export const MSG_NO_DATA_IN_RANGE = 'No data in this range';
export const msgBadRangeDate = (name: string, value: string) =>
  `${name} must be a date written YYYY-MM-DD, got ${value === '' ? 'nothing' : value}`;
export const msgRangeReversed = (from: string, to: string) =>
  `The range starts on ${from}, after it ends on ${to}`;
export const msgBadPlant = (value: string) => `plant must be a whole number, got ${value}`;
export const msgUnknownPlants = (ids: readonly number[]) =>
  `No data for plant ${ids.join(', ')} in this scope`;

/** True for a calendar date (YYYY-MM-DD) in DATA_YEARS. */
function withinDataYears(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= DATA_YEARS.first && year <= DATA_YEARS.last;
}

/** A checked filter from raw parameters, or the first problem with them. */
export function parseScopeFilter(raw: {
  from?: string | undefined;
  to?: string | undefined;
  plants?: readonly string[] | undefined;
}): { ok: true; filter: ScopeFilter } | { ok: false; message: string } {
  for (const [name, value] of [
    ['from', raw.from],
    ['to', raw.to],
  ] as const) {
    if (value === undefined) continue;
    if (!isCalendarDate(value)) return { ok: false, message: msgBadRangeDate(name, value) };
    if (!withinDataYears(value)) return { ok: false, message: msgDateOutsideYears(name, value) };
  }
  const from = raw.from ?? null;
  const to = raw.to ?? null;
  if (from && to && from > to) return { ok: false, message: msgRangeReversed(from, to) };
  const plants: number[] = [];
  for (const p of raw.plants ?? []) {
    if (!/^\d{1,9}$/.test(p)) return { ok: false, message: msgBadPlant(p) };
    if (!plants.includes(Number(p))) plants.push(Number(p));
  }
  return { ok: true, filter: { from, to, plants: plants.sort((a, b) => a - b) } };
}

/** True when the filter narrows nothing (the whole scope). */
export function isWholeScope(f: ScopeFilter): boolean {
  return f.from === null && f.to === null && f.plants.length === 0;
}

/** `YYYY-MM-DD` of a year, month (1-12) and day. */
export function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The number of days of a month (1-12). */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same calendar date a year earlier (29 February becomes 28 February). */
export function yearEarlier(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return isoDate(y - 1, m, Math.min(d, daysInMonth(y - 1, m)));
}

/** The last day of a date's calendar month. */
function monthEnd(date: string): string {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return dayToDate(
    dateToDay(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`) - 1,
  );
}

/** The calendar month before the one a date falls in, first and last day. */
function monthBefore(date: string): { from: string; to: string } {
  const to = dayToDate(dateToDay(`${date.slice(0, 7)}-01`) - 1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * Issue 26 "Periods that compare like with like": a calendar month compares with the calendar month
 * before it, a calendar year with the year before; any other range with the period of equal length
 * just before it. Each is also set against the same days a year earlier.
 */
export function comparisonPeriods(from: string, to: string) {
  const yearAgo = { from: yearEarlier(from), to: yearEarlier(to) };
  const wholeYear = from.endsWith('-01-01') && to === `${from.slice(0, 4)}-12-31`;
  if (wholeYear) {
    const year = Number(from.slice(0, 4)) - 1;
    return { previous: { from: `${year}-01-01`, to: `${year}-12-31` }, yearAgo };
  }
  const wholeMonth = from.endsWith('-01') && to === monthEnd(from);
  if (wholeMonth) {
    const previous = monthBefore(from);
    return { previous, yearAgo: { from: yearEarlier(from), to: monthEnd(yearEarlier(from)) } };
  }
  const length = dateToDay(to) - dateToDay(from) + 1;
  const start = dateToDay(from);
  return {
    previous: { from: dayToDate(start - length), to: dayToDate(start - 1) },
    yearAgo,
  };
}

/** The calendar days a filter covers within what is available: open ends take the data's ends. */
export function effectiveRange(
  filter: Pick<ScopeFilter, 'from' | 'to'>,
  available: { startDate: string; endDate: string } | null,
): { from: string; to: string } | null {
  const from = filter.from ?? available?.startDate;
  const to = filter.to ?? available?.endDate;
  return from && to && from <= to ? { from, to } : null;
}

/**
 * The days a range's chart covers: a range of up to DAILY_BARS_UP_TO_DAYS days whole, the days
 * around the data as gaps (the spec's 30 days among them); a longer one only where it meets the
 * data, so that a century around three days of data is charted, and costs, as three days. Null
 * when a long range misses the data.
 */
export function chartedRange(
  range: { from: string; to: string },
  available: { startDate: string; endDate: string } | null,
): { from: string; to: string } | null {
  if (dateToDay(range.to) - dateToDay(range.from) < DAILY_BARS_UP_TO_DAYS) return range;
  if (!available) return null;
  const from = range.from > available.startDate ? range.from : available.startDate;
  const to = range.to < available.endDate ? range.to : available.endDate;
  return from <= to ? { from, to } : null;
}
