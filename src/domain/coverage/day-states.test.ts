import { describe, expect, it } from 'vitest';
import { dayStates, lastDays, rangeDays, readingDays } from './day-states';

const plant = {
  first_reading: '2025-03-02T05:00:00.000Z',
  last_reading: '2025-03-03T23:00:00.000Z',
};

describe('the days of the quality strip', () => {
  it('takes the range, its open ends the days of the readings', () => {
    const readings = readingDays(plant);
    expect(readings).toEqual({ first: '2025-03-02', last: '2025-03-03' });
    expect(rangeDays(readings, { from: null, to: null })).toEqual(readings);
    expect(rangeDays(readings, { from: '2025-03-01', to: null })).toEqual({
      first: '2025-03-01',
      last: '2025-03-03',
    });
  });

  it('marks days outside the readings, and gaps spanning midnight on both days', () => {
    const gap = {
      from: '2025-03-02T20:00:00.000Z',
      to: '2025-03-04T00:00:00.000Z',
      hours: 28,
      reason: null,
    };
    const cells = dayStates({ first: '2025-03-01', last: '2025-03-04' }, readingDays(plant), [gap]);
    expect(cells.map((c) => c.state)).toEqual(['outside', 'partial', 'missing', 'outside']);
  });

  it('keeps the last 365 days of a longer span', () => {
    expect(lastDays({ first: '2023-01-01', last: '2024-12-31' }, 365)).toEqual({
      first: '2024-01-02',
      last: '2024-12-31',
    });
    expect(lastDays({ first: '2024-06-01', last: '2024-12-31' }, 365).first).toBe('2024-06-01');
  });
});
