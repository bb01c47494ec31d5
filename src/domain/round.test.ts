import { describe, expect, it } from 'vitest';
import { round } from './round';

describe('round', () => {
  it('rounds half away from zero, on both sides of zero', () => {
    expect(round(2.25, 1)).toBe(2.3);
    expect(round(-2.25, 1)).toBe(-2.3);
    expect(round(1.005, 2)).toBe(1.01);
  });

  it('gives 0, not -0, for a small negative change (a cached analysis must survive JSON)', () => {
    expect(Object.is(round(-0.04, 1), 0)).toBe(true);
    expect(Object.is(round(-0.4), 0)).toBe(true);
  });
});
