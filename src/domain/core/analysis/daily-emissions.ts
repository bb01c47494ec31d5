import { DAILY_BARS_UP_TO_DAYS, DAILY_SERIES_DAYS, KG_PER_TONNE } from '../constants';
import { addTotals, emptyTotals, type Totals } from '../readings/plant-day-cell';
import { dateToDay, dayToDate } from '../readings/day-number';
import { type Aggregates } from './aggregate';
import type { DailyEmissionsPoint, DailyEmissionsTotals } from './types';

/** The calendar days a series covers, inclusive (`YYYY-MM-DD`). */
export interface SeriesWindow {
  from: string;
  to: string;
}

/** One bar of the series: a day, or a calendar month of a long range. */
interface Bucket {
  label: string;
  first: number;
  last: number;
}

function dayBuckets(first: number, last: number): Bucket[] {
  const buckets: Bucket[] = [];
  for (let day = first; day <= last; day++)
    buckets.push({ label: dayToDate(day), first: day, last: day });
  return buckets;
}

function monthBuckets(first: number, last: number): Bucket[] {
  const buckets: Bucket[] = [];
  let start = first;
  while (start <= last) {
    const d = new Date(dayToDate(start));
    const nextMonth = dateToDay(
      new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10),
    );
    buckets.push({
      label: dayToDate(start).slice(0, 7),
      first: start,
      last: Math.min(nextMonth - 1, last),
    });
    start = nextMonth;
  }
  return buckets;
}

/**
 * The emissions series in tonnes of gas (CO2, CH4, N2O) with its totals. Without a window: the
 * DAILY_SERIES_DAYS calendar days ending on the last date in the data (the spec's chart). With a
 * window (a chosen date range): every day of it up to DAILY_BARS_UP_TO_DAYS days, else every month.
 * A day or month without data has null values, never an estimate. Values keep full precision.
 */
export function dailyEmissions(
  agg: Aggregates,
  window?: SeriesWindow,
): {
  points: DailyEmissionsPoint[];
  totals: DailyEmissionsTotals;
} {
  const last = agg.days.at(-1);
  const totals: DailyEmissionsTotals = {
    CO2: 0,
    CH4: 0,
    N2O: 0,
    daysTracked: 0,
    windowStart: null,
    windowEnd: null,
    granularity: 'day',
    windowDays: 0,
  };
  if (!window && !last) return { points: [], totals };
  // DESIGN.md: the spec's window ends on the last date with data, and a missing day is a gap.
  const start = window ? dateToDay(window.from) : last!.day - DAILY_SERIES_DAYS + 1;
  const end = window ? dateToDay(window.to) : last!.day;
  const monthly = end - start + 1 > DAILY_BARS_UP_TO_DAYS;
  const buckets = monthly ? monthBuckets(start, end) : dayBuckets(start, end);
  const byDay = new Map<number, Totals>(agg.days.map((d) => [d.day, d.totals]));
  const points = buckets.map((b): DailyEmissionsPoint => {
    const t = emptyTotals();
    for (let day = b.first; day <= b.last; day++) {
      const cell = byDay.get(day);
      if (!cell) continue;
      addTotals(t, cell);
      totals.daysTracked += 1;
    }
    if (t.rows === 0) {
      return { date: b.label, CO2: null, CH4: null, N2O: null, total: null, hasData: false };
    }
    // data §9: kg divided by 1000 to tonnes.
    const co2 = t.co2Tonnes;
    const ch4 = t.ch4Kg / KG_PER_TONNE;
    const n2o = t.n2oKg / KG_PER_TONNE;
    totals.CO2 += co2;
    totals.CH4 += ch4;
    totals.N2O += n2o;
    return { date: b.label, CO2: co2, CH4: ch4, N2O: n2o, total: co2 + ch4 + n2o, hasData: true };
  });
  totals.windowStart = dayToDate(start);
  totals.windowEnd = dayToDate(end);
  totals.granularity = monthly ? 'month' : 'day';
  totals.windowDays = end - start + 1;
  return { points, totals };
}
