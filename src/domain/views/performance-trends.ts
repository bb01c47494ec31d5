// The Analytics screen's Performance Trends (data §2): the prototype showed fixed figures; each figure
// here is computed from the loaded data and says over which days.
import type { z } from 'zod';
import type { DailyEmissionsPoint, KpiChanges } from '../analysis/types';
import type { TrendFigureSchema } from './schema';
import { num, signed } from '../format';
import { TREND_SIGNIFICANT_PCT } from '../insights/thresholds';
import { emissionTrend, MIN_TREND_DAYS, TREND_HORIZON_DAYS } from '../insights/trend';

/** The length of the two periods compared week on week, in calendar days. */
export const WEEK_DAYS = 7;

export type TrendFigure = z.infer<typeof TrendFigureSchema>;
export type TrendAssessment = TrendFigure['assessment'];

/** Mean daily CO2 (tonnes) over the days with data of one calendar period. */
export interface PeriodMean {
  from: string;
  to: string;
  daysWithData: number;
  meanT: number | null;
}

function periodMean(points: readonly DailyEmissionsPoint[]): PeriodMean {
  const measured = points.filter((p) => p.hasData && p.CO2 !== null);
  return {
    from: points[0]!.date,
    to: points.at(-1)!.date,
    daysWithData: measured.length,
    meanT:
      measured.length === 0 ? null : measured.reduce((s, p) => s + p.CO2!, 0) / measured.length,
  };
}

/**
 * Mean daily CO2 of the last WEEK_DAYS calendar days of the window against the WEEK_DAYS before, and the
 * change in percent (null when either period has no day with data or the earlier mean is 0). Means over
 * the days with data, so a missing day is not counted as zero emissions.
 */
export function weekOnWeek(
  points: readonly DailyEmissionsPoint[],
): { current: PeriodMean; previous: PeriodMean; changePct: number | null } | null {
  if (points.length < 2 * WEEK_DAYS) return null;
  const current = periodMean(points.slice(-WEEK_DAYS));
  const previous = periodMean(points.slice(-2 * WEEK_DAYS, -WEEK_DAYS));
  const changePct =
    current.meanT === null || previous.meanT === null || previous.meanT === 0
      ? null
      : ((current.meanT - previous.meanT) / previous.meanT) * 100;
  return { current, previous, changePct };
}

/** CO2 rising is worse; within TREND_SIGNIFICANT_PCT either way it is stable (as the trend insight says). */
function assessCo2(pct: number | null): TrendAssessment {
  if (pct === null) return 'unknown';
  if (pct >= TREND_SIGNIFICANT_PCT) return 'worsening';
  if (pct <= -TREND_SIGNIFICANT_PCT) return 'improving';
  return 'stable';
}

function trendFigure(points: readonly DailyEmissionsPoint[]): TrendFigure {
  const label = `CO2 trend per ${TREND_HORIZON_DAYS} days`;
  const t = emissionTrend(points);
  if (!t) {
    return {
      label,
      value: null,
      assessment: 'unknown',
      detail: `Needs at least ${MIN_TREND_DAYS} days with data in the last ${points.length} days.`,
    };
  }
  return {
    label,
    value: t.pctPer30Days,
    assessment: assessCo2(t.pctPer30Days),
    detail: `Least-squares slope of daily CO2 over ${t.days} days with data from ${t.firstDate} to ${t.lastDate}: ${signed(t.slopeTPerDay, 2)} t/day against a mean of ${num(t.meanDailyT, 1)} t/day; stable within ${TREND_SIGNIFICANT_PCT}%.`,
  };
}

function weekFigure(points: readonly DailyEmissionsPoint[]): TrendFigure {
  const label = 'CO2 week on week';
  const w = weekOnWeek(points);
  if (!w || w.changePct === null) {
    return {
      label,
      value: null,
      assessment: 'unknown',
      detail: `Needs data in each of the last two ${WEEK_DAYS}-day periods.`,
    };
  }
  const { current: c, previous: p } = w;
  return {
    label,
    value: w.changePct,
    assessment: assessCo2(w.changePct),
    detail: `Mean daily CO2 ${c.from} to ${c.to} (${c.daysWithData} days with data) ${num(c.meanT!, 1)} t against ${num(p.meanT!, 1)} t for ${p.from} to ${p.to} (${p.daysWithData} days with data).`,
  };
}

function efficiencyFigure(changes: KpiChanges): TrendFigure {
  const label = 'Average efficiency, last day';
  if (changes.avgEfficiency === null || !changes.currentDate || !changes.previousDate) {
    return {
      label,
      value: null,
      assessment: 'unknown',
      detail: 'Needs data on two consecutive days.',
    };
  }
  const v = changes.avgEfficiency;
  return {
    label,
    value: v,
    // Higher efficiency is better; the change is already rounded to the 1 decimal shown.
    assessment: v > 0 ? 'improving' : v < 0 ? 'worsening' : 'stable',
    detail: `Relative change of the mean efficiency on ${changes.currentDate} against ${changes.previousDate}, the last two days in the data.`,
  };
}

/** The three Performance Trends figures, in percent: CO2 trend, CO2 week on week, efficiency day on day. */
export function performanceTrends(analysis: {
  dailyEmissions: readonly DailyEmissionsPoint[];
  changes: KpiChanges;
}): TrendFigure[] {
  return [
    trendFigure(analysis.dailyEmissions),
    weekFigure(analysis.dailyEmissions),
    efficiencyFigure(analysis.changes),
  ];
}
