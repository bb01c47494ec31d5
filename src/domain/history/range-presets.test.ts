import { describe, expect, it } from 'vitest';
import { isPresetId, presetRange, presetsFor } from './range-presets';

const at = (today: string, endDate: string | null = '2025-01-30') => ({ today, endDate });

describe('the range presets', () => {
  it('last 30 days of the data: the 30 days ending on the last day with data', () => {
    expect(presetRange('last30', at('2026-03-15'))).toEqual({
      from: '2025-01-01',
      to: '2025-01-30',
    });
    expect(presetRange('last30', at('2026-03-15', '2024-03-01'))).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
    // No data: nothing to end on, so the whole (empty) scope.
    expect(presetRange('last30', at('2026-03-15', null))).toBeNull();
  });

  it('this month and last month are whole calendar months around today', () => {
    expect(presetRange('this-month', at('2024-02-10'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('last-month', at('2024-03-31'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('last-month', at('2025-01-05'))).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });

  it('this quarter and year to date', () => {
    expect(presetRange('this-quarter', at('2025-05-20'))).toEqual({
      from: '2025-04-01',
      to: '2025-06-30',
    });
    expect(presetRange('this-quarter', at('2025-12-31'))).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(presetRange('ytd', at('2025-05-20'))).toEqual({ from: '2025-01-01', to: '2025-05-20' });
  });

  it('a calendar year, and all of the data (no range)', () => {
    expect(presetRange('year-2024', at('2025-05-20'))).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(presetRange('all', at('2025-05-20'))).toBeNull();
  });

  it('lists each year present in the data between the calendar presets and "all"', () => {
    const presets = presetsFor(
      { startDate: '2023-06-01', endDate: '2025-01-30', years: [2023, 2024, 2025] },
      '2025-02-14',
    );
    expect(presets.map((p) => p.label)).toEqual([
      'Last 30 days of the data',
      'This month',
      'Last month',
      'This quarter',
      'Year to date',
      '2023',
      '2024',
      '2025',
      'All of the data',
    ]);
    expect(presets[0]!.range).toEqual({ from: '2025-01-01', to: '2025-01-30' });
  });

  it('knows the names a URL may carry', () => {
    expect(['last30', 'ytd', 'all', 'year-2024'].every(isPresetId)).toBe(true);
    expect(['year-24', 'yesterday', '', null].some(isPresetId)).toBe(false);
  });
});
