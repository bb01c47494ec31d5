import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate } from '../readings/day-number';
import { emptyTotals, type Totals } from '../readings/plant-day-cell';
import { calendarBuckets, granularityFor, rollUpBuckets } from './calendar-buckets';
import { energyWeightedEfficiency } from './efficiency';

const d = dateToDay;
/** Buckets as dates, to read them as a calendar. */
const dated = (first: string, last: string, g: 'day' | 'week' | 'month') =>
  calendarBuckets(d(first), d(last), g).map((b) => [
    dayToDate(b.first),
    dayToDate(b.last),
    b.calendarDays,
  ]);

describe('granularityFor', () => {
  it('draws up to a quarter by day, up to two years by week, beyond by month', () => {
    expect(granularityFor(1)).toBe('day');
    expect(granularityFor(92)).toBe('day');
    expect(granularityFor(93)).toBe('week');
    // 2023-01-01 .. 2024-12-31: 365 + 366 days.
    expect(granularityFor(731)).toBe('week');
    expect(granularityFor(732)).toBe('month');
  });
});

describe('calendarBuckets', () => {
  it('gives a bucket per day', () => {
    expect(dated('2024-02-28', '2024-03-01', 'day')).toEqual([
      ['2024-02-28', '2024-02-28', 1],
      ['2024-02-29', '2024-02-29', 1],
      ['2024-03-01', '2024-03-01', 1],
    ]);
  });

  it('gives Monday-to-Sunday weeks, the first and last cut to the span but counted as 7 days', () => {
    // Wednesday 2025-01-01 to Tuesday 2025-01-21 (calendar: 6, 13 and 20 January are Mondays).
    expect(dated('2025-01-01', '2025-01-21', 'week')).toEqual([
      ['2025-01-01', '2025-01-05', 7],
      ['2025-01-06', '2025-01-12', 7],
      ['2025-01-13', '2025-01-19', 7],
      ['2025-01-20', '2025-01-21', 7],
    ]);
    // Across a year end: Monday 2024-12-30 to Sunday 2025-01-05 is one week.
    expect(dated('2024-12-31', '2025-01-02', 'week')).toEqual([['2024-12-31', '2025-01-02', 7]]);
  });

  it('gives calendar months with their days, a leap February 29, the ends cut to the span', () => {
    expect(dated('2024-01-15', '2024-04-10', 'month')).toEqual([
      ['2024-01-15', '2024-01-31', 31],
      ['2024-02-01', '2024-02-29', 29],
      ['2024-03-01', '2024-03-31', 31],
      ['2024-04-01', '2024-04-10', 30],
    ]);
    expect(dated('2025-02-01', '2025-02-28', 'month')).toEqual([['2025-02-01', '2025-02-28', 28]]);
  });
});

describe('rollUpBuckets', () => {
  const day = (date: string, t: Partial<Totals>) => ({
    day: d(date),
    totals: { ...emptyTotals(), rows: 24, ...t },
  });

  it('adds the days of each bucket and counts the days with data, ignoring days outside', () => {
    const days = [
      day('2024-12-31', { co2Tonnes: 1000 }), // before the span
      day('2025-01-02', { co2Tonnes: 10, fuelMWh: 100, electricityMWh: 30, heatMWh: 10 }),
      day('2025-01-05', { co2Tonnes: 20, fuelMWh: 300, electricityMWh: 150, heatMWh: 0 }),
      day('2025-01-08', { co2Tonnes: 5, fuelMWh: 50, electricityMWh: 20, heatMWh: 5 }),
      day('2025-01-30', { co2Tonnes: 1000 }), // after the span
    ];
    const [first, second, third] = rollUpBuckets(
      days,
      calendarBuckets(d('2025-01-01'), d('2025-01-19'), 'week'),
    );
    // 1-5 January: 10 + 20 t on 2 days.
    expect(first).toMatchObject({ daysWithData: 2 });
    expect(first!.totals.co2Tonnes).toBe(30);
    expect(first!.totals.rows).toBe(48);
    // The week's efficiency weighs each day by its fuel: (30 + 10 + 150) / (100 + 300) = 47.5 %,
    // not the mean of the days' 40 % and 50 %.
    expect(energyWeightedEfficiency(first!.totals)).toBe(47.5);
    expect(second!.totals.co2Tonnes).toBe(5);
    expect(second!.daysWithData).toBe(1);
    expect(third!.daysWithData).toBe(0);
    expect(third!.totals).toEqual(emptyTotals());
  });
});
