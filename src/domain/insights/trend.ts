import type { DailyEmissionsPoint } from '../analysis/types';

/** Fewest days with data for which a trend is stated. */
export const MIN_TREND_DAYS = 7;
/** The horizon the slope is stated over, in days. */
export const TREND_HORIZON_DAYS = 30;

/** A least-squares line through daily CO2 (tonnes) over the days with data. */
export interface EmissionTrend {
  /** Tonnes CO2 per day, per day. */
  slopeTPerDay: number;
  /** Mean daily CO2 (tonnes) over the days with data. */
  meanDailyT: number;
  /** The slope over 30 days as a percent of the mean daily CO2; null when the mean is 0. */
  pctPer30Days: number | null;
  days: number;
  firstDate: string;
  lastDate: string;
}

/** The least-squares slope of daily CO2 (t/day) over the days with data; null below MIN_TREND_DAYS days. */
export function emissionTrend(points: readonly DailyEmissionsPoint[]): EmissionTrend | null {
  // x is the calendar position in the window, so a gap keeps the spacing between the days around it.
  const xy: [number, number][] = [];
  points.forEach((p, x) => {
    if (p.hasData && p.CO2 !== null) xy.push([x, p.CO2]);
  });
  if (xy.length < MIN_TREND_DAYS) return null;
  const n = xy.length;
  const meanX = xy.reduce((s, [x]) => s + x, 0) / n;
  const meanY = xy.reduce((s, [, y]) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of xy) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  }
  const slope = sxy / sxx;
  const dates = points.filter((p) => p.hasData && p.CO2 !== null).map((p) => p.date);
  return {
    slopeTPerDay: slope,
    meanDailyT: meanY,
    pctPer30Days: meanY > 0 ? ((slope * TREND_HORIZON_DAYS) / meanY) * 100 : null,
    days: n,
    firstDate: dates[0]!,
    lastDate: dates.at(-1)!,
  };
}
