// What the Benchmarking screen shows besides the factory analysis itself (data §2 Benchmarking): cohort
// rankings and their counts, the three normalised bars of a facility card, and insights against the
// reference electrical efficiency.
import { REFERENCE_EFFICIENCY_PCT } from '../constants';
import { round } from '../round';
import type { z } from 'zod';
import type { Benchmarks, FactoryBase, TrafficLight } from '../analysis/types';
import type { BenchmarkInsightsSchema, CohortRankSchema, FactoryBarsSchema } from './schema';

export type CohortRank = z.infer<typeof CohortRankSchema>;

/** What the reference efficiency is, wherever it is shown: no published statistic stands behind it. */
export const REFERENCE_EFFICIENCY_NOTE =
  "The reference is the product's default electrical efficiency from its specification, not a published industry statistic";

/**
 * A facility's cohort ranking: data §4's factory traffic light in words of its own (issue 11), so that
 * no screen reads it as the plant status (optimal, warning, critical from efficiency). A facility whose
 * data cannot place it in the cohort is not ranked rather than "bottom quartile".
 */
export function cohortRank(f: Pick<FactoryBase, 'status' | 'data_available'>): CohortRank {
  if (!f.data_available) return 'not_ranked';
  return RANK_OF_LIGHT[f.status];
}

const RANK_OF_LIGHT: Record<TrafficLight, CohortRank> = {
  green: 'top_quartile',
  yellow: 'middle',
  red: 'bottom_quartile',
};

/** The cohort ranking's words on the screens and in the exports. */
export const COHORT_RANK_LABELS: Record<CohortRank, string> = {
  top_quartile: 'Top quartile',
  middle: 'Middle',
  bottom_quartile: 'Bottom quartile',
  not_ranked: 'Not ranked',
};

/** How many facilities have each cohort ranking (data §2's three counts, plus those not ranked). */
export function factoryRankCounts(factories: readonly FactoryBase[]): Record<CohortRank, number> {
  const counts: Record<CohortRank, number> = {
    top_quartile: 0,
    middle: 0,
    bottom_quartile: 0,
    not_ranked: 0,
  };
  for (const f of factories) counts[cohortRank(f)] += 1;
  return counts;
}

export type FactoryBars = z.infer<typeof FactoryBarsSchema>;

/** The normalised bars of every facility, in the order given (percent, 1 decimal). */
export function factoryBars(factories: readonly FactoryBase[]): FactoryBars[] {
  const intensities = factories.flatMap((f) =>
    f.emissions_gCO2_per_kWh === null ? [] : [f.emissions_gCO2_per_kWh],
  );
  const maxIntensity = intensities.length > 0 ? Math.max(...intensities) : 0;
  return factories.map((f) => ({
    efficiency: f.efficiency_pct,
    intensity:
      f.emissions_gCO2_per_kWh === null || maxIntensity <= 0
        ? null
        : round((f.emissions_gCO2_per_kWh / maxIntensity) * 100, 1),
    output: f.normalized_output,
  }));
}

export type BenchmarkInsights = z.infer<typeof BenchmarkInsightsSchema>;
export type EfficiencyStanding = NonNullable<BenchmarkInsights['standing']>;

/** The Benchmarking Insights panel from the factory analysis, replacing the prototype's fixed figures. */
export function benchmarkInsights(
  factories: readonly FactoryBase[],
  benchmarks: Benchmarks,
): BenchmarkInsights {
  const measured = factories.filter((f) => f.efficiency_pct !== null);
  const avg = benchmarks.defaults || measured.length === 0 ? null : benchmarks.efficiency_avg;
  let mostEfficient: BenchmarkInsights['mostEfficient'] = null;
  let lowestIntensity: BenchmarkInsights['lowestIntensity'] = null;
  for (const f of measured) {
    if (mostEfficient === null || f.efficiency_pct! > mostEfficient.efficiency) {
      mostEfficient = { name: f.factory_name, efficiency: f.efficiency_pct! };
    }
    const intensity = f.emissions_gCO2_per_kWh;
    if (intensity !== null && (lowestIntensity === null || intensity < lowestIntensity.intensity)) {
      lowestIntensity = { name: f.factory_name, intensity };
    }
  }
  return {
    averageEfficiency: avg,
    referenceEfficiency: REFERENCE_EFFICIENCY_PCT,
    standing:
      avg === null
        ? null
        : avg > REFERENCE_EFFICIENCY_PCT
          ? 'Above Average'
          : avg < REFERENCE_EFFICIENCY_PCT
            ? 'Below Average'
            : 'At Average',
    pointsVsReference: avg === null ? null : round(avg - REFERENCE_EFFICIENCY_PCT, 1),
    facilitiesWithData: measured.length,
    atOrAboveReference: measured.filter((f) => f.efficiency_pct! >= REFERENCE_EFFICIENCY_PCT)
      .length,
    mostEfficient,
    lowestIntensity,
  };
}
