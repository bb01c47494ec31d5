import { describe, expect, it } from 'vitest';
import { makeDataset, type RowInput } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import {
  cohortBenchmarks,
  emissionIntensity,
  factoryComparison,
  factoryLight,
  percentileByRank,
} from './benchmarks';
import { plantInventory, type PlantInventory } from './inventory';
import type { FactoryBase } from './types';

/** A plant's inventory built directly, so that order, efficiency and row counts are exact. */
function inv(
  id: number,
  efficiency: number,
  co2Tonnes: number,
  electricityMWh: number,
  rows = 1,
): PlantInventory {
  return {
    plant_id: id,
    plant_name: `P${id}`,
    fuel_type: 'coal',
    location: 'US',
    sector: 'Energy - Coal',
    renewableShare: 5,
    rows,
    gasEstimates: { co2: null, ch4: null, n2o: null },
    electricityMWh,
    heatMWh: 0,
    fuelMWh: 0,
    co2Tonnes,
    ch4Kg: 0,
    n2oKg: 0,
    hours: rows,
    co2Hours: rows,
    ch4Hours: rows,
    n2oHours: rows,
    so2Kg: 0,
    noxKg: 0,
    fuelTonnes: 0,
    fuelTonnesHours: 0,
    fuelM3: 0,
    fuelM3Hours: 0,
    fuelNm3: 0,
    fuelNm3Hours: 0,
    so2Hours: 0,
    noxHours: 0,
    ch4CO2e: 0,
    n2oCO2e: 0,
    totalCO2e: co2Tonnes,
    avgEfficiency: rows > 0 ? efficiency : 0,
  };
}

function row(id: number, efficiency: number, co2: number, electricity: number): RowInput {
  return {
    date: '2025-01-01 00:00:00',
    plant_id: id,
    plant_name: `P${id}`,
    fuel_type: 'coal',
    electricity_output_MWh: electricity,
    fuel_consumption_MWh: 1,
    CO2_emissions_tonnes: co2,
    CH4_emissions_kg: 0,
    N2O_emissions_kg: 0,
    efficiency_percent: efficiency,
  };
}

const byId = (factories: FactoryBase[], id: number) => factories.find((f) => f.id === id)!;

describe('percentiles by rank (ceiling)', () => {
  it.each([
    [[10], 25, 10], // n=1: ceil(0.25) = 1
    [[10], 75, 10], // ceil(0.75) = 1
    [[10, 20], 25, 10], // n=2: ceil(0.5) = 1
    [[10, 20], 75, 20], // ceil(1.5) = 2
    [[10, 20, 30, 40], 25, 10], // n=4: ceil(1) = 1
    [[10, 20, 30, 40], 75, 30], // ceil(3) = 3
    [[10, 20, 30, 40, 50], 25, 20], // n=5: ceil(1.25) = 2
    [[10, 20, 30, 40, 50], 75, 40], // ceil(3.75) = 4
    [[10, 20, 30], 0, 10], // ceil(0) - 1 = -1, clamped to the first
  ])('%j p%i = %i', (values, p, expected) => {
    expect(percentileByRank(values, p)).toBe(expected);
  });
});

describe('emissionIntensity', () => {
  it('is CO2 t x 1000 / MWh, null without electricity', () => {
    // 50 t x 1000 / 200 MWh = 250 gCO2/kWh.
    expect(emissionIntensity(50, 200)).toBe(250);
    expect(emissionIntensity(50, 0)).toBeNull();
  });
});

describe('cohort benchmarks', () => {
  const DEFAULTS = {
    efficiency_avg: 45,
    efficiency_p25: 35,
    efficiency_p75: 60,
    efficiency_top_quarter_avg: 60,
    emissions_best_quarter_avg: 250,
    emissions_avg: 400,
    emissions_p25: 250,
    emissions_p75: 600,
    output_max: 2000,
    defaults: true,
  };

  it('uses the spec defaults for an empty cohort', () => {
    expect(cohortBenchmarks([])).toEqual(DEFAULTS);
    expect(factoryComparison([])).toEqual({ factories: [], benchmarks: DEFAULTS });
  });

  it('uses the defaults when no plant has data, and ranks nobody against them', () => {
    // No electricity: intensity cannot be computed, so the plant is outside the cohort.
    const { factories, benchmarks } = factoryComparison([inv(1, 50, 10, 0)]);
    expect(benchmarks).toEqual(DEFAULTS);
    expect(factories[0]!.status).toBe('red');
    expect(factories[0]!.normalized_output).toBe(0);
  });

  it('rounds the displayed benchmarks: percent and intensity to 1 decimal, output to whole MWh', () => {
    // Efficiency 40.04 and 50.08: avg 45.06 -> 45.1, p25 = 1st = 40.0, p75 = 2nd = 50.1.
    // Intensity 1 t x 1000 / 3 MWh = 333.333 and 100 t x 1000 / 400.6 MWh = 249.626:
    // avg 291.479 -> 291.5, p25 249.6, p75 333.3. Output max 400.6 -> 401 MWh.
    const { benchmarks } = factoryComparison([inv(1, 40.04, 1, 3), inv(2, 50.08, 100, 400.6)]);
    expect(benchmarks).toEqual({
      efficiency_avg: 45.1,
      efficiency_p25: 40,
      efficiency_p75: 50.1,
      emissions_avg: 291.5,
      emissions_p25: 249.6,
      emissions_p75: 333.3,
      efficiency_top_quarter_avg: 50.1,
      emissions_best_quarter_avg: 249.6,
      output_max: 401,
      defaults: false,
    });
  });
});

