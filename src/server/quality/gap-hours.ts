// The hours a classification of a gap names: whole days (YYYY-MM-DD, inclusive) or instants on a
// whole hour, as the gaps of GET /api/quality give them.
import { dateToDay, isCalendarDate } from '@domain/readings/day-number';
import { localDayStart } from '@domain/time/time-zone';

const MS_PER_HOUR = 3_600_000;
/** The days of a plant without a declared time zone: those its files write, 24 hours each. */
const UNDECLARED_ZONE = '+00:00';
/** An ISO 8601 instant with its offset: what a gap's `from` and `to` are answered as. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const MSG_GAP_BOUND = (name: string, value: string) =>
  `${name} must be a date written YYYY-MM-DD or an instant on a whole hour (2025-03-03T00:00:00Z), got ${value}`;
export const MSG_GAP_REVERSED = 'from must come before to';

/**
 * The instant a bound names: the start of the plant's day in `zone` (a `to` day: the next day's
 * start, days being inclusive), or the instant itself; null when it is neither.
 */
function instantOf(value: string, end: boolean, zone: string): number | null {
  if (isCalendarDate(value)) return localDayStart(zone, dateToDay(value) + (end ? 1 : 0));
  if (!INSTANT.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) || at % MS_PER_HOUR !== 0 ? null : at;
}

/**
 * The hours from `from` to `to` (epoch ms, `to` exclusive) of a plant whose declared time zone is
 * `zone` (undefined: none), or the problem with them.
 */
export function gapHours(
  from: string,
  to: string,
  zone: string | undefined,
): { ok: true; from: number; to: number } | { ok: false; message: string } {
  const start = instantOf(from, false, zone ?? UNDECLARED_ZONE);
  if (start === null) return { ok: false, message: MSG_GAP_BOUND('from', from) };
  const end = instantOf(to, true, zone ?? UNDECLARED_ZONE);
  if (end === null) return { ok: false, message: MSG_GAP_BOUND('to', to) };
  if (end <= start) return { ok: false, message: MSG_GAP_REVERSED };
  return { ok: true, from: start, to: end };
}
