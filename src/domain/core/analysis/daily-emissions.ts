import { DAILY_SERIES_DAYS, KG_PER_TONNE } from '../constants';
import { dayToDate, type Aggregates, type Totals } from './aggregate';
import type { DailyEmissionsPoint, DailyEmissionsTotals } from './types';

/**
 * The daily emissions series in tonnes of gas (CO2, CH4, N2O) over the DAILY_SERIES_DAYS calendar
 * days ending on the last date in the data, with its totals; a day without data has null values.
 * Values keep full precision: the screen formats them.
 */
export function dailyEmissions(agg: Aggregates): {
  points: DailyEmissionsPoint[];
  totals: DailyEmissionsTotals;
} {
  const totals: DailyEmissionsTotals = {
    CO2: 0,
    CH4: 0,
    N2O: 0,
    daysTracked: 0,
    windowStart: null,
    windowEnd: null,
  };
  const last = agg.days.at(-1);
  if (!last) return { points: [], totals };

  // DESIGN.md: the window ends on the last date with data, and a missing day is a gap, never estimated.
  const byDay = new Map<number, Totals>(agg.days.map((d) => [d.day, d.totals]));
  const start = last.day - DAILY_SERIES_DAYS + 1;
  const points: DailyEmissionsPoint[] = [];
  for (let day = start; day <= last.day; day++) {
    const date = dayToDate(day);
    const t = byDay.get(day);
    if (!t) {
      points.push({ date, CO2: null, CH4: null, N2O: null, total: null, hasData: false });
      continue;
    }
    // data §9: kg divided by 1000 to tonnes.
    const co2 = t.co2Tonnes;
    const ch4 = t.ch4Kg / KG_PER_TONNE;
    const n2o = t.n2oKg / KG_PER_TONNE;
    points.push({ date, CO2: co2, CH4: ch4, N2O: n2o, total: co2 + ch4 + n2o, hasData: true });
    totals.CO2 += co2;
    totals.CH4 += ch4;
    totals.N2O += n2o;
    totals.daysTracked += 1;
  }
  totals.windowStart = dayToDate(start);
  totals.windowEnd = last.date;
  return { points, totals };
}
