// Issue 10 "Period comparison": a range against the period of equal length before it and against the
// same period a year earlier, for the four KPIs, in total and per plant.
import type { Aggregates } from '../analysis/aggregate';
import { withCo2Estimate } from '../analysis/inventory';
import { kpiSummary, kpisOf, percentChange } from '../analysis/kpis';
import type { KpiSummary } from '../analysis/types';
import { dateToDay } from '../readings/day-number';
import type { PeriodComparison, PeriodKpis } from './scope-schema';

/**
 * Two periods whose shares of days with data differ by more than this many percentage points are
 * not compared as a trend: a change between them may be the uploads, not the plants.
 */
export const COMPARABLE_COVERAGE_POINTS = 10;

const KPI_KEYS = [
  'totalElectricity',
  'totalEmissions',
  'totalFuelConsumption',
  'avgEfficiency',
] as const;

/** The four KPIs of one plant's totals, rounded as the spec rounds them. */
function plantKpis(agg: Aggregates): Map<number, KpiSummary> {
  return new Map(
    agg.plants.map((p) => [
      p.plant_id,
      kpisOf(withCo2Estimate(p.fuel_type, p.totals, p.byYear.values())),
    ]),
  );
}

function changes(current: KpiSummary | null, other: KpiSummary | null): PeriodKpis['vsPrevious'] {
  if (!current || !other) return null;
  return Object.fromEntries(
    KPI_KEYS.map((k) => [k, percentChange(current[k], other[k])]),
  ) as NonNullable<PeriodKpis['vsPrevious']>;
}

export interface ComparedPeriod {
  from: string;
  to: string;
  agg: Aggregates;
}

/**
 * The comparison rows: the whole scope first (plant_id null), then each plant present in any of the
 * three periods; a period without data for a row is null ("no data"), and so is its change.
 */
export function periodComparison(
  current: ComparedPeriod,
  previous: ComparedPeriod,
  yearAgo: ComparedPeriod,
): PeriodComparison {
  const whole = (p: ComparedPeriod) => (p.agg.totals.rows > 0 ? kpiSummary(p.agg) : null);
  const perPlant = [current, previous, yearAgo].map((p) => plantKpis(p.agg));
  const names = new Map<number, string>();
  for (const p of [yearAgo, previous, current]) {
    for (const plant of p.agg.plants) names.set(plant.plant_id, plant.plant_name);
  }
  const row = (plant_id: number | null, name: string, kpis: (KpiSummary | null)[]): PeriodKpis => {
    const [c, p, y] = kpis as [KpiSummary | null, KpiSummary | null, KpiSummary | null];
    return {
      plant_id,
      plant_name: name,
      current: c,
      previous: p,
      yearAgo: y,
      vsPrevious: changes(c, p),
      vsYearAgo: changes(c, y),
    };
  };
  const daysIn = (p: ComparedPeriod) => dateToDay(p.to) - dateToDay(p.from) + 1;
  const period = (p: ComparedPeriod) => ({
    from: p.from,
    to: p.to,
    hasData: p.agg.totals.rows > 0,
    daysWithData: p.agg.days.length,
    daysInPeriod: daysIn(p),
  });
  const share = (p: ComparedPeriod) => (p.agg.days.length / daysIn(p)) * 100;
  // A period without data has no change to mark: it says "no data" already.
  const differs = (other: ComparedPeriod) =>
    other.agg.days.length > 0 &&
    Math.abs(share(current) - share(other)) > COMPARABLE_COVERAGE_POINTS;
  return {
    current: period(current),
    previous: period(previous),
    yearAgo: period(yearAgo),
    coverageDiffers: { previous: differs(previous), yearAgo: differs(yearAgo) },
    rows: [
      row(null, 'All plants', [whole(current), whole(previous), whole(yearAgo)]),
      ...[...names]
        .sort(([a], [b]) => a - b)
        .map(([id, name]) =>
          row(
            id,
            name,
            perPlant.map((m) => m.get(id) ?? null),
          ),
        ),
    ],
  };
}
