import { describe, expect, it } from 'vitest';
import golden from '../analysis/golden/sample-analysis.json' with { type: 'json' };
import type { Analysis, PlantSummary } from '../analysis/types';
import { sortPlants } from './plant-sort';

const plants = (golden as unknown as Analysis).plants;
const ids = (list: PlantSummary[]) => list.map((p) => p.plant_id);

describe('sortPlants', () => {
  it('orders numbers both ways', () => {
    // Output: Alpha 281,716, Beta 134,933, Delta 82,160, Gamma 76,321 MWh.
    expect(ids(sortPlants(plants, 'total_electricity', 'descending'))).toEqual([1, 2, 4, 3]);
    expect(ids(sortPlants(plants, 'total_electricity', 'ascending'))).toEqual([3, 4, 2, 1]);
    expect(ids(sortPlants(plants, 'avg_efficiency', 'ascending'))).toEqual([1, 3, 4, 2]);
    // Energy-weighted: Alpha 37.7, Delta 41.7, Beta 56.8, Gamma 81.2 (its heat counts).
    expect(ids(sortPlants(plants, 'energy_weighted_efficiency', 'ascending'))).toEqual([
      1, 4, 2, 3,
    ]);
  });

  it('puts a plant without an energy-weighted efficiency (no fuel) below every figure', () => {
    const noFuel = plants.map((p) =>
      p.plant_id === 3 ? { ...p, energy_weighted_efficiency: null } : p,
    );
    expect(ids(sortPlants(noFuel, 'energy_weighted_efficiency', 'ascending'))).toEqual([
      3, 1, 4, 2,
    ]);
    expect(ids(sortPlants(noFuel, 'energy_weighted_efficiency', 'descending'))).toEqual([
      2, 4, 1, 3,
    ]);
  });

  it('orders names alphabetically, ignoring case', () => {
    const named = [
      { ...plants[0]!, plant_id: 1, plant_name: 'beta' },
      { ...plants[0]!, plant_id: 2, plant_name: 'Alpha' },
    ];
    expect(ids(sortPlants(named, 'plant_name', 'ascending'))).toEqual([2, 1]);
  });

  it('orders status by severity and keeps plant_id order among equals', () => {
    // Beta is the only warning plant; Alpha, Gamma and Delta are critical.
    expect(ids(sortPlants(plants, 'status', 'ascending'))).toEqual([2, 1, 3, 4]);
    expect(ids(sortPlants(plants, 'status', 'descending'))).toEqual([1, 3, 4, 2]);
  });

  it('does not reorder its input', () => {
    sortPlants(plants, 'avg_efficiency', 'descending');
    expect(ids(plants)).toEqual([1, 2, 3, 4]);
  });
});