describe('the top and best quarters beside the cohort average (issue 37)', () => {
  // One plant far above the rest: the old "Top 25%" (p75 by rank = 3rd of 4, 35 %) sat below the
  // 43.8 % average of the same four plants; one far cleaner plant did the same for intensity.
  const skewed = [
    { efficiency: 30, intensity: 500, output: 1 },
    { efficiency: 32, intensity: 520, output: 1 },
    { efficiency: 35, intensity: 540, output: 1 },
    { efficiency: 78, intensity: 100, output: 1 },
  ];
  it('gives the mean of the best quarter of the same plants, never below the average', () => {
    const b = cohortBenchmarks(skewed);
    expect(b.efficiency_avg).toBe(43.75);
    expect(b.efficiency_top_quarter_avg).toBe(78);
    expect(b.efficiency_top_quarter_avg).toBeGreaterThanOrEqual(b.efficiency_avg);
    expect(b.emissions_best_quarter_avg).toBe(100);
    expect(b.emissions_best_quarter_avg).toBeLessThanOrEqual(b.emissions_avg);
  });
  it('never puts the top quartile below the average of the same plants', () => {
    // By rank alone the top quartile would start at the 3rd of 4, 35 %, below the 43.75 % average,
    // and a plant at 35 % would be ranked top while below average: it starts at the average.
    const b = cohortBenchmarks(skewed);
    expect(b.efficiency_p75).toBe(43.75);
    expect(b.efficiency_p25).toBe(30);
    expect(factoryLight(35, 100, b)).not.toBe('green');
    // Intensity, where lower is better: the best quartile is 100 (below the 415 average); the
    // worst starts at the 3rd of 4, 520, above it.
    expect(b.emissions_p25).toBe(100);
    expect(b.emissions_p75).toBe(520);
  });
  it('keeps each quartile on its side of the average, whichever way the cohort is skewed', () => {
    // Intensities 100, 101, 102, 1,000: by rank the worst quartile would start at 102, far better
    // than the 325.75 average; efficiencies 0, 50, 51, 52, 53: by rank the bottom quartile would
    // end at 50 (2nd of 5), above the 41.2 average.
    const clean = [100, 101, 102, 1000].map((intensity) => ({
      efficiency: 50,
      intensity,
      output: 1,
    }));
    expect(cohortBenchmarks(clean).emissions_p75).toBe(325.75);
    expect(cohortBenchmarks(clean).emissions_p25).toBe(100);
    const behind = [0, 50, 51, 52, 53].map((efficiency) => ({
      efficiency,
      intensity: 1,
      output: 1,
    }));
    expect(cohortBenchmarks(behind).efficiency_p25).toBeCloseTo(41.2, 10);
    expect(cohortBenchmarks(behind).efficiency_p75).toBe(52);
  });
  it('takes the best quarter rounded up: two of five plants', () => {
    const b = cohortBenchmarks([...skewed, { efficiency: 60, intensity: 300, output: 1 }]);
    expect(b.efficiency_top_quarter_avg).toBe(69);
    expect(b.emissions_best_quarter_avg).toBe(200);
  });
});

