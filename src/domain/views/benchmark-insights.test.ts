import { describe, expect, it } from 'vitest';
import type { Benchmarks, FactoryAnalysis } from '../analysis/types';
import {
  benchmarkInsights,
  COHORT_RANK_LABELS,
  cohortRank,
  factoryBars,
  factoryRankCounts,
} from './benchmark-insights';

const CHECK = { status: 'compliant', message: '' } as const;

function factory(fields: Partial<FactoryAnalysis>): FactoryAnalysis {
  return {
    id: 1,
    factory_name: 'Alpha',
    efficiency_pct: 50,
    energy_weighted_efficiency_pct: 52,
    emissions_gCO2_per_kWh: 400,
    output_MWh: 1000,
    location: 'Germany',
    total_co2_tonnes: 400,
    status: 'yellow',
    normalized_output: 100,
    compliance: { eu_ets: CHECK, csrd_esrs: CHECK, sec: CHECK },
    recommendations: [],
    data_available: true,
    ...fields,
  };
}

const BENCHMARKS: Benchmarks = {
  efficiency_avg: 52.5,
  efficiency_p25: 40,
  efficiency_p75: 60,
  emissions_avg: 400,
  emissions_p25: 300,
  emissions_p75: 500,
  efficiency_top_quarter_avg: 60,
  emissions_best_quarter_avg: 300,
  output_max: 1000,
  defaults: false,
};

const unavailable = factory({
  id: 9,
  factory_name: 'Empty',
  efficiency_pct: null,
  emissions_gCO2_per_kWh: null,
  output_MWh: 0,
  normalized_output: 0,
  status: 'red',
  data_available: false,
});

describe('cohort ranking', () => {
  it("names data §4's traffic light by the facility's place in the cohort", () => {
    expect(cohortRank(factory({ status: 'green' }))).toBe('top_quartile');
    expect(cohortRank(factory({ status: 'yellow' }))).toBe('middle');
    expect(cohortRank(factory({ status: 'red' }))).toBe('bottom_quartile');
    // Red because its figures are missing, not because it ranks last.
    expect(cohortRank(unavailable)).toBe('not_ranked');
  });

  it('never uses a plant status word (optimal, warning, critical)', () => {
    for (const label of Object.values(COHORT_RANK_LABELS)) {
      expect(label).not.toMatch(/optimal|warning|critical/i);
    }
  });

  it('counts each ranking, zero for one nobody has, a facility without data apart', () => {
    const list = [
      factory({ status: 'green' }),
      factory({ status: 'red' }),
      factory({ status: 'red' }),
      unavailable,
    ];
    expect(factoryRankCounts(list)).toEqual({
      top_quartile: 1,
      middle: 0,
      bottom_quartile: 2,
      not_ranked: 1,
    });
  });
});

describe('factoryBars', () => {
  it('gives efficiency as is, intensity against the cohort maximum and the normalised output', () => {
    const bars = factoryBars([
      factory({ emissions_gCO2_per_kWh: 800, normalized_output: 100 }),
      factory({ efficiency_pct: 37.5, emissions_gCO2_per_kWh: 200, normalized_output: 25.3 }),
      unavailable,
    ]);
    expect(bars).toEqual([
      { efficiency: 50, intensity: 100, output: 100 },
      { efficiency: 37.5, intensity: 25, output: 25.3 },
      { efficiency: null, intensity: null, output: 0 },
    ]);
  });

  it('has no intensity bar when every intensity is zero (no division by zero)', () => {
    expect(factoryBars([factory({ emissions_gCO2_per_kWh: 0 })])[0]!.intensity).toBeNull();
  });
});

describe('benchmarkInsights', () => {
  it('compares the cohort average with the reference efficiency and names the leaders, with no unsourced best in class', () => {
    const insights = benchmarkInsights(
      [
        factory({ factory_name: 'Alpha', efficiency_pct: 60, emissions_gCO2_per_kWh: 350 }),
        factory({ factory_name: 'Beta', efficiency_pct: 45, emissions_gCO2_per_kWh: 300 }),
        factory({ factory_name: 'Gamma', efficiency_pct: 44.9, emissions_gCO2_per_kWh: 700 }),
        unavailable,
      ],
      BENCHMARKS,
    );
    expect(insights).toEqual({
      averageEfficiency: 52.5,
      referenceEfficiency: 45,
      standing: 'Above Average',
      pointsVsReference: 7.5,
      facilitiesWithData: 3,
      atOrAboveReference: 2,
      mostEfficient: { name: 'Alpha', efficiency: 60 },
      lowestIntensity: { name: 'Beta', intensity: 300 },
    });
  });

  it('says Below Average and At Average from the same comparison', () => {
    const list = [factory({})];
    expect(benchmarkInsights(list, { ...BENCHMARKS, efficiency_avg: 43.9 })).toMatchObject({
      standing: 'Below Average',
      pointsVsReference: -1.1,
    });
    expect(benchmarkInsights(list, { ...BENCHMARKS, efficiency_avg: 45 }).standing).toBe(
      'At Average',
    );
  });

  it('has no average and no standing when the benchmarks are the empty-cohort defaults', () => {
    const insights = benchmarkInsights([unavailable], { ...BENCHMARKS, defaults: true });
    expect(insights).toMatchObject({
      averageEfficiency: null,
      standing: null,
      pointsVsReference: null,
      facilitiesWithData: 0,
      atOrAboveReference: 0,
      mostEfficient: null,
      lowestIntensity: null,
    });
  });
});
