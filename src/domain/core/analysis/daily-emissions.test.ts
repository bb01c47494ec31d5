import { describe, expect, it } from 'vitest';
import { makeDataset, testRow as row, type RowInput } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import { dailyEmissions } from './daily-emissions';

const series = (rows: RowInput[]) => dailyEmissions(aggregate(makeDataset(rows)));

/** `YYYY-MM-DD` of day `n` of January 2025. */
const jan = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;

describe('dailyEmissions', () => {
  it('gives no points, zero totals and no window without rows', () => {
    expect(series([])).toEqual({
      points: [],
      totals: {
        CO2: 0,
        CH4: 0,
        N2O: 0,
        daysTracked: 0,
        windowStart: null,
        windowEnd: null,
        granularity: 'day',
        windowDays: 0,
      },
    });
  });

  it('covers the 30 days ending on the last date, leaving a gap day null', () => {
    const rows: RowInput[] = [
      // Before the window (2025-01-02 .. 2025-01-31): must not count.
      row({ date: '2024-12-31', CO2_emissions_tonnes: 1000 }),
    ];
    for (let d = 1; d <= 31; d++) {
      if (d === 15) continue; // the gap day
      rows.push(
        row({
          date: jan(d),
          CO2_emissions_tonnes: 10,
          CH4_emissions_kg: 1000,
          N2O_emissions_kg: 10,
        }),
      );
    }
    const { points, totals } = series(rows);
    expect(points).toHaveLength(30);
    expect(points[0]?.date).toBe('2025-01-02');
    expect(points[29]?.date).toBe('2025-01-31');
    expect(points.find((p) => p.date === '2025-01-15')).toEqual({
      date: '2025-01-15',
      CO2: null,
      CH4: null,
      N2O: null,
      total: null,
      hasData: false,
    });
    // A day with data: CO2 10 t, CH4 1000 kg = 1 t, N2O 10 kg = 0.01 t, total 11.01 t
    const day = points.find((p) => p.date === '2025-01-16');
    expect(day?.hasData).toBe(true);
    expect(day?.CO2).toBe(10);
    expect(day?.CH4).toBe(1);
    expect(day?.N2O).toBeCloseTo(0.01, 12);
    expect(day?.total).toBeCloseTo(11.01, 12);
    // 29 days with data in the window: CO2 29 x 10 = 290, CH4 29 x 1 = 29, N2O 29 x 0.01 = 0.29
    expect(totals.daysTracked).toBe(29);
    expect(totals.CO2).toBe(290);
    expect(totals.CH4).toBe(29);
    expect(totals.N2O).toBeCloseTo(0.29, 12);
    expect(totals.windowStart).toBe('2025-01-02');
    expect(totals.windowEnd).toBe('2025-01-31');
  });

  it('leaves the leading days null when the file spans fewer than 30 days', () => {
    const { points, totals } = series([
      // Two hourly rows on 2025-03-01: CO2 10 + 5 = 15 t, CH4 2000 + 500 kg = 2.5 t, N2O 100 kg = 0.1 t
      row({
        date: '2025-03-01 00:00:00',
        CO2_emissions_tonnes: 10,
        CH4_emissions_kg: 2000,
        N2O_emissions_kg: 100,
      }),
      row({ date: '2025-03-01 23:00:00', CO2_emissions_tonnes: 5, CH4_emissions_kg: 500 }),
      row({ date: '2025-03-03 12:00:00', CO2_emissions_tonnes: 7 }),
    ]);
    // 2025-03-03 minus 29 days = 2025-02-02 (February 2025 has 28 days)
    expect(points).toHaveLength(30);
    expect(points[0]?.date).toBe('2025-02-02');
    const leading = points.slice(0, 27);
    expect(leading.every((p) => !p.hasData && p.CO2 === null && p.total === null)).toBe(true);
    expect(points[27]).toEqual({
      date: '2025-03-01',
      CO2: 15,
      CH4: 2.5,
      N2O: 0.1,
      total: 17.6, // 15 + 2.5 + 0.1
      hasData: true,
    });
    expect(points[28]?.hasData).toBe(false); // 2025-03-02
    expect(points[29]).toMatchObject({ date: '2025-03-03', CO2: 7, total: 7, hasData: true });
    // CO2 15 + 7 = 22; CH4 2.5; N2O 0.1; 2 days with data
    expect(totals).toEqual({
      CO2: 22,
      CH4: 2.5,
      N2O: 0.1,
      daysTracked: 2,
      windowStart: '2025-02-02',
      windowEnd: '2025-03-03',
      granularity: 'day',
      windowDays: 30,
    });
  });

  it('counts calendar days across a leap February', () => {
    const { totals } = series([row({ date: '2024-03-01', CO2_emissions_tonnes: 1 })]);
    // 2024-03-01 minus 29 days = 2024-02-01 (February 2024 has 29 days)
    expect(totals.windowStart).toBe('2024-02-01');
    expect(totals.windowEnd).toBe('2024-03-01');
  });

  it('sums all plants of a day', () => {
    const { points } = series([
      row({ date: '2025-01-01', CO2_emissions_tonnes: 3 }),
      row({ date: '2025-01-01', plant_id: 2, plant_name: 'Beta', CO2_emissions_tonnes: 4 }),
    ]);
    expect(points.at(-1)?.CO2).toBe(7); // 3 + 4
  });
});

