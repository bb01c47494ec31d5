// Factory benchmarking (data §2 Benchmarking, §3 "Factory analysis" and "Benchmarks", §4, §9).
import { EMPTY_COHORT_BENCHMARKS, MAX_FACTORY_RECOMMENDATIONS } from '../constants';
import { beside, num } from '../format';
import { round } from '../round';
import { energyWeightedEfficiency } from './efficiency';
import { co2OrNull, co2WithEstimate } from './ghg';
import type { PlantInventory } from './inventory';
import type { Benchmarks, ComplianceCheck, FactoryBase, TrafficLight } from './types';

/** data §9: the p-th percentile by rank with ceiling, sorted[ceil(p/100 x n) - 1], over ascending values. */
export function percentileByRank(sortedAscending: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.max(rank - 1, 0)]!;
}

/** data §9: emission intensity in gCO2/kWh = CO2 tonnes x 1000 / electricity MWh; null without output. */
export function emissionIntensity(co2Tonnes: number, electricityMWh: number): number | null {
  return electricityMWh > 0 ? (co2Tonnes * 1000) / electricityMWh : null;
}

/** A plant's intensity with its CO2 estimate (issue 38); null when its CO2 is not reported. */
function co2Intensity(p: PlantInventory): number | null {
  const co2 = co2OrNull(p);
  return co2 === null ? null : emissionIntensity(co2, p.electricityMWh);
}

/** One cohort member's unrounded figures: efficiency (%), intensity (gCO2/kWh), output (MWh). */
export interface CohortMember {
  efficiency: number;
  intensity: number;
  output: number;
}

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;

/**
 * The best quarter of the cohort (a quarter of its plants rounded up) from values sorted best first.
 * Its mean, unlike the 75th percentile by rank, can never be worse than the mean of the same plants:
 * one plant far ahead of the rest put the p75 "top 25 %" below the average (issue 37).
 */
const bestQuarterMean = (sortedBestFirst: readonly number[]) =>
  mean(sortedBestFirst.slice(0, Math.ceil(sortedBestFirst.length / 4)));

/**
 * The lower and upper quartiles (data §9, by rank with ceiling), each kept on its side of the mean of
 * the same values: a value far ahead of the rest pulls the mean past the 75th percentile by rank,
 * which then ranked a plant below the average as "top quartile" (issue 37).
 */
function quartiles(sortedAscending: readonly number[], avg: number) {
  return {
    p25: Math.min(percentileByRank(sortedAscending, 25), avg),
    p75: Math.max(percentileByRank(sortedAscending, 75), avg),
  };
}

/** How the quartiles are drawn, as the Benchmarking screen states it under the benchmarks. */
export const QUARTILE_BASIS =
  'Quartiles by rank, each kept on its side of the cohort average: the top quarter never starts below the average, the bottom quarter never above it.';

/** data §9: unrounded cohort benchmarks (%, gCO2/kWh, MWh), or the spec's defaults for an empty cohort. */
export function cohortBenchmarks(cohort: readonly CohortMember[]): Benchmarks {
  if (cohort.length === 0) return { ...EMPTY_COHORT_BENCHMARKS, defaults: true };
  const eff = cohort.map((c) => c.efficiency).sort((a, b) => a - b);
  const em = cohort.map((c) => c.intensity).sort((a, b) => a - b);
  const effAvg = mean(eff);
  const emAvg = mean(em);
  const effQ = quartiles(eff, effAvg);
  const emQ = quartiles(em, emAvg);
  return {
    efficiency_avg: effAvg,
    efficiency_p25: effQ.p25,
    efficiency_p75: effQ.p75,
    emissions_avg: emAvg,
    emissions_p25: emQ.p25,
    emissions_p75: emQ.p75,
    efficiency_top_quarter_avg: bestQuarterMean([...eff].reverse()),
    emissions_best_quarter_avg: bestQuarterMean(em),
    output_max: Math.max(...cohort.map((c) => c.output)),
    defaults: false,
  };
}

/** data §4: the factory traffic light from efficiency (%) and intensity (gCO2/kWh); green is checked first. */
export function factoryLight(efficiency: number, intensity: number, b: Benchmarks): TrafficLight {
  if (efficiency >= b.efficiency_p75 && intensity <= b.emissions_p25) return 'green';
  if (efficiency <= b.efficiency_p25 || intensity >= b.emissions_p75) return 'red';
  return 'yellow';
}

/** A plant's unrounded figures; efficiency and intensity are null when the data cannot give them. */
interface Measured {
  p: PlantInventory;
  efficiency: number | null;
  intensity: number | null;
}

/** What the data holds for ESRS E1, as the CSRD chip's message says after its verdict. */
function esrsMetrics(m: Measured): string {
  if (m.efficiency !== null && m.intensity !== null) {
    return `ESRS E1 metrics available: efficiency ${num(m.efficiency, 1)}%, emission intensity ${num(m.intensity, 1)} gCO2/kWh.`;
  }
  return m.p.rows === 0
    ? 'ESRS E1 metrics incomplete: the data has no rows for this plant, so neither efficiency nor emission intensity can be reported.'
    : `ESRS E1 metrics incomplete: electricity output is ${num(m.p.electricityMWh)} MWh, so emission intensity (gCO2/kWh) cannot be computed.`;
}

/**
 * Issue 26: CSRD compliance is a matter of the company's scope and its whole sustainability statement;
 * no efficiency figure decides it, so the chip is never a verdict, only what the data holds for E1.
 */
function csrdCheck(m: Measured): ComplianceCheck {
  return {
    status: 'not_assessed',
    message: `CSRD compliance not assessed: no efficiency figure decides it. ${esrsMetrics(m)}`,
  };
}

