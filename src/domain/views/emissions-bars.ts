// Issue 26: how the emissions chart's bars read on screen and in the PDF: a day, a week or a month,
// with a week or month that holds fewer days of data than its calendar days (the data or the range
// starts or ends inside it, or days are missing) marked partial, never passed off as a whole one.
import type { Granularity } from '../analysis/calendar-buckets';
import type { EmissionsBar } from '../analysis/types';
import { formatDay } from '../format';

/** A bar with data on fewer days than its calendar period has (a day has data or none). */
export function isPartial(bar: EmissionsBar): boolean {
  return bar.hasData && bar.daysWithData < bar.calendarDays;
}

/** The period alone: "5 Mar 2025", "Week of 3 Mar 2025", "Mar 2025". */
function periodName(bar: EmissionsBar, granularity: Granularity): string {
  if (granularity === 'day') return formatDay(bar.from);
  if (granularity === 'week') return `Week of ${formatDay(bar.from)}`;
  return formatDay(bar.from.slice(0, 7));
}

/** The bar as the tooltip and the table name it: "Mar 2025 (partial: 12 of 31 days)". */
export function barLabel(bar: EmissionsBar, granularity: Granularity): string {
  const name = periodName(bar, granularity);
  return isPartial(bar)
    ? `${name} (partial: ${bar.daysWithData} of ${bar.calendarDays} days)`
    : name;
}

/** Marks a partial bar's axis label; the chart's note says what it means. */
export const PARTIAL_MARK = '*';

/** The bar under the axis, short: "03-05" (the year is in the chart's title), "3 Mar 2025", "Mar 2025*". */
export function axisLabel(bar: EmissionsBar, granularity: Granularity): string {
  const short =
    granularity === 'day'
      ? bar.from.slice(5)
      : formatDay(granularity === 'week' ? bar.from : bar.from.slice(0, 7));
  return isPartial(bar) ? `${short}${PARTIAL_MARK}` : short;
}

/** What one bar holds, for the chart's title and legend. */
export const GRANULARITY_WORDS: Record<Granularity, string> = {
  day: 'per day',
  week: 'per week (Monday to Sunday)',
  month: 'per calendar month',
};