describe('dailyEmissions over a chosen window', () => {
  const windowed = (rows: RowInput[], from: string, to: string) =>
    dailyEmissions(aggregate(makeDataset(rows)), { from, to });

  it('gives one bar per day for a 92-day window, with days without data null', () => {
    // 2024-11-01 .. 2025-01-31: 30 + 31 + 31 = 92 days.
    const { points, totals } = windowed(
      [
        row({ date: '2024-10-31', CO2_emissions_tonnes: 1000 }), // the day before: not counted
        row({ date: '2024-11-01', CO2_emissions_tonnes: 2 }),
        row({ date: '2024-12-31 23:00:00', CO2_emissions_tonnes: 3, CH4_emissions_kg: 500 }),
        row({ date: '2025-01-01', CO2_emissions_tonnes: 4 }),
        row({ date: '2025-01-31', CO2_emissions_tonnes: 5 }),
        row({ date: '2025-02-01', CO2_emissions_tonnes: 1000 }), // the day after: not counted
      ],
      '2024-11-01',
      '2025-01-31',
    );
    expect(points).toHaveLength(92);
    expect(points[0]).toMatchObject({ date: '2024-11-01', CO2: 2, hasData: true });
    expect(points[1]).toEqual({
      date: '2024-11-02',
      CO2: null,
      CH4: null,
      N2O: null,
      total: null,
      hasData: false,
    });
    // The year end: 2024-12-31 is point 30 + 30 = 60, 2025-01-01 the next one.
    expect(points[60]).toEqual({
      date: '2024-12-31',
      CO2: 3,
      CH4: 0.5,
      N2O: 0,
      total: 3.5,
      hasData: true,
    });
    expect(points[61]).toMatchObject({ date: '2025-01-01', CO2: 4 });
    expect(points[91]).toMatchObject({ date: '2025-01-31', CO2: 5 });
    expect(points.filter((p) => p.hasData)).toHaveLength(4);
    // CO2 2 + 3 + 4 + 5 = 14 t, CH4 0.5 t
    expect(totals).toEqual({
      CO2: 14,
      CH4: 0.5,
      N2O: 0,
      daysTracked: 4,
      windowStart: '2024-11-01',
      windowEnd: '2025-01-31',
      granularity: 'day',
      windowDays: 92,
    });
  });

  it('gives one bar per calendar month beyond 92 days, a month without data null', () => {
    // 2024-11-15 .. 2025-02-15: 16 + 31 + 31 + 15 = 93 days.
    const { points, totals } = windowed(
      [
        row({ date: '2024-11-14', CO2_emissions_tonnes: 1000 }), // before the window
        row({ date: '2024-11-15', CO2_emissions_tonnes: 1 }),
        row({ date: '2024-11-30', CO2_emissions_tonnes: 2 }),
        row({ date: '2025-01-01', CO2_emissions_tonnes: 4, N2O_emissions_kg: 20 }),
        row({ date: '2025-01-31 23:00:00', CO2_emissions_tonnes: 8 }),
        row({ date: '2025-02-15', CO2_emissions_tonnes: 16 }),
        row({ date: '2025-02-16', CO2_emissions_tonnes: 1000 }), // after the window
      ],
      '2024-11-15',
      '2025-02-15',
    );
    expect(points.map((p) => p.date)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(points[0]).toMatchObject({ CO2: 3, hasData: true }); // 1 + 2
    expect(points[1]).toEqual({
      date: '2024-12',
      CO2: null,
      CH4: null,
      N2O: null,
      total: null,
      hasData: false,
    });
    // 4 + 8 = 12 t CO2 and 20 kg = 0.02 t N2O
    expect(points[2]).toMatchObject({ CO2: 12, CH4: 0, N2O: 0.02, hasData: true });
    expect(points[3]).toMatchObject({ CO2: 16, hasData: true });
    // daysTracked counts days with data, not bars: 2 + 2 + 1.
    expect(totals).toMatchObject({
      CO2: 31, // 3 + 12 + 16
      daysTracked: 5,
      windowStart: '2024-11-15',
      windowEnd: '2025-02-15',
      granularity: 'month',
      windowDays: 93,
    });
  });

  it('gives every bar null for a window without data', () => {
    const { points, totals } = windowed(
      [row({ date: '2025-01-01', CO2_emissions_tonnes: 1 })],
      '2025-03-01',
      '2025-03-03',
    );
    expect(points.map((p) => [p.date, p.hasData])).toEqual([
      ['2025-03-01', false],
      ['2025-03-02', false],
      ['2025-03-03', false],
    ]);
    expect(totals).toMatchObject({ CO2: 0, daysTracked: 0, granularity: 'day' });
  });

  it('covers a year in twelve months, February of a leap year whole', () => {
    const { points } = windowed(
      [
        row({ date: '2024-02-29', CO2_emissions_tonnes: 7 }),
        row({ date: '2024-03-01', CO2_emissions_tonnes: 100 }),
      ],
      '2024-01-01',
      '2024-12-31',
    );
    expect(points).toHaveLength(12);
    expect(points[1]).toMatchObject({ date: '2024-02', CO2: 7 });
    expect(points[2]).toMatchObject({ date: '2024-03', CO2: 100 });
  });
});