/**
 * Up to 2 actions derived from the plant's figures against the cohort; none without data. Each target lies
 * on the better side of the plant's own figure: an intensity below the cohort's (outlier-pulled) average
 * is not sent toward that average.
 */
function recommendationsFor(m: Measured, b: Benchmarks): string[] {
  if (m.efficiency === null || m.intensity === null) return [];
  const name = m.p.plant_name;
  const out: string[] = [];
  if (m.efficiency < b.efficiency_avg) {
    const below = `${name}: efficiency ${beside(m.efficiency, b.efficiency_avg)}% is ${beside(b.efficiency_avg - m.efficiency, 0)} points below the cohort average of ${num(b.efficiency_avg, 1)}%`;
    // The top quarter starts at or above the average, so a plant below the average is outside it.
    out.push(`${below}; raise it toward the top quarter (from ${num(b.efficiency_p75, 1)}%).`);
  }
  // With no spread (p25 = p75, e.g. a cohort of one) being at the worst bound is also being best: nothing to cut toward.
  if (m.intensity >= b.emissions_p75 && m.intensity > b.emissions_p25) {
    // A worst quarter held at the average is named once, as the average.
    const atAverage = b.emissions_p75 === b.emissions_avg;
    const bound = atAverage
      ? `the cohort average of ${num(b.emissions_avg, 1)} gCO2/kWh, where its worst quarter starts`
      : `the cohort's worst-quarter bound of ${num(b.emissions_p75, 1)} gCO2/kWh`;
    const target =
      m.intensity <= b.emissions_avg
        ? `toward the cohort's best quarter (${num(b.emissions_p25, 1)} gCO2/kWh or less)`
        : atAverage
          ? 'below that average'
          : `toward the cohort average of ${num(b.emissions_avg, 1)} gCO2/kWh`;
    out.push(
      `${name}: emission intensity ${num(m.intensity, 1)} gCO2/kWh is at or above ${bound}; cut it ${target}.`,
    );
  }
  return out.slice(0, MAX_FACTORY_RECOMMENDATIONS);
}

/** data §9 display rounding of the benchmarks: percent and gCO2/kWh to 1 decimal, output to whole MWh. */
function roundBenchmarks(b: Benchmarks): Benchmarks {
  return {
    efficiency_avg: round(b.efficiency_avg, 1),
    efficiency_p25: round(b.efficiency_p25, 1),
    efficiency_p75: round(b.efficiency_p75, 1),
    emissions_avg: round(b.emissions_avg, 1),
    emissions_p25: round(b.emissions_p25, 1),
    emissions_p75: round(b.emissions_p75, 1),
    efficiency_top_quarter_avg: round(b.efficiency_top_quarter_avg, 1),
    emissions_best_quarter_avg: round(b.emissions_best_quarter_avg, 1),
    output_max: round(b.output_max),
    defaults: b.defaults,
  };
}

const LIGHT_ORDER: Record<TrafficLight, number> = { green: 0, yellow: 1, red: 2 };

/**
 * Benchmarks every plant against the cohort of plants with data: efficiency (%, 1 decimal), intensity
 * (gCO2/kWh, 1 decimal), output (whole MWh), traffic light, chips and recommendations; statuses use
 * unrounded figures. A plant without data is 'red' with data_available false (see below).
 */
export function factoryComparison(inventory: readonly PlantInventory[]): {
  factories: FactoryBase[];
  benchmarks: Benchmarks;
} {
  const measured: Measured[] = inventory.map((p) => ({
    p,
    efficiency: p.rows > 0 ? p.avgEfficiency : null,
    intensity: co2Intensity(p),
  }));
  const cohort = measured.flatMap((m) =>
    m.efficiency !== null && m.intensity !== null
      ? [{ efficiency: m.efficiency, intensity: m.intensity, output: m.p.electricityMWh }]
      : [],
  );
  const benchmarks = cohortBenchmarks(cohort);
  const ranked = measured.map((m) => {
    const available = m.efficiency !== null && m.intensity !== null;
    // A plant that cannot be ranked is red, not yellow: yellow would read as "mid-cohort" and hide
    // that its figures are missing; the card shows 'Data unavailable' (data §2).
    const status = available ? factoryLight(m.efficiency!, m.intensity!, benchmarks) : 'red';
    return { m, available, status };
  });
  // data §4: green, yellow, red; within a status by unrounded efficiency descending. Plants without
  // data close the list (a ranked red plant needs action on its figures first), no efficiency last.
  ranked.sort(
    (a, b) =>
      LIGHT_ORDER[a.status] - LIGHT_ORDER[b.status] ||
      Number(b.available) - Number(a.available) ||
      (b.m.efficiency ?? -1) - (a.m.efficiency ?? -1),
  );
  const factories = ranked.map(({ m, available, status }): FactoryBase => ({
    id: m.p.plant_id,
    factory_name: m.p.plant_name,
    efficiency_pct: m.efficiency === null ? null : round(m.efficiency, 1),
    energy_weighted_efficiency_pct: energyWeightedEfficiency(m.p),
    emissions_gCO2_per_kWh: m.intensity === null ? null : round(m.intensity, 1),
    output_MWh: round(m.p.electricityMWh),
    // The plant's one location (the register's country), the same as on every other screen (issue 11).
    location: m.p.location,
    total_co2_tonnes: co2WithEstimate(m.p),
    status,
    normalized_output:
      benchmarks.output_max > 0
        ? round(Math.min((m.p.electricityMWh / benchmarks.output_max) * 100, 100), 1)
        : 0,
    compliance: { csrd_esrs: csrdCheck(m) },
    recommendations: recommendationsFor(m, benchmarks),
    data_available: available,
  }));
  return { factories, benchmarks: roundBenchmarks(benchmarks) };
}
