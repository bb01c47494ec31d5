// Factory benchmarking (data §2 Benchmarking, §3 "Factory analysis" and "Benchmarks", §4, §9).
import {
  EMPTY_COHORT_BENCHMARKS,
  ETS_CHIP_ALLOWANCE_DIVISOR_T,
  ETS_CHIP_NON_COMPLIANT_ABOVE_PCT,
  ETS_CHIP_WARNING_ABOVE_PCT,
  MAX_FACTORY_RECOMMENDATIONS,
} from '../constants';
import { round } from '../round';
import type { PlantInventory } from './inventory';
import { benchmarkLocation } from './plant-profile';
import type {
  Benchmarks,
  ComplianceCheck,
  FactoryAnalysis,
  PlantOverride,
  TrafficLight,
} from './types';

const fmt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** data §9: the p-th percentile by rank with ceiling over ascending values. */
export function percentileByRank(sortedAscending: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.max(rank - 1, 0)]!;
}

/** Emission intensity in gCO2/kWh: CO2 tonnes x 1000 / electricity MWh (data §9); null without output. */
export function emissionIntensity(co2Tonnes: number, electricityMWh: number): number | null {
  return electricityMWh > 0 ? (co2Tonnes * 1000) / electricityMWh : null;
}

interface Measured {
  p: PlantInventory;
  efficiency: number | null;
  intensity: number | null;
}

const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;

/** The cohort benchmarks over the facilities with data, or the spec's defaults for an empty cohort. */
export function cohortBenchmarks(
  cohort: readonly { efficiency: number; intensity: number; output: number }[],
): Benchmarks {
  if (cohort.length === 0) return { ...EMPTY_COHORT_BENCHMARKS, defaults: true };
  const eff = cohort.map((c) => c.efficiency).sort((a, b) => a - b);
  const em = cohort.map((c) => c.intensity).sort((a, b) => a - b);
  return {
    efficiency_avg: mean(eff),
    efficiency_p25: percentileByRank(eff, 25),
    efficiency_p75: percentileByRank(eff, 75),
    emissions_avg: mean(em),
    emissions_p25: percentileByRank(em, 25),
    emissions_p75: percentileByRank(em, 75),
    output_max: Math.max(...cohort.map((c) => c.output)),
    defaults: false,
  };
}

/** data §4: green at or above p75 efficiency and at or below p25 intensity; red at or below p25 efficiency or at or above p75 intensity. */
export function factoryLight(efficiency: number, intensity: number, b: Benchmarks): TrafficLight {
  if (efficiency >= b.efficiency_p75 && intensity <= b.emissions_p25) return 'green';
  if (efficiency <= b.efficiency_p25 || intensity >= b.emissions_p75) return 'red';
  return 'yellow';
}

/** data §9: EU ETS chip allowance proxy in percent = total CO2 / 2000 x 100, capped at 100. */
export function etsAllowanceProxy(co2Tonnes: number): number {
  return Math.min((co2Tonnes / ETS_CHIP_ALLOWANCE_DIVISOR_T) * 100, 100);
}

function etsCheck(co2Tonnes: number): ComplianceCheck {
  const proxy = etsAllowanceProxy(co2Tonnes);
  const basis = `Allowance-use proxy ${fmt.format(proxy)}% (${fmt.format(co2Tonnes)} tCO2 against a ${fmt.format(ETS_CHIP_ALLOWANCE_DIVISOR_T)} t reference, capped at 100%)`;
  if (proxy > ETS_CHIP_NON_COMPLIANT_ABOVE_PCT) {
    return {
      status: 'non_compliant',
      message: `${basis}: above ${ETS_CHIP_NON_COMPLIANT_ABOVE_PCT}%.`,
    };
  }
  if (proxy > ETS_CHIP_WARNING_ABOVE_PCT) {
    return { status: 'warning', message: `${basis}: above ${ETS_CHIP_WARNING_ABOVE_PCT}%.` };
  }
  return { status: 'compliant', message: `${basis}: at or below ${ETS_CHIP_WARNING_ABOVE_PCT}%.` };
}

