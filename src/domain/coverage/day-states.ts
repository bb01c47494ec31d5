// The data-quality screen's calendar strip (issue 26): each day of a plant's readings full, partial
// or missing, from the gaps GET /api/quality gives.

/** A gap as the quality API states it: ISO instants. */
interface Gap {
  from: string;
  to: string;
}

/** How much of a day's hours the data holds (all, some, none), or a day outside its readings. */
export type DayState = 'full' | 'partial' | 'missing' | 'outside';

export interface DayCell {
  /** YYYY-MM-DD (UTC, as the API's days are until plants have a time zone). */
  date: string;
  state: DayState;
}

/** Days from `first` to `last` (YYYY-MM-DD, inclusive). */
export interface DaySpan {
  first: string;
  last: string;
}

const DAY_MS = 86_400_000;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days of a plant's readings, first to last. */
export const readingDays = (plant: { first_reading: string; last_reading: string }): DaySpan => ({
  first: dateOf(Date.parse(plant.first_reading)),
  last: dateOf(Date.parse(plant.last_reading)),
});

/**
 * The state of each day of `shown`: a day before or after the plant's readings is outside them
 * (nothing was expected of it); a day wholly inside a gap is missing, a day a gap touches is
 * partial, any other day is full.
 */
export function dayStates(shown: DaySpan, readings: DaySpan, gaps: readonly Gap[]): DayCell[] {
  const spans = gaps.map((g) => ({ from: Date.parse(g.from), to: Date.parse(g.to) }));
  const cells: DayCell[] = [];
  for (let start = dayStart(shown.first); start <= dayStart(shown.last); start += DAY_MS) {
    const date = dateOf(start);
    if (date < readings.first || date > readings.last) {
      cells.push({ date, state: 'outside' });
      continue;
    }
    const end = start + DAY_MS;
    let missing = 0;
    for (const s of spans) missing += Math.max(0, Math.min(end, s.to) - Math.max(start, s.from));
    cells.push({ date, state: missing >= DAY_MS ? 'missing' : missing > 0 ? 'partial' : 'full' });
  }
  return cells;
}

/** The days of the range; an open end (or no range) takes the plant's first or last reading. */
export function rangeDays(
  readings: DaySpan,
  range: { from: string | null; to: string | null },
): DaySpan | null {
  const first = range.from ?? readings.first;
  const last = range.to ?? readings.last;
  return first <= last ? { first, last } : null;
}

/** The last `count` days of a span, when it holds more. */
export function lastDays(span: DaySpan, count: number): DaySpan {
  const earliest = dateOf(dayStart(span.last) - (count - 1) * DAY_MS);
  return earliest > span.first ? { first: earliest, last: span.last } : span;
}
