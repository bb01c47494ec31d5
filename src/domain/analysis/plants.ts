import { EFFICIENCY_CRITICAL_BELOW, EFFICIENCY_OPTIMAL_FROM } from '../constants';
import { round } from '../round';
import type { Aggregates } from './aggregate';
import { energyWeightedEfficiency, meanHourlyEfficiency } from './efficiency';
import { withCo2Estimate } from './inventory';
import type { GaugeColor, PlantStatus, PlantStatusCounts, PlantSummary } from './types';

/** A plant's status from its average efficiency (%): below 45 critical, 45 to below 60 warning, else optimal. */
export function plantStatus(avgEfficiency: number): PlantStatus {
  // data §4
  if (avgEfficiency < EFFICIENCY_CRITICAL_BELOW) return 'critical';
  if (avgEfficiency < EFFICIENCY_OPTIMAL_FROM) return 'warning';
  return 'optimal';
}

/** The efficiency gauge colour for an efficiency (%): 60 or above green, 45 or above orange, else red. */
export function gaugeColor(efficiency: number): GaugeColor {
  // data §2 "Efficiency Overview", §9
  if (efficiency >= EFFICIENCY_OPTIMAL_FROM) return 'green';
  if (efficiency >= EFFICIENCY_CRITICAL_BELOW) return 'orange';
  return 'red';
}

/**
 * One summary per plant, ascending plant_id: MWh and CO2 tonnes as whole numbers, mean and
 * energy-weighted efficiency (%) to 1 decimal.
 */
export function plantSummaries(agg: Aggregates): PlantSummary[] {
  // agg.plants is already in ascending plant_id order.
  return agg.plants.map((p) => {
    // CO2 with the estimate of the hours that do not report it (issue 38), never a silent 0.
    const t = withCo2Estimate(p.fuel_type, p.totals, p.byYear.values());
    const avg = meanHourlyEfficiency(t);
    // Status and colour come from the unrounded mean, so 44.96 % stays critical although it shows as 45.0.
    return {
      plant_id: p.plant_id,
      plant_name: p.plant_name,
      fuel_type: p.fuel_type,
      total_electricity: round(t.electricityMWh),
      total_emissions: round(t.co2Tonnes),
      avg_efficiency: round(avg, 1),
      energy_weighted_efficiency: energyWeightedEfficiency(t),
      status: plantStatus(avg),
      gauge_color: gaugeColor(avg),
      units: p.units.map((u) => ({
        unit_id: u.unit_id,
        total_electricity: round(u.totals.electricityMWh),
        total_emissions: round(withCo2Estimate(p.fuel_type, u.totals).co2Tonnes),
        total_fuel: round(u.totals.fuelMWh),
        operating_hours: u.totals.hours,
      })),
    };
  });
}

/** How many plants are optimal, warning and critical. */
export function plantStatusCounts(summaries: readonly PlantSummary[]): PlantStatusCounts {
  const counts: PlantStatusCounts = { optimal: 0, warning: 0, critical: 0 };
  for (const s of summaries) counts[s.status] += 1;
  return counts;
}