function csrdCheck(m: Measured): ComplianceCheck {
  return m.efficiency !== null && m.intensity !== null
    ? {
        status: 'compliant',
        message: `ESRS E1 metrics available: efficiency ${fmt.format(m.efficiency)}%, intensity ${fmt.format(m.intensity)} gCO2/kWh.`,
      }
    : {
        status: 'warning',
        message:
          'ESRS E1 metrics incomplete: efficiency or emission intensity cannot be computed from the data.',
      };
}

function secCheck(m: Measured): ComplianceCheck {
  return m.p.rows > 0
    ? {
        status: 'compliant',
        message: `Scope 1 CO2 available for disclosure: ${fmt.format(m.p.co2Tonnes)} t.`,
      }
    : { status: 'warning', message: 'No CO2 figure in the data for a scope 1 disclosure.' };
}

function recommendationsFor(m: Measured, b: Benchmarks): string[] {
  if (m.efficiency === null || m.intensity === null) return [];
  const out: string[] = [];
  if (m.efficiency < b.efficiency_avg) {
    out.push(
      `Raise efficiency from ${fmt.format(m.efficiency)}% toward the cohort average of ${fmt.format(b.efficiency_avg)}% (${fmt.format(b.efficiency_avg - m.efficiency)} points).`,
    );
  }
  if (m.intensity >= b.emissions_p75) {
    out.push(
      `Cut emission intensity of ${fmt.format(m.intensity)} gCO2/kWh, at or above the cohort's 75th percentile of ${fmt.format(b.emissions_p75)} gCO2/kWh.`,
    );
  }
  const proxy = etsAllowanceProxy(m.p.co2Tonnes);
  if (proxy > ETS_CHIP_WARNING_ABOVE_PCT) {
    out.push(
      `Review EU ETS allowance cover: the proxy stands at ${fmt.format(proxy)}%, above ${ETS_CHIP_WARNING_ABOVE_PCT}%.`,
    );
  }
  return out.slice(0, MAX_FACTORY_RECOMMENDATIONS);
}

const LIGHT_ORDER: Record<TrafficLight, number> = { green: 0, yellow: 1, red: 2 };

/** Benchmarks every plant against the cohort: efficiency (%), intensity (gCO2/kWh), output (MWh), light, chips. */
export function factoryComparison(
  inventory: readonly PlantInventory[],
  overrides: Readonly<Record<number, PlantOverride>> = {},
): { factories: FactoryAnalysis[]; benchmarks: Benchmarks } {
  const measured: Measured[] = inventory.map((p) => ({
    p,
    efficiency: p.rows > 0 ? p.avgEfficiency : null,
    intensity: emissionIntensity(p.co2Tonnes, p.electricityMWh),
  }));
  const cohort = measured.flatMap((m) =>
    m.efficiency !== null && m.intensity !== null
      ? [{ efficiency: m.efficiency, intensity: m.intensity, output: m.p.electricityMWh }]
      : [],
  );
  const benchmarks = cohortBenchmarks(cohort);
  const factories = measured.map((m): FactoryAnalysis => {
    const available = m.efficiency !== null && m.intensity !== null;
    return {
      id: m.p.plant_id,
      factory_name: m.p.plant_name,
      efficiency_pct: m.efficiency === null ? null : round(m.efficiency, 1),
      emissions_gCO2_per_kWh: m.intensity === null ? null : round(m.intensity, 1),
      output_MWh: round(m.p.electricityMWh),
      location: benchmarkLocation(m.p, overrides[m.p.plant_id]),
      total_co2_tonnes: m.p.co2Tonnes,
      // A facility without data cannot be ranked; red asks for attention rather than implying "average".
      status: available ? factoryLight(m.efficiency!, m.intensity!, benchmarks) : 'red',
      normalized_output:
        benchmarks.output_max > 0
          ? round((m.p.electricityMWh / benchmarks.output_max) * 100, 1)
          : 0,
      compliance: { eu_ets: etsCheck(m.p.co2Tonnes), csrd_esrs: csrdCheck(m), sec: secCheck(m) },
      recommendations: recommendationsFor(m, benchmarks),
      data_available: available,
    };
  });
  factories.sort(
    (a, b) =>
      LIGHT_ORDER[a.status] - LIGHT_ORDER[b.status] ||
      (b.efficiency_pct ?? -1) - (a.efficiency_pct ?? -1),
  );
  return { factories, benchmarks };
}
