// How the scope's days read on screen, and today in the user's own calendar (issue 10).
import { formatDay } from '@domain/format';
import { isoDate } from '@domain/history/date-range';
import type { DateRange } from '@domain/history/range-presets';

// The domain writes days for the chart's bars and the PDF too; the screens take it from here.
export { formatDay };

/** Today in the user's own calendar (not UTC), `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** "1 Jan 2025 - 30 Jan 2025"; "1 Jan 2025" for a single day. */
export function formatRange({ from, to }: DateRange): string {
  return from === to ? formatDay(from) : `${formatDay(from)} - ${formatDay(to)}`;
}
