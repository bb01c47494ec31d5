import { describe, expect, it } from 'vitest';
import { dailyPoints } from '../testing/insight-fixtures';
import { emissionTrend } from './trend';

describe('emissionTrend', () => {
  it('fits a least-squares line through daily CO2', () => {
    // x = 0..6, y = 5 7 6 9 8 11 10: mean x 3, mean y 56/7 = 8;
    // sum (x-3)(y-8) = 9+2+2+0+0+6+6 = 25, sum (x-3)^2 = 28, slope 25/28 = 0.892857 t/day;
    // per 30 days 0.892857 x 30 / 8 x 100 = 334.82 %.
    const t = emissionTrend(dailyPoints('2025-01-01', [5, 7, 6, 9, 8, 11, 10]))!;
    expect(t.slopeTPerDay).toBeCloseTo(25 / 28, 12);
    expect(t.meanDailyT).toBe(8);
    expect(t.pctPer30Days).toBeCloseTo(334.82142857, 6);
    expect(t).toMatchObject({ days: 7, firstDate: '2025-01-01', lastDate: '2025-01-07' });
  });

  it('keeps the calendar spacing across a gap', () => {
    // Days at x = 0,1,2,4,5,6,7 on y = 10 + 2x: the slope stays exactly 2 t/day.
    const t = emissionTrend(dailyPoints('2025-01-01', [10, 12, 14, null, 18, 20, 22, 24]))!;
    expect(t.slopeTPerDay).toBeCloseTo(2, 12);
    expect(t.days).toBe(7);
    expect(t.lastDate).toBe('2025-01-08');
  });

  it('needs 7 days with data', () => {
    expect(emissionTrend(dailyPoints('2025-01-01', [1, 2, 3, 4, 5, 6, null]))).toBeNull();
  });

  it('gives no percentage when the mean is zero', () => {
    expect(
      emissionTrend(dailyPoints('2025-01-01', [0, 0, 0, 0, 0, 0, 0]))!.pctPer30Days,
    ).toBeNull();
  });
});
