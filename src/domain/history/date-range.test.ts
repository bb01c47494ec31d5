import { describe, expect, it } from 'vitest';
import { comparisonPeriods, isWholeScope, parseScopeFilter, yearEarlier } from './date-range';

describe('parseScopeFilter', () => {
  it('accepts an inclusive range and sorts and deduplicates the plants', () => {
    expect(
      parseScopeFilter({ from: '2024-12-28', to: '2025-01-03', plants: ['3', '1', '3'] }),
    ).toEqual({ ok: true, filter: { from: '2024-12-28', to: '2025-01-03', plants: [1, 3] } });
  });

  it('leaves absent ends open and takes no plants as all plants', () => {
    const r = parseScopeFilter({});
    expect(r).toEqual({ ok: true, filter: { from: null, to: null, plants: [] } });
    expect(r.ok && isWholeScope(r.filter)).toBe(true);
    const from = parseScopeFilter({ from: '2025-01-01' });
    expect(from).toEqual({ ok: true, filter: { from: '2025-01-01', to: null, plants: [] } });
    expect(from.ok && isWholeScope(from.filter)).toBe(false);
  });

  it('accepts a one-day range', () => {
    expect(parseScopeFilter({ from: '2025-01-01', to: '2025-01-01' })).toMatchObject({ ok: true });
  });

  it('refuses a date that is not on the calendar, naming the parameter', () => {
    expect(parseScopeFilter({ from: '2025-02-30' })).toEqual({
      ok: false,
      message: 'from must be a date written YYYY-MM-DD, got 2025-02-30',
    });
    expect(parseScopeFilter({ to: '2025-02-30' })).toEqual({
      ok: false,
      message: 'to must be a date written YYYY-MM-DD, got 2025-02-30',
    });
    // 2024 is a leap year, 2025 is not.
    expect(parseScopeFilter({ from: '2024-02-29' }).ok).toBe(true);
    expect(parseScopeFilter({ from: '2025-02-29' }).ok).toBe(false);
  });

  it('refuses text that is not a date, and an empty value as nothing', () => {
    expect(parseScopeFilter({ from: 'abc' })).toEqual({
      ok: false,
      message: 'from must be a date written YYYY-MM-DD, got abc',
    });
    expect(parseScopeFilter({ to: '' })).toEqual({
      ok: false,
      message: 'to must be a date written YYYY-MM-DD, got nothing',
    });
    for (const text of ['2025-1-01', '2025-01-01T00:00:00', '25-01-01', '2025-13-01']) {
      expect(parseScopeFilter({ from: text }).ok, text).toBe(false);
    }
  });

  it('refuses a date outside 1990-01-01 to 2100-12-31, naming the bounds', () => {
    expect(parseScopeFilter({ from: '0000-01-01' })).toEqual({
      ok: false,
      message: 'from must be between 1990-01-01 and 2100-12-31, got 0000-01-01',
    });
    expect(parseScopeFilter({ from: '0001-01-01', to: '9999-12-31' })).toEqual({
      ok: false,
      message: 'from must be between 1990-01-01 and 2100-12-31, got 0001-01-01',
    });
    expect(parseScopeFilter({ from: '2025-01-01', to: '9999-12-31' })).toEqual({
      ok: false,
      message: 'to must be between 1990-01-01 and 2100-12-31, got 9999-12-31',
    });
    for (const date of ['1989-12-31', '2101-01-01']) {
      expect(parseScopeFilter({ from: date }).ok, date).toBe(false);
      expect(parseScopeFilter({ to: date }).ok, date).toBe(false);
    }
    expect(parseScopeFilter({ from: '1990-01-01', to: '2100-12-31' })).toMatchObject({
      ok: true,
      filter: { from: '1990-01-01', to: '2100-12-31' },
    });
  });

  it('refuses a range that starts after it ends', () => {
    expect(parseScopeFilter({ from: '2025-01-02', to: '2025-01-01' })).toEqual({
      ok: false,
      message: 'The range starts on 2025-01-02, after it ends on 2025-01-01',
    });
    // Across a year end: compared as dates, not as numbers of day-of-month.
    expect(parseScopeFilter({ from: '2025-01-01', to: '2024-12-31' }).ok).toBe(false);
  });

  it('refuses a plant that is not a whole number', () => {
    expect(parseScopeFilter({ plants: ['1', 'x'] })).toEqual({
      ok: false,
      message: 'plant must be a whole number, got x',
    });
    for (const p of ['-1', '1.5', '', ' 1', '1e3']) {
      expect(parseScopeFilter({ plants: [p] }).ok, p).toBe(false);
    }
  });

  it('reports the date problem before the plant problem', () => {
    expect(parseScopeFilter({ from: 'abc', plants: ['x'] })).toMatchObject({
      ok: false,
      message: 'from must be a date written YYYY-MM-DD, got abc',
    });
  });
});

describe('yearEarlier', () => {
  it('makes 29 February the 28th of the year before', () => {
    expect(yearEarlier('2024-02-29')).toBe('2023-02-28');
  });

  it('keeps every other date', () => {
    expect(yearEarlier('2025-01-01')).toBe('2024-01-01');
    expect(yearEarlier('2025-12-31')).toBe('2024-12-31');
    // Into a leap year: 28 February stays the 28th.
    expect(yearEarlier('2025-02-28')).toBe('2024-02-28');
  });
});

describe('comparisonPeriods', () => {
  it('takes the period of equal length just before across a year end', () => {
    // January 2025 is 31 days: the 31 days before are 2024-12-01 .. 2024-12-31.
    expect(comparisonPeriods('2025-01-01', '2025-01-31')).toEqual({
      previous: { from: '2024-12-01', to: '2024-12-31' },
      yearAgo: { from: '2024-01-01', to: '2024-01-31' },
    });
  });

  it('compares a calendar month with the month before it, and a calendar year with the year before', () => {
    expect(comparisonPeriods('2025-02-01', '2025-02-28')).toEqual({
      previous: { from: '2025-01-01', to: '2025-01-31' },
      yearAgo: { from: '2024-02-01', to: '2024-02-29' },
    });
    expect(comparisonPeriods('2025-04-01', '2025-04-30').previous).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(comparisonPeriods('2025-01-01', '2025-12-31')).toEqual({
      previous: { from: '2024-01-01', to: '2024-12-31' },
      yearAgo: { from: '2024-01-01', to: '2024-12-31' },
    });
  });

  it('compares any other range with the days of equal length just before it', () => {
    // 2025-04-05 .. 2025-04-30 is 26 days: the 26 days before are 2025-03-10 .. 2025-04-04.
    expect(comparisonPeriods('2025-04-05', '2025-04-30').previous).toEqual({
      from: '2025-03-10',
      to: '2025-04-04',
    });
  });

  it('compares one day with the day before, and a range ending on 29 February with 28 February', () => {
    expect(comparisonPeriods('2025-01-01', '2025-01-01')).toEqual({
      previous: { from: '2024-12-31', to: '2024-12-31' },
      yearAgo: { from: '2024-01-01', to: '2024-01-01' },
    });
    expect(comparisonPeriods('2024-02-01', '2024-02-29').yearAgo).toEqual({
      from: '2023-02-01',
      to: '2023-02-28',
    });
  });
});
