// Day numbers: the days since 1970-01-01 that cells, roll-ups and the history count in (UTC).

const MS_PER_DAY = 86_400_000;

/** `YYYY-MM-DD` of a day number (days since 1970-01-01). */
export function dayToDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day number (days since 1970-01-01) of a `YYYY-MM-DD` date. */
export function dateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

/** The calendar year of a day number. */
export function yearOfDay(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  // A month or day out of range (2025-13-01) does not parse: dayToDate(NaN) would throw.
  if (!m || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return false;
  return dayToDate(dateToDay(value)) === value;
}
