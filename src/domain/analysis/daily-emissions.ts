import type { Totals } from '../readings/plant-day-cell';
import { dateToDay, dayToDate } from '../readings/day-number';
import { type Aggregates } from './aggregate';
import {
  AIR_POLLUTANTS,
  airPollutantKg,
  NO_AIR_POLLUTANTS,
  type AirPollutant,
} from './air-pollutants';
import { calendarBuckets, granularityFor, rollUpBuckets } from './calendar-buckets';
import { GREENHOUSE_GASES as GASES, type Gas } from './ghg';
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

type GasFigures = Pick<EmissionsBar, Gas | 'total' | 'hasData'>;
type PollutantKg = Record<AirPollutant, number | null>;

/** The window's mass of each air pollutant: the sum of the days reporting it, null if none does. */
function addKg(sum: PollutantKg, day: PollutantKg): void {
  for (const { pollutant } of AIR_POLLUTANTS) {
    const kg = day[pollutant];
    if (kg !== null) sum[pollutant] = (sum[pollutant] ?? 0) + kg;
  }
}

/**
 * Tonnes of each gas of some sums (data §9: kg divided by 1000), null without rows; a gas a file
 * may not report null too when none of its hours report it (issue 27).
 */
function gasTonnes(t: Totals): GasFigures {
  const figures = {} as Record<Gas, number | null>;
  if (t.rows === 0) {
    for (const g of GASES) figures[g.gas] = null;
    return { ...figures, total: null, hasData: false };
  }
  const reporting = ghgReportingOf(t);
  let total = 0;
  for (const g of GASES) {
    const tonnes = t[g.field] / g.perTonne;
    const value = g.reported ? reportedOrNull(reporting[g.reported], tonnes) : tonnes;
    figures[g.gas] = value;
    total += value ?? 0;
  }
  return { ...(figures as Pick<EmissionsBar, Gas>), total, hasData: true };
}

/**
 * The emissions series in tonnes of gas (CO2, CH4, N2O) and kg of each air pollutant, with its
 * totals and its chart. The window is
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
    airPollutantsKg: { ...NO_AIR_POLLUTANTS },
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
    const airPollutantsKg = airPollutantKg(d.totals);
    if (gases.hasData) {
      for (const g of GASES) totals[g.gas] += gases[g.gas] ?? 0;
      addKg(totals.airPollutantsKg, airPollutantsKg);
      totals.daysTracked += 1;
    }
    return { date: dayToDate(d.first), ...gases, airPollutantsKg };
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
