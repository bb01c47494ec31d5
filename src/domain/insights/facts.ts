// The figures the rules read, gathered once from an InsightInput.
import { co2WithEstimate } from '../analysis/ghg';
import { EFFICIENCY_CRITICAL_BELOW, EFFICIENCY_OPTIMAL_FROM } from '../constants';
import type {
  Benchmarks,
  DailyEmissionsPoint,
  FactoryAnalysis,
  PlantStatus,
  ReportingPeriod,
} from '../analysis/types';
import type { InsightInput } from './input';

/** One plant as the rules see it: the summary's status with the inventory's unrounded figures. */
export interface PlantFacts {
  plant_id: number;
  name: string;
  fuel: string;
  status: PlantStatus;
  /** Mean efficiency, percent. */
  efficiency: number;
  /** Tonnes CO2 over the file. */
  co2: number;
  /** MWh of electricity over the file. */
  electricity: number;
  rows: number;
}

/** A plant with the efficiency it should reach and the CO2 (tonnes) that would avoid. */
export interface Levelling {
  plant: PlantFacts;
  /** Percent. */
  target: number;
  /** What the target is, for the sentence: "the fleet average" or "the optimal threshold". */
  targetName: string;
  avoidedT: number;
}

/** Joins each plant summary with its inventory entry (unrounded), keeping the summary's order. */
export function plantFacts(input: InsightInput): PlantFacts[] {
  const inventory = new Map(input.inventory.map((p) => [p.plant_id, p]));
  return input.plants.map((s) => {
    const inv = inventory.get(s.plant_id);
    return {
      plant_id: s.plant_id,
      name: s.plant_name,
      fuel: s.fuel_type,
      status: s.status,
      efficiency: inv?.avgEfficiency ?? s.avg_efficiency,
      co2: inv ? co2WithEstimate(inv) : s.total_emissions,
      electricity: inv?.electricityMWh ?? s.total_electricity,
      rows: inv?.rows ?? 0,
    };
  });
}

/**
 * CO2 (tonnes) avoided at the same electricity output if a plant ran at `target` % instead of
 * `efficiency` %: co2 x (1 - efficiency / target). Assumes fuel per MWh scales with 1 / efficiency and
 * CO2 with fuel; 0 when the plant already reaches the target.
 */
export function avoidedCo2(co2: number, efficiency: number, target: number): number {
  if (target <= 0 || efficiency >= target) return 0;
  return co2 * (1 - efficiency / target);
}

/** The plant with the highest (best) or lowest (worst) efficiency; the first one on a tie. */
export function extremes(plants: readonly PlantFacts[]): { best: PlantFacts; worst: PlantFacts } {
  let best = plants[0]!;
  let worst = plants[0]!;
  for (const p of plants) {
    if (p.efficiency > best.efficiency) best = p;
    if (p.efficiency < worst.efficiency) worst = p;
  }
  return { best, worst };
}

/**
 * Each plant's next efficiency target and the CO2 (tonnes) reaching it avoids, largest first: the fleet
 * average for a plant below it, else the optimal threshold (60 %) for a plant below that.
 */
export function levellings(plants: readonly PlantFacts[], fleetAverage: number): Levelling[] {
  const out: Levelling[] = [];
  for (const p of plants) {
    if (p.efficiency < fleetAverage) {
      out.push({
        plant: p,
        target: fleetAverage,
        targetName: 'the fleet average',
        avoidedT: avoidedCo2(p.co2, p.efficiency, fleetAverage),
      });
    } else if (p.efficiency < EFFICIENCY_OPTIMAL_FROM) {
      out.push({
        plant: p,
        target: EFFICIENCY_OPTIMAL_FROM,
        targetName: 'the optimal threshold',
        avoidedT: avoidedCo2(p.co2, p.efficiency, EFFICIENCY_OPTIMAL_FROM),
      });
    }
  }
  // Stable: equal savings keep plant_id order.
  return out.sort((a, b) => b.avoidedT - a.avoidedT);
}

/** The efficiency (%) a plant of this status must reach for the next status: 45 for critical, 60 for warning. */
export function nextStatusThreshold(status: PlantStatus): number | null {
  // data §4
  if (status === 'critical') return EFFICIENCY_CRITICAL_BELOW;
  if (status === 'warning') return EFFICIENCY_OPTIMAL_FROM;
  return null;
}

/** The part of the daily window from the data's first date on, and its dates without data. */
export interface GapWindow {
  /** First and last date of that part; null without points. */
  from: string | null;
  to: string | null;
  days: number;
  gaps: string[];
}

/**
 * The daily window from the data's first date on, with the dates that have no data: days before the
 * file starts are outside the record, not gaps.
 */
export function gapWindow(
  points: readonly DailyEmissionsPoint[],
  period: ReportingPeriod | null,
): GapWindow {
  const start = period?.startDate ?? '';
  const covered = points.filter((p) => p.date >= start);
  return {
    from: covered[0]?.date ?? null,
    to: covered.at(-1)?.date ?? null,
    days: covered.length,
    gaps: covered.filter((p) => !p.hasData).map((p) => p.date),
  };
}

/** Factories whose intensity (gCO2/kWh) is above the bound of the cohort's worst quarter, highest first. */
export function intensityOutliers(
  factories: readonly FactoryAnalysis[],
  benchmarks: Benchmarks,
): (FactoryAnalysis & { emissions_gCO2_per_kWh: number })[] {
  // The empty-cohort defaults are not a cohort: nothing to be an outlier of.
  if (benchmarks.defaults) return [];
  return factories
    .filter(
      (f): f is FactoryAnalysis & { emissions_gCO2_per_kWh: number } =>
        f.data_available &&
        f.emissions_gCO2_per_kWh !== null &&
        f.emissions_gCO2_per_kWh > benchmarks.emissions_p75,
    )
    .sort((a, b) => b.emissions_gCO2_per_kWh - a.emissions_gCO2_per_kWh);
}
