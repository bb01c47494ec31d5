import { describe, expect, it } from 'vitest';
import { digestPeriod, digestSince } from './digest-period';

describe('the period of a digest', () => {
  it('is the day, or the Monday of its week', () => {
    expect(digestPeriod('2026-03-18', 'daily')).toBe('2026-03-18');
    expect(digestPeriod('2026-03-18', 'weekly')).toBe('2026-03-16');
    expect(digestPeriod('2026-03-16', 'weekly')).toBe('2026-03-16');
    expect(digestPeriod('2026-03-22', 'weekly')).toBe('2026-03-16');
    expect(digestPeriod('2026-01-01', 'weekly')).toBe('2025-12-29');
  });

  it('reports from the start of the period before it', () => {
    expect(digestSince('2026-03-16', 'weekly').toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(digestSince('2026-03-18', 'daily').toISOString()).toBe('2026-03-17T00:00:00.000Z');
  });
});
