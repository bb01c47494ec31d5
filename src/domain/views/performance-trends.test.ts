import { describe, expect, it } from 'vitest';
import golden from '../analysis/golden/sample-analysis.json' with { type: 'json' };
import type { Analysis, DailyEmissionsPoint, KpiChanges } from '../analysis/types';
import { NO_AIR_POLLUTANTS } from '../analysis/air-pollutants';
import { performanceTrends, weekOnWeek } from './performance-trends';

const sample = golden as unknown as Analysis;

/** A 30-day window from 2025-01-01 with the given CO2 per day (null: no data). */
function series(co2: (day: number) => number | null): DailyEmissionsPoint[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = `2025-01-${String(i + 1).padStart(2, '0')}`;
    const v = co2(i);
    const airPollutantsKg = NO_AIR_POLLUTANTS;
    return v === null
      ? { date, CO2: null, CH4: null, N2O: null, total: null, airPollutantsKg, hasData: false }
      : { date, CO2: v, CH4: 0, N2O: 0, total: v, airPollutantsKg, hasData: true };
  });
}

const noChanges: KpiChanges = {
  currentDate: null,
  previousDate: null,
  totalElectricity: null,
  totalEmissions: null,
  totalFuelConsumption: null,
  avgEfficiency: null,
};

describe('weekOnWeek', () => {
  it('compares the mean daily CO2 of the last 7 days with the 7 before', () => {
    const w = weekOnWeek(sample.dailyEmissions)!;
    expect(w.current).toMatchObject({ from: '2025-01-24', to: '2025-01-30', daysWithData: 7 });
    expect(w.previous).toMatchObject({ from: '2025-01-17', to: '2025-01-23', daysWithData: 7 });
    expect(w.current.meanT).toBeCloseTo(12546.12, 2);
    expect(w.previous.meanT).toBeCloseTo(12859.59, 2);
    expect(w.changePct).toBeCloseTo(-2.4376, 3);
  });

  it('averages over the days with data only: a missing day is not zero emissions', () => {
    // Last week: 110 t on each of 3 days with data, 4 days missing; the week before: 100 t every day.
    const w = weekOnWeek(series((i) => (i >= 23 ? (i % 2 === 0 ? 110 : null) : 100)))!;
    expect(w.current.daysWithData).toBe(3);
    expect(w.current.meanT).toBe(110);
    expect(w.changePct).toBeCloseTo(10, 10);
  });

  it('gives no change when a week has no data', () => {
    expect(weekOnWeek(series((i) => (i < 16 ? 100 : null)))!.changePct).toBeNull();
    expect(weekOnWeek(series(() => 100).slice(-13))).toBeNull();
  });
});

describe('performanceTrends', () => {
  it('states the sample: a stable CO2 trend, a stable week and unchanged efficiency', () => {
    const [trend, week, efficiency] = performanceTrends(sample);
    expect(trend).toMatchObject({ label: 'CO2 trend per 30 days', assessment: 'stable' });
    expect(trend!.value).toBeCloseTo(-1.93, 2);
    expect(trend!.detail).toBe(
      'Least-squares slope of daily CO2 over 30 days with data from 2025-01-01 to 2025-01-30: -8.22 t/day against a mean of 12,783.6 t/day; stable within 5%.',
    );
    expect(week).toMatchObject({ label: 'CO2 week on week', assessment: 'stable' });
    expect(week!.detail).toBe(
      'Mean daily CO2 2025-01-24 to 2025-01-30 (7 days with data) 12,546.1 t against 12,859.6 t for 2025-01-17 to 2025-01-23 (7 days with data).',
    );
    expect(efficiency).toMatchObject({
      label: 'Average efficiency, last day',
      value: 0,
      assessment: 'stable',
    });
    expect(efficiency!.detail).toContain('on 2025-01-30 against 2025-01-29');
  });

  it('calls rising CO2 worsening and falling CO2 improving, from 5% on', () => {
    const rising = performanceTrends({
      dailyEmissions: series((i) => 100 + i),
      changes: noChanges,
    });
    expect(rising[0]!.assessment).toBe('worsening');
    expect(rising[1]!.assessment).toBe('worsening');
    const falling = performanceTrends({
      dailyEmissions: series((i) => 300 - 5 * i),
      changes: noChanges,
    });
    expect(falling[0]!.assessment).toBe('improving');
    expect(falling[1]!.assessment).toBe('improving');
  });

  it('calls higher efficiency improving and lower worsening', () => {
    const changes = { ...noChanges, currentDate: '2025-01-30', previousDate: '2025-01-29' };
    const up = performanceTrends({
      dailyEmissions: [],
      changes: { ...changes, avgEfficiency: 1.2 },
    });
    expect(up[2]).toMatchObject({ value: 1.2, assessment: 'improving' });
    const down = performanceTrends({
      dailyEmissions: [],
      changes: { ...changes, avgEfficiency: -0.4 },
    });
    expect(down[2]).toMatchObject({ value: -0.4, assessment: 'worsening' });
  });

  it('says why a figure is missing instead of inventing it', () => {
    const [trend, week, efficiency] = performanceTrends({
      dailyEmissions: series((i) => (i >= 25 ? 100 : null)),
      changes: noChanges,
    });
    expect(trend).toEqual({
      label: 'CO2 trend per 30 days',
      value: null,
      assessment: 'unknown',
      detail: 'Needs at least 7 days with data in the last 30 days.',
    });
    expect(week).toMatchObject({ value: null, assessment: 'unknown' });
    expect(efficiency).toMatchObject({
      value: null,
      assessment: 'unknown',
      detail: 'Needs data on two consecutive days.',
    });
  });
});
