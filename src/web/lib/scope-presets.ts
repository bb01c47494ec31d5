// How the scope's days read on screen, and today in the user's own calendar (issue 10).
import { isoDate } from '../../domain/core/history/date-range';
import type { DateRange } from '../../domain/core/history/range-presets';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today in the user's own calendar (not UTC), `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** "1 Jan 2025"; a month of a long range (`YYYY-MM`) reads "Jan 2025". */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number | undefined];
  const month = MONTHS[m - 1] ?? '?';
  return d === undefined ? `${month} ${y}` : `${d} ${month} ${y}`;
}

/** "1 Jan 2025 - 30 Jan 2025"; "1 Jan 2025" for a single day. */
export function formatRange({ from, to }: DateRange): string {
  return from === to ? formatDay(from) : `${formatDay(from)} - ${formatDay(to)}`;
}
