// How much of a span of days one plant's readings cover: the hours present against the hours
// expected, and the runs of missing hours (gaps). A day is the plant's local calendar day: 23 or
// 25 hours when the clocks change.
import { hoursInLocalDay, localDayStart } from '../time/time-zone';
import { hasHour } from './hour-mask';

const MS_PER_HOUR = 3_600_000;

/** One plant-day of the history: which hours hold a reading, and how many were read twice. */
export interface CoveredDay {
  /** Days since 1970-01-01. */
  day: number;
  /** Bit h: the h-th hour of the day holds a reading (see hour-mask.ts). */
  hours: number;
  /** Hours read more than once in one file (counted once). */
  duplicateHours: number;
  /** A day's totals from a daily file: its hours covered whole, none of them known. */
  daily?: true;
}

/** Days since 1970-01-01, first and last inclusive. */
export interface DaySpan {
  first: number;
  last: number;
}

/** A run of missing hours: from its first missing hour's start to the next hour present (epoch ms). */
export interface Gap {
  from: number;
  to: number;
  hours: number;
}

export interface PlantCoverage {
  /** The range's days, or without a range those of the plant's readings. */
  daysInRange: number;
  daysWithData: number;
  /** Hours of the days from the later of range start and first reading to the earlier of the ends. */
  hoursExpected: number;
  hoursPresent: number;
  duplicateHours: number;
  gaps: Gap[];
}

/**
 * What a plant's coverage over a range is read from, without a row per day: the plant-days inside
 * the range that miss an hour or repeat one, and the runs of days without any plant-day.
 */
export interface CoverageFacts {
  /** The plant's span of readings in the whole history. */
  readings: DaySpan;
  /** The first and last day with a plant-day inside the range, or null without any. */
  present: DaySpan | null;
  /** The runs of days without a plant-day between two days with one, inside the range, ascending. */
  jumps: readonly DaySpan[];
  /** The plant-days inside the range that miss an hour of their day or repeat one, ascending. */
  uneven: readonly CoveredDay[];
}

const daysOf = (span: DaySpan) => span.last - span.first + 1;

/**
 * The coverage of a plant over a range: `readings` is the span of days the plant has readings on
 * (in the whole history), `days` its plant-days inside the range, ascending. Without a range, the
 * range is the plant's span of readings. `zone` is the plant's time zone (see time-zone.ts).
 */
export function plantCoverage(
  days: readonly CoveredDay[],
  readings: DaySpan,
  range: DaySpan | null,
  zone: string,
): PlantCoverage {
  const asked = range ?? readings;
  const inRange = days.filter((d) => d.day >= asked.first && d.day <= asked.last);
  const runs: DaySpan[] = [];
  for (const { day } of inRange) {
    const run = runs.at(-1);
    if (run && day === run.last + 1) run.last = day;
    else runs.push({ first: day, last: day });
  }
  return coverageOfRuns(runs, inRange, readings, range, zone);
}

/** Of some days, those that do not hold each hour of their local day in `zone` once. */
function unevenDays(days: readonly CoveredDay[], zone: string): CoveredDay[] {
  const fullDay = (day: number) => (1 << hoursInLocalDay(zone, day)) - 1;
  return days.filter((d) => d.hours !== fullDay(d.day) || d.duplicateHours > 0);
}

/**
 * The coverage of a range (null: the span of readings) from the runs of days with data within it
 * (ascending) and its days that may be uneven.
 */
export function coverageOfRuns(
  runs: readonly DaySpan[],
  uneven: readonly CoveredDay[],
  readings: DaySpan,
  range: DaySpan | null,
  zone: string,
): PlantCoverage {
  const jumps: DaySpan[] = [];
  for (let k = 1; k < runs.length; k++) {
    jumps.push({ first: runs[k - 1]!.last + 1, last: runs[k]!.first - 1 });
  }
  const present = runs.length > 0 ? { first: runs[0]!.first, last: runs.at(-1)!.last } : null;
  return coverageOf({ readings, present, jumps, uneven: unevenDays(uneven, zone) }, range, zone);
}

/** The coverage of a plant over a range (null: its span of readings) from its CoverageFacts. */
export function coverageOf(facts: CoverageFacts, range: DaySpan | null, zone: string): PlantCoverage {
  const { readings, present } = facts;
  const asked = range ?? readings;
  const span = {
    first: Math.max(asked.first, readings.first),
    last: Math.min(asked.last, readings.last),
  };
  if (span.first > span.last) {
    return {
      daysInRange: daysOf(asked),
      daysWithData: present ? daysOf(present) - missingDays(facts.jumps) : 0,
      hoursExpected: 0,
      hoursPresent: 0,
      duplicateHours: 0,
      gaps: [],
    };
  }
  const missing: DaySpan[] = present
    ? [{ first: span.first, last: present.first - 1 }, ...facts.jumps, { first: present.last + 1, last: span.last }]
    : [span];
  const gaps = new GapList();
  let duplicateHours = 0;
  let m = 0;
  const missRun = (run: DaySpan) => {
    if (run.first > run.last) return;
    const from = localDayStart(zone, run.first);
    const to = localDayStart(zone, run.last + 1);
    gaps.miss(from, to, (to - from) / MS_PER_HOUR);
  };
  for (const d of facts.uneven) {
    while (m < missing.length && missing[m]!.first < d.day) missRun(missing[m++]!);
    duplicateHours += d.duplicateHours;
    const start = localDayStart(zone, d.day);
    const hours = hoursInLocalDay(zone, d.day);
    for (let h = 0; h < hours; h++) {
      const at = start + h * MS_PER_HOUR;
      if (!hasHour(d.hours, h)) gaps.miss(at, at + MS_PER_HOUR, 1);
    }
  }
  while (m < missing.length) missRun(missing[m++]!);
  const hoursExpected = hoursOfDays(span, zone);
  return {
    daysInRange: daysOf(asked),
    daysWithData: present ? daysOf(present) - missingDays(facts.jumps) : 0,
    hoursExpected,
    hoursPresent: hoursExpected - gaps.hours,
    duplicateHours,
    gaps: gaps.list,
  };
}

const missingDays = (runs: readonly DaySpan[]) => runs.reduce((n, r) => n + daysOf(r), 0);

function hoursOfDays(span: DaySpan, zone: string): number {
  return (localDayStart(zone, span.last + 1) - localDayStart(zone, span.first)) / MS_PER_HOUR;
}

/** Missing hours met in time order, joined into gaps where one ends as the next begins. */
class GapList {
  readonly list: Gap[] = [];
  hours = 0;

  miss(from: number, to: number, hours: number): void {
    this.hours += hours;
    const last = this.list.at(-1);
    if (last && last.to === from) {
      last.to = to;
      last.hours += hours;
    } else {
      this.list.push({ from, to, hours });
    }
  }
}

/** The share (0-1) of the hours expected that hold a reading; 0 when none are expected. */
export const hoursShare = (present: number, expected: number) =>
  expected > 0 ? present / expected : 0;
