import { describe, expect, it } from 'vitest';
import type { DailyEmissionsPoint } from '../core/analysis/types';
import { gapRuns } from './daily-gaps';

function point(date: string, hasData: boolean): DailyEmissionsPoint {
  return hasData
    ? { date, CO2: 1, CH4: 0, N2O: 0, total: 1, hasData }
    : { date, CO2: null, CH4: null, N2O: null, total: null, hasData };
}

describe('gapRuns', () => {
  it('has no run when every day has data, and none for an empty series', () => {
    expect(gapRuns([point('2025-01-01', true), point('2025-01-02', true)])).toEqual([]);
    expect(gapRuns([])).toEqual([]);
  });

  it('joins consecutive days without data into one run and keeps separate runs apart', () => {
    const points = [
      point('2025-01-01', false),
      point('2025-01-02', false),
      point('2025-01-03', true),
      point('2025-01-04', false),
      point('2025-01-05', true),
      point('2025-01-06', false),
    ];
    expect(gapRuns(points)).toEqual([
      { from: '2025-01-01', to: '2025-01-02', days: 2 },
      { from: '2025-01-04', to: '2025-01-04', days: 1 },
      { from: '2025-01-06', to: '2025-01-06', days: 1 },
    ]);
  });
});
