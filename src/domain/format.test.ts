import { describe, expect, it } from 'vitest';
import { beside, names, num, pct, signed } from './format';

describe('format', () => {
  it('rounds half away from zero with thousands separators', () => {
    expect(num(1234.5)).toBe('1,235');
    expect(num(-1234.5)).toBe('-1,235');
    expect(num(1.25, 1)).toBe('1.3');
    expect(num(-0.04, 1)).toBe('0.0');
    expect(pct(47.25)).toBe('47.3%');
  });

  it('signs positive figures only', () => {
    expect(signed(2)).toBe('+2.0');
    expect(signed(-0.5)).toBe('-0.5');
    expect(signed(0.04)).toBe('0.0');
  });

  it('adds decimals until the printed figure sits on the same side of the threshold', () => {
    // 44.96 rounds to 45.0 at 1 decimal, which would read as "not below 45".
    expect(beside(44.96, 45)).toBe('44.96');
    expect(beside(44.94, 45)).toBe('44.9');
    expect(beside(600.4, 600, 0)).toBe('600.4');
    expect(beside(45, 45)).toBe('45.0');
  });

  it('joins names in prose', () => {
    expect(names([])).toBe('');
    expect(names(['A'])).toBe('A');
    expect(names(['A', 'B'])).toBe('A and B');
    expect(names(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
