// Issue 28 §4 "Digests": a member's digest covers a period, a day or a week from Monday (UTC).

export type DigestCadence = 'daily' | 'weekly';

const MS_PER_DAY = 86_400_000;

/** The first day of the period `day` (YYYY-MM-DD) falls in: the day, or its week's Monday. */
export function digestPeriod(day: string, frequency: DigestCadence): string {
  if (frequency === 'daily') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * From when a digest of the period beginning `period` reports events (refused changes): the
 * period before it, so a digest sent on its period's first round misses nothing of the last.
 */
export function digestSince(period: string, frequency: DigestCadence): Date {
  const days = frequency === 'daily' ? 1 : 7;
  return new Date(Date.parse(`${period}T00:00:00Z`) - days * MS_PER_DAY);
}
