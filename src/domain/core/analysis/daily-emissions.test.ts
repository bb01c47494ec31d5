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
