import { describe, expect, it } from 'vitest';
import type { EmissionsBar } from '../analysis/types';
import { axisLabel, barLabel, isPartial } from './emissions-bars';

const bar = (fields: Partial<EmissionsBar>): EmissionsBar => ({
  from: '2025-03-01',
  to: '2025-03-31',
  calendarDays: 31,
  daysWithData: 31,
  CO2: 10,
  CH4: 0,
  N2O: 0,
  total: 10,
  hasData: true,
  ...fields,
});
const empty = { CO2: null, CH4: null, N2O: null, total: null, hasData: false, daysWithData: 0 };

describe('bar labels', () => {
  it('names a whole month plainly and a partial one with its days of data', () => {
    expect(barLabel(bar({}), 'month')).toBe('Mar 2025');
    expect(isPartial(bar({}))).toBe(false);
    // Data on 12 of March's 31 days.
    expect(barLabel(bar({ daysWithData: 12 }), 'month')).toBe('Mar 2025 (partial: 12 of 31 days)');
    // A range starting on 20 March cuts the month: 12 days in range, all with data, still partial.
    const cut = bar({ from: '2025-03-20', daysWithData: 12 });
    expect(barLabel(cut, 'month')).toBe('Mar 2025 (partial: 12 of 31 days)');
    expect(axisLabel(cut, 'month')).toBe('Mar 2025*');
  });

  it('calls a month without any data empty, not partial', () => {
    expect(isPartial(bar(empty))).toBe(false);
    expect(barLabel(bar(empty), 'month')).toBe('Mar 2025');
  });

  it('names weeks by their first day and days by their date', () => {
    const week = bar({ from: '2025-03-03', to: '2025-03-09', calendarDays: 7, daysWithData: 7 });
    expect(barLabel(week, 'week')).toBe('Week of 3 Mar 2025');
    expect(axisLabel(week, 'week')).toBe('3 Mar 2025');
    const short = { ...week, daysWithData: 5 };
    expect(barLabel(short, 'week')).toBe('Week of 3 Mar 2025 (partial: 5 of 7 days)');
    const day = bar({ from: '2025-03-05', to: '2025-03-05', calendarDays: 1, daysWithData: 1 });
    expect(barLabel(day, 'day')).toBe('5 Mar 2025');
    expect(axisLabel(day, 'day')).toBe('03-05');
    expect(isPartial(bar({ ...day, ...empty }))).toBe(false);
  });
});
