import { describe, expect, it } from 'vitest';
import { gapRuns } from './daily-gaps';

/** A one-day bar. */
const point = (date: string, hasData: boolean) => ({ from: date, to: date, hasData });

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

  it('spans the calendar days of the weeks or months without data', () => {
    const weeks = [
      { from: '2025-01-01', to: '2025-01-05', hasData: true },
      { from: '2025-01-06', to: '2025-01-12', hasData: false },
      { from: '2025-01-13', to: '2025-01-19', hasData: false },
      { from: '2025-01-20', to: '2025-01-22', hasData: false },
    ];
    // 7 + 7 + 3 days from Monday 6 January to the range's end on Wednesday 22 January.
    expect(gapRuns(weeks)).toEqual([{ from: '2025-01-06', to: '2025-01-22', days: 17 }]);
  });
});
