import { round } from '../round';
import type { Aggregates } from './aggregate';
import type { Totals } from '../readings/plant-day-cell';
import { energyWeightedEfficiency, meanHourlyEfficiency } from './efficiency';
import { withCo2Estimate } from './inventory';
import type { KpiChanges, KpiSummary } from './types';

/**
 * The four overview KPIs of some totals: MWh and CO2 tonnes as whole numbers, mean efficiency (%) to 1
 * decimal, with the energy-weighted efficiency (%, 1 decimal) shown beside it.
 */
export function kpisOf(t: Totals): KpiSummary {
  // data §9: totals rounded to whole numbers, average efficiency to 1 decimal.
  return {
    totalElectricity: round(t.electricityMWh),
    totalEmissions: round(t.co2Tonnes),
    totalFuelConsumption: round(t.fuelMWh),
    avgEfficiency: round(meanHourlyEfficiency(t), 1),
    energyWeightedEfficiency: energyWeightedEfficiency(t),
  };
}

/** The overview KPIs over all rows, CO2 with each plant's estimate of the hours lacking it (issue 38). */
export function kpiSummary(agg: Aggregates): KpiSummary {
  const estimated = agg.plants.reduce(
    (s, p) => s + withCo2Estimate(p.fuel_type, p.totals, p.byYear.values()).co2Tonnes,
    0,
  );
  return kpisOf({ ...agg.totals, co2Tonnes: estimated });
}

/** Percent change (1 decimal) of (current - previous) / previous x 100; null with a zero base. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : round(((current - previous) / previous) * 100, 1);
}

const lacksCo2 = (t: Totals) => t.co2Hours < t.hours;

/** Percent change (1 decimal) of each KPI: the last calendar day with data against the calendar day before it. */
export function kpiChanges(agg: Aggregates): KpiChanges {
  // docs/design.md replaces the spec's fixed 2025-01-01/02 pair with the last day present and the day before it.
  const current = agg.days.at(-1);
  const previous = agg.days.at(-2);
  if (!current || !previous || previous.day !== current.day - 1) {
    return {
      currentDate: null,
      previousDate: null,
      totalElectricity: null,
      totalEmissions: null,
      totalFuelConsumption: null,
      avgEfficiency: null,
    };
  }
  const c = current.totals;
  const p = previous.totals;
  return {
    currentDate: current.date,
    previousDate: previous.date,
    totalElectricity: percentChange(c.electricityMWh, p.electricityMWh),
    // A day whose fleet sums lack CO2 in some hours (no plant's fuel to estimate it): no change.
    totalEmissions: lacksCo2(c) || lacksCo2(p) ? null : percentChange(c.co2Tonnes, p.co2Tonnes),
    totalFuelConsumption: percentChange(c.fuelMWh, p.fuelMWh),
    avgEfficiency: percentChange(meanHourlyEfficiency(c), meanHourlyEfficiency(p)),
  };
}
