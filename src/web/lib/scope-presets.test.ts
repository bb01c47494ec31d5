import { describe, expect, it } from 'vitest';
import { formatDay, formatRange, localToday } from './scope-presets';

describe('dates as the bar writes them', () => {
  it('writes a day, a month and a range', () => {
    expect(formatDay('2025-01-01')).toBe('1 Jan 2025');
    expect(formatDay('2025-12')).toBe('Dec 2025');
    expect(formatRange({ from: '2025-01-01', to: '2025-01-30' })).toBe('1 Jan 2025 - 30 Jan 2025');
    expect(formatRange({ from: '2025-01-05', to: '2025-01-05' })).toBe('5 Jan 2025');
  });

  it("takes today from the user's calendar, not UTC", () => {
    expect(localToday(new Date(2025, 0, 31, 23, 30))).toBe('2025-01-31');
  });
});
