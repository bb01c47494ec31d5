import { describe, expect, it } from 'vitest';
import { dateToDay } from '../readings/day-number';
import { hourBit } from './hour-mask';
import { coverageOfRuns, plantCoverage, type CoveredDay } from './plant-coverage';

const ALL_DAY = (1 << 24) - 1;
const day = (date: string) => dateToDay(date);
const at = (iso: string) => Date.parse(iso);

/** A plant-day with the hours listed present, or all 24. */
function covered(date: string, hours?: number[], duplicateHours = 0): CoveredDay {
  const mask = hours ? hours.reduce((m, h) => m | hourBit(h), 0) : ALL_DAY;
  return { day: day(date), hours: mask, duplicateHours };
}

describe('the coverage of a plant', () => {
  // Ten days of hourly readings, 1-10 March: 3-8 March missing (a six-day outage), and on 9 March
  // the hours 05:00-11:00 (seven hours) lost; three hours of 10 March read twice.
  const days = [
    covered('2025-03-01'),
    covered('2025-03-02'),
    covered(
      '2025-03-09',
      Array.from({ length: 24 }, (_, h) => h).filter((h) => h < 5 || h > 11),
    ),
    covered('2025-03-10', undefined, 3),
  ];
  const readings = { first: day('2025-03-01'), last: day('2025-03-10') };

  it('reads the same from its runs of days and its uneven days as from every day', () => {
    // The runs 1-2 and 9-10 March; a whole day among the uneven ones is left out of them.
    const runs = [
      { first: day('2025-03-01'), last: day('2025-03-02') },
      { first: day('2025-03-09'), last: day('2025-03-10') },
    ];
    const range = { first: day('2025-02-27'), last: day('2025-03-12') };
    for (const asked of [null, range]) {
      expect(coverageOfRuns(runs, days, readings, asked, 'UTC')).toEqual(
        plantCoverage(days, readings, asked, 'UTC'),
      );
    }
  });

  it('counts the hours present against the hours of its span of readings, and finds the gaps', () => {
    const c = plantCoverage(days, readings, null, 'UTC');
    expect(c.daysInRange).toBe(10);
    expect(c.daysWithData).toBe(4);
    expect(c.hoursExpected).toBe(240);
    expect(c.hoursPresent).toBe(24 + 24 + 17 + 24);
    expect(c.duplicateHours).toBe(3);
    expect(c.gaps).toEqual([
      { from: at('2025-03-03T00:00:00Z'), to: at('2025-03-09T00:00:00Z'), hours: 144 },
      { from: at('2025-03-09T05:00:00Z'), to: at('2025-03-09T12:00:00Z'), hours: 7 },
    ]);
  });

  it('expects hours only from the first reading to the last, however wide the range', () => {
    const c = plantCoverage(days, readings, { first: day('2025-01-01'), last: day('2025-12-31') }, 'UTC');
    expect(c.daysInRange).toBe(365);
    expect(c.hoursExpected).toBe(240);
    expect(c.gaps.map((g) => g.hours)).toEqual([144, 7]);
  });

  it('counts only the days of a range inside the readings, a gap cut at the range', () => {
    const c = plantCoverage(days, readings, { first: day('2025-03-05'), last: day('2025-03-09') }, 'UTC');
    expect(c.daysInRange).toBe(5);
    expect(c.daysWithData).toBe(1);
    expect(c.hoursExpected).toBe(120);
    expect(c.hoursPresent).toBe(17);
    expect(c.duplicateHours).toBe(0);
    expect(c.gaps).toEqual([
      { from: at('2025-03-05T00:00:00Z'), to: at('2025-03-09T00:00:00Z'), hours: 96 },
      { from: at('2025-03-09T05:00:00Z'), to: at('2025-03-09T12:00:00Z'), hours: 7 },
    ]);
  });

  it('expects nothing of a range before the first reading', () => {
    const c = plantCoverage(days, readings, { first: day('2025-02-01'), last: day('2025-02-28') }, 'UTC');
    expect(c).toEqual({
      daysInRange: 28,
      daysWithData: 0,
      hoursExpected: 0,
      hoursPresent: 0,
      duplicateHours: 0,
      gaps: [],
    });
  });

  it('counts the hours before the first reading of its first day as missing', () => {
    const c = plantCoverage([covered('2025-03-01', [6, 7])], { first: day('2025-03-01'), last: day('2025-03-01') }, null, 'UTC');
    expect(c.gaps).toEqual([
      { from: at('2025-03-01T00:00:00Z'), to: at('2025-03-01T06:00:00Z'), hours: 6 },
      { from: at('2025-03-01T08:00:00Z'), to: at('2025-03-02T00:00:00Z'), hours: 16 },
    ]);
  });

  it('expects 23 and 25 hours on the days Berlin changes its clocks, the gaps in local hours', () => {
    const readings = { first: day('2025-03-29'), last: day('2025-10-26') };
    const springDay = { day: day('2025-03-30'), hours: (1 << 23) - 1 - hourBit(0), duplicateHours: 0 };
    const autumnDay = { day: day('2025-10-26'), hours: (1 << 25) - 1, duplicateHours: 0 };
    const c = plantCoverage([springDay, autumnDay], readings, {
      first: day('2025-03-30'),
      last: day('2025-03-30'),
    }, 'Europe/Berlin');
    expect(c.hoursExpected).toBe(23);
    expect(c.hoursPresent).toBe(22);
    // Local midnight of 30 March is 23:00 UTC the evening before.
    expect(c.gaps).toEqual([{ from: at('2025-03-29T23:00:00Z'), to: at('2025-03-30T00:00:00Z'), hours: 1 }]);
    const autumn = plantCoverage([springDay, autumnDay], readings, {
      first: day('2025-10-26'),
      last: day('2025-10-26'),
    }, 'Europe/Berlin');
    expect(autumn).toMatchObject({ hoursExpected: 25, hoursPresent: 25, gaps: [] });
  });
});
