// How much of a span of days one plant's readings cover: the hours present against the hours
// expected, and the runs of missing hours (gaps). A day is the plant's local calendar day: 23 or
// 25 hours when the clocks change.
import { hoursInLocalDay, localDayStart } from '../time/time-zone';
import { hasHour, hoursIn } from './hour-mask';

const MS_PER_HOUR = 3_600_000;

/** One plant-day of the history: which hours hold a reading, and how many were read twice. */
export interface CoveredDay {
  /** Days since 1970-01-01. */
  day: number;
  /** Bit h: the h-th hour of the day holds a reading (see hour-mask.ts). */
  hours: number;
  /** Hours read more than once in one file (counted once). */
  duplicateHours: number;
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
  const span = {
    first: Math.max(asked.first, readings.first),
    last: Math.min(asked.last, readings.last),
  };
  const inSpan = span.first <= span.last;
  let hoursPresent = 0;
  let duplicateHours = 0;
  let daysWithData = 0;
  const byDay = new Map<number, CoveredDay>();
  for (const d of days) {
    if (d.day < asked.first || d.day > asked.last) continue;
    byDay.set(d.day, d);
    hoursPresent += hoursIn(d.hours);
    duplicateHours += d.duplicateHours;
    if (d.hours !== 0) daysWithData++;
  }
  return {
    daysInRange: daysOf(asked),
    daysWithData,
    hoursExpected: inSpan ? hoursOfDays(span, zone) : 0,
    hoursPresent,
    duplicateHours,
    gaps: inSpan ? gapsIn(span, byDay, zone) : [],
  };
}

function hoursOfDays(span: DaySpan, zone: string): number {
  return (localDayStart(zone, span.last + 1) - localDayStart(zone, span.first)) / MS_PER_HOUR;
}

/** The runs of hours without a reading over a span of days, across day boundaries. */
function gapsIn(span: DaySpan, byDay: ReadonlyMap<number, CoveredDay>, zone: string): Gap[] {
  const gaps: Gap[] = [];
  let open: Gap | null = null;
  for (let day = span.first; day <= span.last; day++) {
    const hours = byDay.get(day)?.hours ?? 0;
    const start = localDayStart(zone, day);
    for (let h = 0; h < hoursInLocalDay(zone, day); h++) {
      const at = start + h * MS_PER_HOUR;
      if (hasHour(hours, h)) {
        open = null;
      } else if (open) {
        open.to = at + MS_PER_HOUR;
        open.hours++;
      } else {
        open = { from: at, to: at + MS_PER_HOUR, hours: 1 };
        gaps.push(open);
      }
    }
  }
  return gaps;
}
