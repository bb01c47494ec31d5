import type { Gap } from '../api/get-quality';

/** How much of a day's hours the data holds: all, some or none. */
export type DayState = 'full' | 'partial' | 'missing';

export interface DayCell {
  /** YYYY-MM-DD (UTC, as the API's days are until plants have a time zone). */
  date: string;
  state: DayState;
}

const DAY_MS = 86_400_000;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The state of each day from `first` to `last` (inclusive): a day wholly inside a gap is missing,
 * a day a gap touches is partial, any other day is full.
 */
export function dayStates(first: string, last: string, gaps: readonly Gap[]): DayCell[] {
  const spans = gaps.map((g) => ({ from: Date.parse(g.from), to: Date.parse(g.to) }));
  const cells: DayCell[] = [];
  for (let start = dayStart(first); start <= dayStart(last); start += DAY_MS) {
    const end = start + DAY_MS;
    let missing = 0;
    for (const s of spans) missing += Math.max(0, Math.min(end, s.to) - Math.max(start, s.from));
    const state = missing >= DAY_MS ? 'missing' : missing > 0 ? 'partial' : 'full';
    cells.push({ date: dateOf(start), state });
  }
  return cells;
}

/**
 * The days a plant's strip shows: its readings' days within the range (open ends: its first or
 * last reading), or null when the range holds none of them.
 */
export function stripSpan(
  plant: { first_reading: string; last_reading: string },
  range: { from: string | null; to: string | null },
): { first: string; last: string } | null {
  const firstRead = dateOf(Date.parse(plant.first_reading));
  const lastRead = dateOf(Date.parse(plant.last_reading));
  const first = range.from && range.from > firstRead ? range.from : firstRead;
  const last = range.to && range.to < lastRead ? range.to : lastRead;
  return first <= last ? { first, last } : null;
}

/** The last `count` days of a span, when it holds more. */
export function lastDays(span: { first: string; last: string }, count: number) {
  const earliest = dateOf(dayStart(span.last) - (count - 1) * DAY_MS);
  return earliest > span.first ? { first: earliest, last: span.last } : span;
}