describe('factoryLight (data §4)', () => {
  const b = {
    ...cohortBenchmarks([]),
    efficiency_p25: 40,
    efficiency_p75: 60,
    emissions_p25: 300,
    emissions_p75: 500,
  };
  it.each([
    [60, 300, 'green'], // at p75 efficiency and at p25 intensity
    [60, 300.1, 'yellow'],
    [59.9, 300, 'yellow'],
    [40, 400, 'red'], // at p25 efficiency only
    [40.1, 400, 'yellow'],
    [50, 500, 'red'], // at p75 intensity only
    [50, 499.9, 'yellow'],
    [70, 500, 'red'], // red intensity outweighs top efficiency
  ] as const)('efficiency %s%%, intensity %s gCO2/kWh: %s', (eff, intensity, light) => {
    expect(factoryLight(eff, intensity, b)).toBe(light);
  });

  it('checks green before red when the quartiles coincide', () => {
    const flat = {
      ...b,
      efficiency_p25: 40,
      efficiency_p75: 40,
      emissions_p25: 300,
      emissions_p75: 300,
    };
    expect(factoryLight(40, 300, flat)).toBe('green');
  });
});

describe('factoryComparison', () => {
  // Intensities: P1 1000 g/kWh (100 t / 100 MWh), P2 500, P3 400 (20 t / 50 MWh), P4 300.
  const rows = [row(1, 35, 100, 100), row(2, 50, 50, 100), row(3, 55, 20, 50), row(4, 60, 30, 100)];
  const compare = (r: RowInput[]) =>
    factoryComparison(plantInventory(aggregate(makeDataset(r)), 'AR4'));

  it('computes the benchmarks, lights and sort order from the data', () => {
    const { factories, benchmarks } = compare(rows);
    // Efficiency 35, 50, 55, 60: avg 50, p25 = 1st = 35, p75 = 3rd = 55.
    // Intensity 300, 400, 500, 1000: avg 550, p25 = 300, p75 by rank = 500, below the average, so
    // the worst quarter starts at the average, 550. Max output 100 MWh.
    // The best quarter is one plant of four: efficiency 60, intensity 300.
    expect(benchmarks).toEqual({
      efficiency_avg: 50,
      efficiency_p25: 35,
      efficiency_p75: 55,
      emissions_avg: 550,
      emissions_p25: 300,
      emissions_p75: 550,
      efficiency_top_quarter_avg: 60,
      emissions_best_quarter_avg: 300,
      output_max: 100,
      defaults: false,
    });
    // P4: 60 >= 55 and 300 <= 300 -> green. P3: 55 >= 55 but 400 > 300; not <= 35, not >= 550 -> yellow.
    // P2: 500, below the 550 average intensity, is not in the worst quarter -> yellow. P1: 35 <= 35 -> red.
    expect(factories.map((f) => [f.id, f.status])).toEqual([
      [4, 'green'],
      [3, 'yellow'],
      [2, 'yellow'],
      [1, 'red'],
    ]);
    expect(byId(factories, 3)).toMatchObject({
      factory_name: 'P3',
      efficiency_pct: 55,
      emissions_gCO2_per_kWh: 400, // 20 t x 1000 / 50 MWh
      output_MWh: 50,
      total_co2_tonnes: 20,
      normalized_output: 50, // 50 / 100 x 100
      data_available: true,
    });
    expect(byId(factories, 4).normalized_output).toBe(100);
    expect(byId(factories, 1).emissions_gCO2_per_kWh).toBe(1000);
  });

  it('averages efficiency over the rows and rounds the displayed figures', () => {
    // Efficiency (47.2 + 47.3) / 2 = 47.25 -> 47.3; intensity 1 t x 1000 / 3 MWh = 333.33 -> 333.3;
    // output 1.2 + 1.8 = 3 MWh.
    const { factories } = compare([
      { ...row(1, 47.2, 0.5, 1.2), date: '2025-01-01 00:00:00' },
      { ...row(1, 47.3, 0.5, 1.8), date: '2025-01-01 01:00:00' },
      row(2, 40, 1000, 1234.5),
    ]);
    expect(byId(factories, 1).efficiency_pct).toBe(47.3);
    expect(byId(factories, 1).emissions_gCO2_per_kWh).toBe(333.3);
    expect(byId(factories, 2).output_MWh).toBe(1235);
    // 3 / 1234.5 x 100 = 0.243 -> 0.2.
    expect(byId(factories, 1).normalized_output).toBe(0.2);
  });

  it('judges and sorts on unrounded figures', () => {
    // Efficiency sorted 30, 55.01, 55.04, 60: p25 = 30, p75 = 3rd = 55.04.
    // Intensity sorted 300, 400, 500, 600: p25 = 300, p75 = 500.
    // P1 (55.01, 300): 55.01 < 55.04 -> not green although both print 55.0; not red -> yellow.
    // P2 (55.04, 400): not <= 300 -> yellow. Within yellow, 55.04 before 55.01.
    const { factories, benchmarks } = factoryComparison([
      inv(1, 55.01, 300, 1000),
      inv(2, 55.04, 400, 1000),
      inv(3, 60, 500, 1000),
      inv(4, 30, 600, 1000),
    ]);
    expect(benchmarks.efficiency_p75).toBe(55);
    expect(factories.map((f) => [f.id, f.status, f.efficiency_pct])).toEqual([
      [2, 'yellow', 55],
      [1, 'yellow', 55],
      [3, 'red', 60],
      [4, 'red', 30],
    ]);
  });

  it('makes a single plant its own green benchmark, without recommendations against itself', () => {
    const { factories, benchmarks } = factoryComparison([inv(1, 40, 500, 1000)]);
    // n=1: every percentile is the plant itself; green is checked before red.
    expect(benchmarks).toMatchObject({
      efficiency_p25: 40,
      efficiency_p75: 40,
      emissions_p75: 500,
    });
    expect(factories[0]!.status).toBe('green');
    expect(factories[0]!.normalized_output).toBe(100);
    expect(factories[0]!.recommendations).toEqual([]);
  });

  it("places each plant where the register and the compliance views place it, the user's country first", () => {
    const rows = [1, 2, 5].map((id) => row(id, 50, 10, 100));
    const where = (overrides = {}) =>
      Object.fromEntries(
        factoryComparison(
          plantInventory(aggregate(makeDataset(rows)), 'AR4', overrides),
        ).factories.map((f) => [f.id, f.location]),
      );
    // data §9 by plant_id (1 US, 2 Germany, otherwise Europe), not the spec's separate benchmarking list.
    expect(where()).toEqual({ 1: 'US', 2: 'Germany', 5: 'Europe' });
    expect(where({ 2: { location: 'Belgium' } })).toEqual({ 1: 'US', 2: 'Belgium', 5: 'Europe' });
  });
});

