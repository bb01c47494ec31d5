import { describe, expect, it } from 'vitest';
import { makeDataset, testRow as row, type RowInput } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import { dailyEmissions } from './daily-emissions';

const series = (rows: RowInput[]) => dailyEmissions(aggregate(makeDataset(rows)));

/** `YYYY-MM-DD` of day `n` of January 2025. */
/** What a day or window holds of SO2 and NOx when no row gives them. */
const none = { SO2: null, NOx: null };

const jan = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;

describe('dailyEmissions', () => {
  it('gives no points, zero totals and no window without rows', () => {
    expect(series([])).toEqual({
      points: [],
      totals: {
        CO2: 0,
        CH4: 0,
        N2O: 0,
        airPollutantsKg: none,
        daysTracked: 0,
        windowStart: null,
        windowEnd: null,
        windowDays: 0,
      },
      chart: { granularity: 'day', bars: [] },
    });
  });

  it('covers every day from the first to the last date of the data, leaving a gap day null', () => {
    const rows: RowInput[] = [row({ date: '2024-12-31', CO2_emissions_tonnes: 1000 })];
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
    // 2024-12-31 and the 31 days of January: 32 days, none cut.
    expect(points).toHaveLength(32);
    expect(points[0]).toMatchObject({ date: '2024-12-31', CO2: 1000 });
    expect(points[31]?.date).toBe('2025-01-31');
    expect(points.find((p) => p.date === '2025-01-15')).toEqual({
      date: '2025-01-15',
      CO2: null,
      CH4: null,
      N2O: null,
      total: null,
      airPollutantsKg: none,
      hasData: false,
    });
    // A day with data: CO2 10 t, CH4 1000 kg = 1 t, N2O 10 kg = 0.01 t, total 11.01 t
    const day = points.find((p) => p.date === '2025-01-16');
    expect(day?.hasData).toBe(true);
    expect(day?.CO2).toBe(10);
    expect(day?.CH4).toBe(1);
    expect(day?.N2O).toBeCloseTo(0.01, 12);
    expect(day?.total).toBeCloseTo(11.01, 12);
    // 31 days with data: CO2 1000 + 30 x 10 = 1300, CH4 30 x 1 = 30, N2O 30 x 0.01 = 0.3
    expect(totals.daysTracked).toBe(31);
    expect(totals.CO2).toBe(1300);
    expect(totals.CH4).toBe(30);
    expect(totals.N2O).toBeCloseTo(0.3, 12);
    expect(totals.windowStart).toBe('2024-12-31');
    expect(totals.windowEnd).toBe('2025-01-31');
    expect(totals.windowDays).toBe(32);
  });

  it('starts on the first date with data, a day without data inside null', () => {
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
    expect(points).toEqual([
      {
        date: '2025-03-01',
        CO2: 15,
        CH4: 2.5,
        N2O: 0.1,
        total: 17.6,
        airPollutantsKg: none,
        hasData: true,
      },
      {
        date: '2025-03-02',
        CO2: null,
        CH4: null,
        N2O: null,
        total: null,
        airPollutantsKg: none,
        hasData: false,
      },
      {
        date: '2025-03-03',
        CO2: 7,
        CH4: 0,
        N2O: 0,
        total: 7,
        airPollutantsKg: none,
        hasData: true,
      },
    ]);
    // CO2 15 + 7 = 22; CH4 2.5; N2O 0.1; 2 days with data of 3
    expect(totals).toEqual({
      CO2: 22,
      CH4: 2.5,
      N2O: 0.1,
      airPollutantsKg: none,
      daysTracked: 2,
      windowStart: '2025-03-01',
      windowEnd: '2025-03-03',
      windowDays: 3,
    });
  });

  it('counts calendar days across a leap February', () => {
    const { totals } = series([
      row({ date: '2024-02-01', CO2_emissions_tonnes: 1 }),
      row({ date: '2024-03-01', CO2_emissions_tonnes: 1 }),
    ]);
    // 29 days of February 2024 and 1 March.
    expect(totals.windowDays).toBe(30);
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

  it('gives a point and a bar per day for a 92-day window, with days without data null', () => {
    // 2024-11-01 .. 2025-01-31: 30 + 31 + 31 = 92 days.
    const { points, totals, chart } = windowed(
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
      airPollutantsKg: none,
      hasData: false,
    });
    // The year end: 2024-12-31 is point 30 + 30 = 60, 2025-01-01 the next one.
    expect(points[60]).toEqual({
      date: '2024-12-31',
      CO2: 3,
      CH4: 0.5,
      N2O: 0,
      total: 3.5,
      airPollutantsKg: none,
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
      airPollutantsKg: none,
      daysTracked: 4,
      windowStart: '2024-11-01',
      windowEnd: '2025-01-31',
      windowDays: 92,
    });
    expect(chart.granularity).toBe('day');
    expect(chart.bars).toHaveLength(92);
    expect(chart.bars[60]).toEqual({
      from: '2024-12-31',
      to: '2024-12-31',
      calendarDays: 1,
      daysWithData: 1,
      CO2: 3,
      CH4: 0.5,
      N2O: 0,
      total: 3.5,
      hasData: true,
    });
  });

  it('keeps a point per day beyond 92 days and charts them by week, the cut weeks partial', () => {
    // Friday 2024-11-15 .. Saturday 2025-02-15: 16 + 31 + 31 + 15 = 93 days.
    const { points, totals, chart } = windowed(
      [
        row({ date: '2024-11-14', CO2_emissions_tonnes: 1000 }), // before the window
        row({ date: '2024-11-15', CO2_emissions_tonnes: 1 }),
        row({ date: '2024-11-17', CO2_emissions_tonnes: 2 }),
        row({ date: '2025-01-01', CO2_emissions_tonnes: 4, N2O_emissions_kg: 20 }),
        row({ date: '2025-01-05 23:00:00', CO2_emissions_tonnes: 8 }),
        row({ date: '2025-02-15', CO2_emissions_tonnes: 16 }),
        row({ date: '2025-02-16', CO2_emissions_tonnes: 1000 }), // after the window
      ],
      '2024-11-15',
      '2025-02-15',
    );
    expect(points).toHaveLength(93);
    expect(points[0]).toMatchObject({ date: '2024-11-15', CO2: 1 });
    expect(points[92]).toMatchObject({ date: '2025-02-15', CO2: 16 });
    expect(totals).toMatchObject({ CO2: 31, daysTracked: 5, windowDays: 93 }); // 1+2+4+8+16
    expect(chart.granularity).toBe('week');
    // Monday 2024-11-11 .. Sunday 2025-02-16 is 14 weeks; the window cuts the first and the last.
    expect(chart.bars).toHaveLength(14);
    expect(chart.bars[0]).toMatchObject({
      from: '2024-11-15',
      to: '2024-11-17',
      calendarDays: 7,
      daysWithData: 2,
      CO2: 3, // 1 + 2
    });
    expect(chart.bars[1]).toMatchObject({ from: '2024-11-18', hasData: false, CO2: null });
    // Monday 2024-12-30 .. Sunday 2025-01-05: 4 + 8 t CO2 and 20 kg = 0.02 t N2O
    expect(chart.bars[7]).toMatchObject({
      from: '2024-12-30',
      to: '2025-01-05',
      daysWithData: 2,
      CO2: 12,
      N2O: 0.02,
    });
    expect(chart.bars[13]).toMatchObject({ from: '2025-02-10', to: '2025-02-15', CO2: 16 });
  });

  it('charts a 400-day window by week, each week the sum of its days', () => {
    // 400 days from Friday 2024-03-01, CO2 = the day's number (1..400) except every 9th day.
    const rows: RowInput[] = [];
    const start = Date.UTC(2024, 2, 1);
    const co2ByDate = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      if (i % 9 === 4) continue;
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      co2ByDate.set(date, i + 1);
      rows.push(row({ date, CO2_emissions_tonnes: i + 1, CH4_emissions_kg: 1000 }));
    }
    const { points, totals, chart } = windowed(rows, '2024-03-01', '2025-04-04');
    expect(points).toHaveLength(400);
    expect(points.at(-1)?.date).toBe('2025-04-04');
    expect(chart.granularity).toBe('week');
    // The same sums worked out from the calendar: each date's Monday (getUTCDay: Sunday 0).
    const weeks = new Map<string, { co2: number; days: number }>();
    for (const [date, co2] of co2ByDate) {
      const t = Date.parse(`${date}T00:00:00Z`);
      const monday = new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000);
      const key = monday.toISOString().slice(0, 10);
      const w = weeks.get(key) ?? { co2: 0, days: 0 };
      weeks.set(key, { co2: w.co2 + co2, days: w.days + 1 });
    }
    // Monday 2024-02-26 .. Sunday 2025-04-06: 58 weeks; the first bar starts on the window's day.
    expect(chart.bars).toHaveLength(58);
    expect(chart.bars[0]!.from).toBe('2024-03-01');
    expect(chart.bars.at(-1)).toMatchObject({ from: '2025-03-31', to: '2025-04-04' });
    const keyOf = (from: string, i: number) => (i === 0 ? '2024-02-26' : from);
    expect(chart.bars.map((b, i) => [keyOf(b.from, i), b.CO2, b.daysWithData, b.CH4])).toEqual(
      [...weeks].map(([monday, w]) => [monday, w.co2, w.days, w.days]), // 1000 kg CH4 = 1 t a day
    );
    // Nothing lost: the bars add up to the window's totals, 400 x 401 / 2 less the skipped days.
    const all = [...co2ByDate.values()].reduce((a, b) => a + b, 0);
    expect(totals.CO2).toBe(all);
    expect(chart.bars.reduce((s, b) => s + (b.CO2 ?? 0), 0)).toBe(all);
  });

  it('charts beyond two years by calendar month, counting each month whole', () => {
    // 2023-01-15 .. 2025-02-10: 17 + 334 (Feb to Dec 2023) + 366 + 31 + 10 = 758 days.
    const { totals, chart } = windowed(
      [
        row({ date: '2023-01-20', CO2_emissions_tonnes: 3 }),
        row({ date: '2024-02-29', CO2_emissions_tonnes: 7 }),
        row({ date: '2025-02-10', CO2_emissions_tonnes: 5 }),
      ],
      '2023-01-15',
      '2025-02-10',
    );
    expect(totals.windowDays).toBe(758);
    expect(chart.granularity).toBe('month');
    // January 2023 to February 2025: 26 months.
    expect(chart.bars).toHaveLength(26);
    expect(chart.bars[0]).toMatchObject({
      from: '2023-01-15',
      to: '2023-01-31',
      calendarDays: 31,
      daysWithData: 1,
      CO2: 3,
    });
    expect(chart.bars[13]).toMatchObject({
      from: '2024-02-01',
      to: '2024-02-29',
      calendarDays: 29,
      CO2: 7,
    });
    expect(chart.bars[25]).toMatchObject({
      from: '2025-02-01',
      to: '2025-02-10',
      calendarDays: 28,
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
    expect(totals).toMatchObject({ CO2: 0, daysTracked: 0, windowDays: 3 });
  });

  it('gives each day its SO2 and NOx in kg, null where no hour reports one, never in CO2e', () => {
    const { points, totals } = windowed(
      [
        row({ date: '2025-01-01 00:00:00', CO2_emissions_tonnes: 2, SO2_emissions_kg: 10 }),
        row({ date: '2025-01-01 01:00:00', CO2_emissions_tonnes: 2, SO2_emissions_kg: 5.5 }),
        row({ date: '2025-01-02 00:00:00', CO2_emissions_tonnes: 1 }),
      ],
      '2025-01-01',
      '2025-01-03',
    );
    expect(points.map((p) => [p.date, p.airPollutantsKg, p.total])).toEqual([
      ['2025-01-01', { SO2: 15.5, NOx: null }, 4],
      ['2025-01-02', { SO2: 0, NOx: null }, 1],
      ['2025-01-03', { SO2: null, NOx: null }, null],
    ]);
    expect(totals.airPollutantsKg).toEqual({ SO2: 15.5, NOx: null });
  });
});
