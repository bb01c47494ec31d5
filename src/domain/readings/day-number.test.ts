import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './day-number';

describe('isCalendarDate', () => {
  it('is true only for real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-12-31')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-04-31')).toBe(false);
    expect(isCalendarDate('2024-00-10')).toBe(false);
  });
});
