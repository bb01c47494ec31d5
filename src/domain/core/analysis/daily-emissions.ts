import { KG_PER_TONNE } from '../constants';
import type { Totals } from '../readings/plant-day-cell';
import { dateToDay, dayToDate } from '../readings/day-number';
import { type Aggregates } from './aggregate';
import { calendarBuckets, granularityFor, rollUpBuckets } from './calendar-buckets';
import { ghgReportingOf, reportedOrNull } from './ghg-reporting';
import type {
  DailyEmissionsPoint,
  DailyEmissionsTotals,
  EmissionsBar,
  EmissionsChart,
} from './types';

/** The calendar days a series covers, inclusive (`YYYY-MM-DD`). */
export interface SeriesWindow {
  from: string;
  to: string;
}

/**
 * Tonnes of each gas of some sums (data §9: kg divided by 1000), null without rows; CH4 or N2O
 * null too when none of their hours report it (issue 27).
 */
function gasTonnes(t: Totals): Pick<EmissionsBar, 'CO2' | 'CH4' | 'N2O' | 'total' | 'hasData'> {
  if (t.rows === 0) return { CO2: null, CH4: null, N2O: null, total: null, hasData: false };
  const reporting = ghgReportingOf(t);
  const co2 = t.co2Tonnes;
  const ch4 = reportedOrNull(reporting.ch4, t.ch4Kg / KG_PER_TONNE);
  const n2o = reportedOrNull(reporting.n2o, t.n2oKg / KG_PER_TONNE);
  return { CO2: co2, CH4: ch4, N2O: n2o, total: co2 + (ch4 ?? 0) + (n2o ?? 0), hasData: true };
}

/**
 * The emissions series in tonnes of gas (CO2, CH4, N2O) with its totals and its chart. The window is
 * the chosen range (as chartedRange keeps it), or without one every day from the data's first date to
 * its last (issue 26: "All of the data" covers all of it). The series has a point per day of the
 * window, whatever its length, for the report, the exports and the trend; the chart draws the same
 * days in days, weeks or months (granularityFor). A day without data has null values, never an
 * estimate. Values keep full precision.
 */
export function dailyEmissions(
  agg: Aggregates,
  window?: SeriesWindow,
): {
  points: DailyEmissionsPoint[];
  totals: DailyEmissionsTotals;
  chart: EmissionsChart;
} {
  const first = agg.days[0];
  const last = agg.days.at(-1);
  const totals: DailyEmissionsTotals = {
    CO2: 0,
    CH4: 0,
    N2O: 0,
    daysTracked: 0,
    windowStart: null,
    windowEnd: null,
    windowDays: 0,
  };
  if (!window && (!first || !last)) {
    return { points: [], totals, chart: { granularity: 'day', bars: [] } };
  }
  // docs/design.md: a missing day is a gap, never filled.
  const start = window ? dateToDay(window.from) : first!.day;
  const end = window ? dateToDay(window.to) : last!.day;
  const days = rollUpBuckets(agg.days, calendarBuckets(start, end, 'day'));
  const points = days.map((d): DailyEmissionsPoint => {
    const gases = gasTonnes(d.totals);
    if (gases.hasData) {
      totals.CO2 += gases.CO2!;
      totals.CH4 += gases.CH4 ?? 0;
      totals.N2O += gases.N2O ?? 0;
      totals.daysTracked += 1;
    }
    return { date: dayToDate(d.first), ...gases };
  });
  totals.windowStart = dayToDate(start);
  totals.windowEnd = dayToDate(end);
  totals.windowDays = end - start + 1;
  const granularity = granularityFor(totals.windowDays);
  const bars = rollUpBuckets(agg.days, calendarBuckets(start, end, granularity)).map(
    (b): EmissionsBar => ({
      from: dayToDate(b.first),
      to: dayToDate(b.last),
      calendarDays: b.calendarDays,
      daysWithData: b.daysWithData,
      ...gasTonnes(b.totals),
    }),
  );
  return { points, totals, chart: { granularity, bars } };
}
