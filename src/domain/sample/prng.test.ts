import { describe, expect, it } from 'vitest';
import { mulberry32, uniform } from './prng';

describe('mulberry32', () => {
  it('reproduces the reference implementation (bryc, PRNGs.md) for seed 42', () => {
    // Outputs of the published one-liner `t = a += 0x6D2B79F5; ...` with a = 42.
    const random = mulberry32(42);
    expect(random()).toBe(0.6011037519201636);
    expect(random()).toBe(0.44829055899754167);
    expect(random()).toBe(0.8524657934904099);
  });

  it('gives the same sequence for the same seed and another one for another seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
  });

  it('stays in [0, 1) with a mean near 1/2', () => {
    const random = mulberry32(1);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = random();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    // Standard error of the mean of 10,000 uniforms: sqrt(1/12 / 10000) ≈ 0.0029; 0.01 is > 3 sigma.
    expect(Math.abs(sum / 10_000 - 0.5)).toBeLessThan(0.01);
  });
});

describe('uniform', () => {
  it('maps the draw linearly onto [min, max)', () => {
    // 10 + (20 - 10) x 0.25 = 12.5
    expect(uniform(() => 0.25, 10, 20)).toBe(12.5);
    expect(uniform(() => 0, -3, 3)).toBe(-3);
  });
});
