import { describe, expect, it } from 'vitest';
import { conservativeHourlyValue, substitute } from './substitute';

/** Mean plus twice the sample standard deviation, read directly off the values (two passes). */
function meanPlusTwoSd(values: number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const squares = values.reduce((s, v) => s + (v - mean) ** 2, 0);
  return mean + 2 * Math.sqrt(squares / (values.length - 1));
}

const sums = (values: number[]) => ({
  count: values.length,
  sum: values.reduce((s, v) => s + v, 0),
  sumOfSquares: values.reduce((s, v) => s + v * v, 0),
});

describe('the conservative substitute of MRR Art. 45(3)', () => {
  it('takes mean plus twice the standard deviation of the valid hours, for each missing hour', () => {
    const hourly = [41.2, 39.8, 44.1, 40.5, 38.9, 42.7, 43.3];
    expect(conservativeHourlyValue(sums(hourly))).toBeCloseTo(meanPlusTwoSd(hourly), 9);
    expect(substitute(7, sums(hourly))).toBeCloseTo(7 * meanPlusTwoSd(hourly), 9);
  });

  it('holds for a year of hourly values as large as a plant emits', () => {
    const hourly = Array.from({ length: 8760 }, (_, i) => 300 + 50 * Math.sin(i / 24) + (i % 7));
    expect(conservativeHourlyValue(sums(hourly))).toBeCloseTo(meanPlusTwoSd(hourly), 6);
  });

  it('substitutes the value itself for equal hours, and nothing without any', () => {
    expect(conservativeHourlyValue(sums([12.5, 12.5, 12.5]))).toBeCloseTo(12.5, 12);
    expect(conservativeHourlyValue(sums([9]))).toBe(9);
    expect(substitute(24, sums([]))).toBe(0);
  });
});