describe('missing data', () => {
  // P3 has rows but no electricity; P4 has no rows at all.
  const { factories, benchmarks } = factoryComparison([
    inv(1, 50, 100, 1000),
    inv(2, 40, 200, 1000),
    inv(3, 70, 10, 0),
    inv(4, 0, 0, 0, 0),
  ]);

  it('keeps plants without efficiency or intensity out of the cohort', () => {
    // Cohort P1, P2: efficiency avg 45, intensities 100 and 200.
    expect(benchmarks.efficiency_avg).toBe(45);
    expect(benchmarks.emissions_p75).toBe(200);
  });

  it('marks them red and data_available false, after every ranked red plant', () => {
    // P2 (40 <= p25 40) is red with data; then P3 (efficiency 70, no intensity); then P4 (no efficiency).
    expect(factories.map((f) => [f.id, f.status, f.data_available])).toEqual([
      [1, 'green', true],
      [2, 'red', true],
      [3, 'red', false],
      [4, 'red', false],
    ]);
  });

  it('shows null figures, no recommendations, and says what is missing in the chips', () => {
    const p3 = byId(factories, 3);
    expect(p3.efficiency_pct).toBe(70);
    expect(p3.emissions_gCO2_per_kWh).toBeNull();
    expect(p3.recommendations).toEqual([]);
    expect(p3.compliance.csrd_esrs).toEqual({
      status: 'not_assessed',
      message:
        'CSRD compliance not assessed: no efficiency figure decides it. ' +
        'ESRS E1 metrics incomplete: electricity output is 0 MWh, so emission intensity (gCO2/kWh) cannot be computed.',
    });

    const p4 = byId(factories, 4);
    expect(p4.efficiency_pct).toBeNull();
    expect(p4.emissions_gCO2_per_kWh).toBeNull();
    expect(p4.recommendations).toEqual([]);
    expect(p4.compliance.csrd_esrs).toEqual({
      status: 'not_assessed',
      message:
        'CSRD compliance not assessed: no efficiency figure decides it. ' +
        'ESRS E1 metrics incomplete: the data has no rows for this plant, so neither efficiency nor emission intensity can be reported.',
    });
  });

  it('gives a CSRD/ESRS chip naming both figures, not assessed: no efficiency figure decides CSRD', () => {
    expect(byId(factories, 1).compliance.csrd_esrs).toEqual({
      status: 'not_assessed',
      message:
        'CSRD compliance not assessed: no efficiency figure decides it. ' +
        'ESRS E1 metrics available: efficiency 50.0%, emission intensity 100.0 gCO2/kWh.',
    });
    for (const f of factories) expect(f.compliance.csrd_esrs.status).toBe('not_assessed');
  });
});

