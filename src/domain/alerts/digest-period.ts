// Issue 28 §4 "Digests": a member's digest covers a period, a day or a week from Monday (UTC).

import { mondayOf } from '../analysis/calendar-buckets';
import { dateToDay, dayToDate } from '../readings/day-number';

export type DigestCadence = 'daily' | 'weekly';

/** The first day of the period `day` (YYYY-MM-DD) falls in: the day, or its week's Monday. */
export function digestPeriod(day: string, frequency: DigestCadence): string {
  return frequency === 'daily' ? day : dayToDate(mondayOf(dateToDay(day)));
}

/**
 * From when a digest of the period beginning `period` reports events (refused changes): the
 * period before it, so a digest sent on its period's first round misses nothing of the last.
 */
export function digestSince(period: string, frequency: DigestCadence): Date {
  const days = frequency === 'daily' ? 1 : 7;
  return new Date(`${dayToDate(dateToDay(period) - days)}T00:00:00Z`);
}
