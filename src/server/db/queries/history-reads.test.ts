import { describe, expect, it } from 'vitest';
import { dateToDay } from '../../../domain/core/analysis/aggregate';
import { splitRange } from './history-reads';
import { monthOfDay, NO_END, NO_START } from './rollup-rows';

const day = dateToDay;
const month = (yyyyMm: string) => monthOfDay(day(`${yyyyMm}-01`));
const days = (from: string, to: string) => ({ first: day(from), last: day(to) });

describe('splitRange', () => {
  it('reads whole years, the whole months beside them and the partial months as days', () => {
    expect(splitRange(days('2021-12-15', '2024-02-10'))).toEqual({
      years: { first: 2022, last: 2023 },
      months: [{ first: month('2024-01'), last: month('2024-01') }],
      days: [days('2021-12-15', '2021-12-31'), days('2024-02-01', '2024-02-10')],
    });
    expect(splitRange(days('2021-10-01', '2024-02-29'))).toEqual({
      years: { first: 2022, last: 2023 },
      months: [
        { first: month('2021-10'), last: month('2021-12') },
        { first: month('2024-01'), last: month('2024-02') },
      ],
      days: [],
    });
  });

  it('reads months without a whole year, and days without a whole month', () => {
    expect(splitRange(days('2024-01-01', '2024-11-30'))).toEqual({
      years: null,
      months: [{ first: month('2024-01'), last: month('2024-11') }],
      days: [],
    });
    expect(splitRange(days('2024-11-20', '2025-01-31'))).toEqual({
      years: null,
      months: [{ first: month('2024-12'), last: month('2025-01') }],
      days: [days('2024-11-20', '2024-11-30')],
    });
    expect(splitRange(days('2024-02-10', '2024-02-29'))).toEqual({
      years: null,
      months: [],
      days: [days('2024-02-10', '2024-02-29')],
    });
  });

  it('keeps an open end open at every level', () => {
    expect(splitRange({ first: NO_START, last: NO_END })).toEqual({
      years: { first: NO_START, last: NO_END },
      months: [],
      days: [],
    });
    expect(splitRange({ first: day('2024-03-05'), last: NO_END })).toEqual({
      years: { first: 2025, last: NO_END },
      months: [{ first: month('2024-04'), last: month('2024-12') }],
      days: [days('2024-03-05', '2024-03-31')],
    });
    expect(splitRange({ first: NO_START, last: day('2024-12-31') })).toEqual({
      years: { first: NO_START, last: 2024 },
      months: [],
      days: [],
    });
  });
});