describe('recommendations', () => {
  it('names the plant, the figure and the cohort threshold, at most 2', () => {
    // P1 35 %, 10,000 t / 10,000 MWh = 1000 g/kWh; P2 60 %, 3,000 t / 10,000 MWh = 300 g/kWh.
    // Efficiency avg (35 + 60) / 2 = 47.5, p75 = 2nd = 60. Intensity avg 650, p25 300, p75 1000.
    const { factories } = factoryComparison([inv(1, 35, 10_000, 10_000), inv(2, 60, 3000, 10_000)]);
    // P1 is below the efficiency average and at the intensity 75th percentile.
    expect(byId(factories, 1).recommendations).toEqual([
      'P1: efficiency 35.0% is 12.5 points below the cohort average of 47.5%; raise it toward the top quarter (from 60.0%).',
      "P1: emission intensity 1,000.0 gCO2/kWh is at or above the cohort's worst-quarter bound of 1,000.0 gCO2/kWh; cut it toward the cohort average of 650.0 gCO2/kWh.",
    ]);
    // P2 is best on both counts: nothing to advise.
    expect(byId(factories, 2).recommendations).toEqual([]);
  });

  it('does not send a top-quarter plant to the top quarter when an outlier lifts the average above it', () => {
    // Efficiency 30, 31, 32, 90 %: avg 183 / 4 = 45.75, p75 = 3rd = 32. Every intensity is 100 g/kWh
    // (100 t / 1,000 MWh), so p25 = p75 and no intensity advice.
    const { factories } = factoryComparison([
      inv(1, 30, 100, 1000),
      inv(2, 31, 100, 1000),
      inv(3, 32, 100, 1000),
      inv(4, 90, 100, 1000),
    ]);
    expect(byId(factories, 2).recommendations).toEqual([
      'P2: efficiency 31.0% is 14.8 points below the cohort average of 45.8%; raise it toward the top quarter (from 45.8%).',
    ]);
    // P3 is at the 3rd of 4 by rank, yet 13.75 points below the average: not in the top quarter.
    expect(byId(factories, 3).recommendations).toEqual([
      'P3: efficiency 32.0% is 13.8 points below the cohort average of 45.8%; raise it toward the top quarter (from 45.8%).',
    ]);
    expect(byId(factories, 4).recommendations).toEqual([]);
  });

  it('never tells a plant below the average intensity to move toward that average', () => {
    // Intensities 100, 101, 102, 1,000 g/kWh (t per 1,000 MWh): avg 1,303 / 4 = 325.75, p25 = 100,
    // p75 by rank = 3rd = 102, below the average: the worst quarter starts at 325.75. Every
    // efficiency is 50 %, so no efficiency advice.
    const { factories } = factoryComparison([
      inv(1, 50, 100, 1000),
      inv(2, 50, 101, 1000),
      inv(3, 50, 102, 1000),
      inv(4, 50, 1000, 1000),
    ]);
    // P3 is below the average: not in the worst quarter, nothing to cut.
    expect(byId(factories, 3).recommendations).toEqual([]);
    // P4 is above the average: the average is below it, so it stays the target.
    expect(byId(factories, 4).recommendations).toEqual([
      'P4: emission intensity 1,000.0 gCO2/kWh is at or above the cohort average of 325.8 gCO2/kWh, where its worst quarter starts; cut it below that average.',
    ]);
    expect(byId(factories, 1).recommendations).toEqual([]);
    expect(byId(factories, 2).recommendations).toEqual([]);
    // Intensities 10, 15, 20, 35: avg 20 = p75 by rank. P3 at exactly the average is sent to the
    // best quarter, below its own figure, not to the average it already has.
    const atAverage = factoryComparison([
      inv(1, 50, 10, 1000),
      inv(2, 50, 15, 1000),
      inv(3, 50, 20, 1000),
      inv(4, 50, 35, 1000),
    ]).factories;
    expect(byId(atAverage, 3).recommendations).toEqual([
      "P3: emission intensity 20.0 gCO2/kWh is at or above the cohort average of 20.0 gCO2/kWh, where its worst quarter starts; cut it toward the cohort's best quarter (10.0 gCO2/kWh or less).",
    ]);
  });

  it('says nothing at exactly the cohort average', () => {
    // P1 50 %, P2 40 %, P3 60 %: avg 50, P1 exactly at it.
    // Intensities 75 (1,500 t / 20,000 MWh), 100, 100: p25 = 1st = 75, p75 = 3rd = 100; P1 is below p75.
    const { factories } = factoryComparison([
      inv(1, 50, 1500, 20_000),
      inv(2, 40, 1000, 10_000),
      inv(3, 60, 1000, 10_000),
    ]);
    expect(byId(factories, 1).recommendations).toEqual([]);
  });
});
