// The date ranges a user picks from (issue 10 "Plant history"): calendar arithmetic on `YYYY-MM-DD`
// days relative to the data's last day or to a given today, so the scope bar and the URL agree.
import { dateToDay, dayToDate } from '../readings/day-number';
import { daysInMonth, isoDate } from './date-range';
import type { AvailableData } from './scope-base';

/** An inclusive range of calendar days, `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

/** What the whole scope holds that the presets read (the analysis' `scope.available`). */
export type AvailableSpan = Pick<AvailableData, 'startDate' | 'endDate'> & {
  years: readonly number[];
};

/** The presets by name; a calendar year is `year-2024`. */
export type PresetId =
  'last30' | 'this-month' | 'last-month' | 'this-quarter' | 'ytd' | 'all' | `year-${number}`;

/** The preset shown when the URL names none: the 30 days ending on the last day of the data. */
export const DEFAULT_PRESET: PresetId = 'last30';

/** Days in the default preset ("last 30 days of the data"). */
export const LAST_DAYS_OF_DATA = 30;

export interface Preset {
  id: PresetId;
  label: string;
  /** null: no range (all of the data). */
  range: DateRange | null;
}

const isYearPreset = (id: string): id is `year-${number}` => /^year-\d{4}$/.test(id);

/** True for a preset name the URL may carry. */
export function isPresetId(id: string | null): id is PresetId {
  return (
    id !== null &&
    (['last30', 'this-month', 'last-month', 'this-quarter', 'ytd', 'all'].includes(id) ||
      isYearPreset(id))
  );
}

/**
 * The range of a preset: relative to the data's last day (last30), to today (months, quarter, year to
 * date), a calendar year, or null for all. last30 without data is null (nothing to end on).
 */
export function presetRange(
  id: PresetId,
  { today, endDate }: { today: string; endDate: string | null },
): DateRange | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (id) {
    case 'all':
      return null;
    case 'last30':
      return endDate
        ? { from: dayToDate(dateToDay(endDate) - LAST_DAYS_OF_DATA + 1), to: endDate }
        : null;
    case 'this-month':
      return { from: isoDate(y, m, 1), to: isoDate(y, m, daysInMonth(y, m)) };
    case 'last-month': {
      const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
      return { from: isoDate(py, pm, 1), to: isoDate(py, pm, daysInMonth(py, pm)) };
    }
    case 'this-quarter': {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      return { from: isoDate(y, first, 1), to: isoDate(y, first + 2, daysInMonth(y, first + 2)) };
    }
    case 'ytd':
      return { from: isoDate(y, 1, 1), to: today };
    default: {
      const year = Number(id.slice(5));
      return { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
    }
  }
}

/** The presets of a scope, in the bar's order: the data's last 30 days, the calendar ones, each year, all. */
export function presetsFor(available: AvailableSpan | null, today: string): Preset[] {
  const at = { today, endDate: available?.endDate ?? null };
  const named: [PresetId, string][] = [
    ['last30', `Last ${LAST_DAYS_OF_DATA} days of the data`],
    ['this-month', 'This month'],
    ['last-month', 'Last month'],
    ['this-quarter', 'This quarter'],
    ['ytd', 'Year to date'],
    ...(available?.years ?? []).map((y): [PresetId, string] => [`year-${y}`, String(y)]),
    ['all', 'All of the data'],
  ];
  return named.map(([id, label]) => ({ id, label, range: presetRange(id, at) }));
}
