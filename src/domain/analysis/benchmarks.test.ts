import { describe, expect, it } from 'vitest';
import { makeDataset, type RowInput } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import {
  cohortBenchmarks,
  etsAllowanceProxy,
  factoryComparison,
  percentileByRank,
} from './benchmarks';
import { plantInventory } from './inventory';

function plant(id: number, efficiency: number, co2: number, electricity: number): RowInput {
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

const compare = (rows: RowInput[]) =>
  factoryComparison(plantInventory(aggregate(makeDataset(rows)), 'AR4'));

describe('percentiles by rank (ceiling)', () => {
  it.each([
    [[10], 25, 10],
    [[10, 20], 25, 10], // ceil(0.5) = 1
    [[10, 20], 75, 20], // ceil(1.5) = 2
    [[10, 20, 30, 40], 25, 10], // ceil(1) = 1
    [[10, 20, 30, 40], 75, 30], // ceil(3) = 3
    [[10, 20, 30, 40, 50], 25, 20], // ceil(1.25) = 2
    [[10, 20, 30, 40, 50], 75, 40], // ceil(3.75) = 4
  ])('%j p%i = %i', (values, p, expected) => {
    expect(percentileByRank(values, p)).toBe(expected);
  });

  it('uses the spec defaults for an empty cohort', () => {
    expect(cohortBenchmarks([])).toEqual({
      efficiency_avg: 45,
      efficiency_p25: 35,
      efficiency_p75: 60,
      emissions_avg: 400,
      emissions_p25: 250,
      emissions_p75: 600,
      output_max: 2000,
      defaults: true,
    });
  });
});

describe('factoryComparison', () => {
  // Intensities: P1 1000 g/kWh (100 t / 100 MWh), P2 500, P3 400, P4 300.
  const rows = [
    plant(1, 35, 100, 100),
    plant(2, 50, 50, 100),
    plant(3, 55, 40, 100),
    plant(4, 60, 30, 100),
  ];

  it('computes intensity, benchmarks, lights and the sort order', () => {
    const { factories, benchmarks } = compare(rows);
    expect(benchmarks.efficiency_p25).toBe(35);
    expect(benchmarks.efficiency_p75).toBe(55);
    expect(benchmarks.emissions_p25).toBe(300);
    expect(benchmarks.emissions_p75).toBe(500);
    expect(benchmarks.efficiency_avg).toBe(50);
    // Intensities sorted 300, 400, 500, 1000: p25 = 1st = 300, p75 = 3rd = 500.
    // P4: 60 >= 55 and 300 <= 300 -> green; P3: 400 > 300 and neither red rule -> yellow;
    // P2: 500 >= p75 500 -> red; P1: 35 <= p25 -> red. Green, yellow, red; then efficiency descending.
    expect(factories.map((f) => [f.id, f.status])).toEqual([
      [4, 'green'],
      [3, 'yellow'],
      [2, 'red'],
      [1, 'red'],
    ]);
    expect(factories.find((f) => f.id === 1)!.emissions_gCO2_per_kWh).toBe(1000);
    expect(factories[0]!.normalized_output).toBe(100);
    expect(factories[0]!.location).toBe('France');
  });

  it('gives at most 2 recommendations naming the figures', () => {
    const p1 = compare(rows).factories.find((f) => f.id === 1)!;
    expect(p1.recommendations).toHaveLength(2);
    expect(p1.recommendations[0]).toBe(
      'Raise efficiency from 35% toward the cohort average of 50% (15 points).',
    );
    expect(p1.recommendations[1]).toContain('1,000 gCO2/kWh');
  });

  it('sets the EU ETS chip from the allowance proxy: above 90 non-compliant, above 75 warning', () => {
    // 1,800 t / 2,000 = 90 % (not above 90): warning; 1,500 t = 75 %: compliant; 1,820 t = 91 %.
    expect(etsAllowanceProxy(5000)).toBe(100);
    const { factories } = compare([
      plant(1, 50, 1800, 10_000),
      plant(2, 50, 1500, 10_000),
      plant(3, 50, 1820, 10_000),
    ]);
    const chip = (id: number) => factories.find((f) => f.id === id)!.compliance.eu_ets.status;
    expect([chip(1), chip(2), chip(3)]).toEqual(['warning', 'compliant', 'non_compliant']);
  });

  it('marks a plant without electricity as data unavailable, outside the cohort', () => {
    const { factories, benchmarks } = compare([plant(1, 50, 10, 0), plant(2, 40, 10, 100)]);
    const p1 = factories.find((f) => f.id === 1)!;
    expect(p1.data_available).toBe(false);
    expect(p1.emissions_gCO2_per_kWh).toBeNull();
    expect(p1.compliance.csrd_esrs.status).toBe('warning');
    expect(p1.recommendations).toEqual([]);
    expect(benchmarks.efficiency_avg).toBe(40);
  });
});
