import { describe, expect, it } from 'vitest';
import { dateToDay } from '@domain/readings/day-number';
import { splitRange } from './history-reads';
import { monthOfDay, NO_END, NO_START } from './rollup-rows';

const day = dateToDay;
const month = (yyyyMm: string) => monthOfDay(day(`${yyyyMm}-01`));
/** A month's weeks are numbered month x 5 + 0 (days 1-7) ... 4 (days 29 to the end). */
const week = (yyyyMm: string, index: number) => month(yyyyMm) * 5 + index;
const days = (from: string, to: string) => ({ first: day(from), last: day(to) });

describe('splitRange', () => {
  it('reads whole years, the whole months and weeks beside them, and the partial weeks as days', () => {
    expect(splitRange(days('2021-12-15', '2024-02-10'))).toEqual({
      years: { first: 2022, last: 2023 },
      months: [{ first: month('2024-01'), last: month('2024-01') }],
      weeks: [
        { first: week('2021-12', 2), last: week('2021-12', 4) },
        { first: week('2024-02', 0), last: week('2024-02', 0) },
      ],
      days: [days('2024-02-08', '2024-02-10')],
    });
    expect(splitRange(days('2021-10-01', '2024-02-29'))).toEqual({
      years: { first: 2022, last: 2023 },
      months: [
        { first: month('2021-10'), last: month('2021-12') },
        { first: month('2024-01'), last: month('2024-02') },
      ],
      weeks: [],
      days: [],
    });
  });

  it('reads months without a whole year, weeks without a whole month, days without a whole week', () => {
    expect(splitRange(days('2024-01-01', '2024-11-30'))).toEqual({
      years: null,
      months: [{ first: month('2024-01'), last: month('2024-11') }],
      weeks: [],
      days: [],
    });
    expect(splitRange(days('2024-11-20', '2025-01-31'))).toEqual({
      years: null,
      months: [{ first: month('2024-12'), last: month('2025-01') }],
      weeks: [{ first: week('2024-11', 3), last: week('2024-11', 4) }],
      days: [days('2024-11-20', '2024-11-21')],
    });
    // February 2024's last week is its 29th alone.
    expect(splitRange(days('2024-02-10', '2024-02-29'))).toEqual({
      years: null,
      months: [],
      weeks: [{ first: week('2024-02', 2), last: week('2024-02', 4) }],
      days: [days('2024-02-10', '2024-02-14')],
    });
    expect(splitRange(days('2024-02-10', '2024-02-13'))).toEqual({
      years: null,
      months: [],
      weeks: [],
      days: [days('2024-02-10', '2024-02-13')],
    });
  });

  it('keeps an open end open at every level', () => {
    expect(splitRange({ first: NO_START, last: NO_END })).toEqual({
      years: { first: NO_START, last: NO_END },
      months: [],
      weeks: [],
      days: [],
    });
    expect(splitRange({ first: day('2024-03-05'), last: NO_END })).toEqual({
      years: { first: 2025, last: NO_END },
      months: [{ first: month('2024-04'), last: month('2024-12') }],
      weeks: [{ first: week('2024-03', 1), last: week('2024-03', 4) }],
      days: [days('2024-03-05', '2024-03-07')],
    });
    expect(splitRange({ first: NO_START, last: day('2024-12-31') })).toEqual({
      years: { first: NO_START, last: 2024 },
      months: [],
      weeks: [],
      days: [],
    });
  });
});
