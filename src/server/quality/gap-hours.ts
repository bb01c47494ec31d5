// The hours a classification of a gap names: whole days (YYYY-MM-DD, inclusive) or instants on a
// whole hour, as the gaps of GET /api/quality give them.
import { dateToDay, isCalendarDate } from '../../domain/core/readings/day-number';

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
/** An ISO 8601 instant with its offset: what a gap's `from` and `to` are answered as. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const MSG_GAP_BOUND = (name: string, value: string) =>
  `${name} must be a date written YYYY-MM-DD or an instant on a whole hour (2025-03-03T00:00:00Z), got ${value}`;
export const MSG_GAP_REVERSED = 'from must come before to';

/**
 * The instant a bound names: a day's start (a `to` day: the next day's start, days being
 * inclusive), or the instant itself; null when it is neither. Plants' days are UTC until they
 * have a declared time zone (issue 27).
 */
function instantOf(value: string, end: boolean): number | null {
  if (isCalendarDate(value)) return (dateToDay(value) + (end ? 1 : 0)) * MS_PER_DAY;
  if (!INSTANT.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) || at % MS_PER_HOUR !== 0 ? null : at;
}

/** The hours from `from` to `to` (epoch ms, `to` exclusive), or the problem with them. */
export function gapHours(
  from: string,
  to: string,
): { ok: true; from: number; to: number } | { ok: false; message: string } {
  const start = instantOf(from, false);
  if (start === null) return { ok: false, message: MSG_GAP_BOUND('from', from) };
  const end = instantOf(to, true);
  if (end === null) return { ok: false, message: MSG_GAP_BOUND('to', to) };
  if (end <= start) return { ok: false, message: MSG_GAP_REVERSED };
  return { ok: true, from: start, to: end };
}
