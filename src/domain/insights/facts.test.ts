import { describe, expect, it } from 'vitest';
import { avoidedCo2, gapWindow, intensityOutliers, levellings, plantFacts } from './facts';
import { dailyPoints, makeInput } from '../testing/insight-fixtures';
import type { Benchmarks, FactoryAnalysis } from '../analysis/types';

describe('avoidedCo2', () => {
  it('scales CO2 with 1 / efficiency', () => {
    // 1000 x (1 - 40/50) = 200
    expect(avoidedCo2(1000, 40, 50)).toBeCloseTo(200, 10);
    expect(avoidedCo2(1000, 50, 50)).toBe(0);
    expect(avoidedCo2(1000, 55, 50)).toBe(0);
    expect(avoidedCo2(1000, 10, 0)).toBe(0);
  });
});

describe('plantFacts', () => {
  it('takes unrounded figures from the inventory and the status from the summary', () => {
    const input = makeInput([{ id: 1, name: 'A', efficiency: 44.96, co2: 100.4 }]);
    expect(plantFacts(input)[0]).toMatchObject({
      efficiency: 44.96,
      co2: 100.4,
      status: 'critical',
    });
  });

  it('falls back to the summary without an inventory entry', () => {
    const input = {
      ...makeInput([{ id: 1, name: 'A', efficiency: 44.96, co2: 100.4 }]),
      inventory: [],
    };
    expect(plantFacts(input)[0]).toMatchObject({ efficiency: 45, co2: 100, rows: 0 });
  });
});

describe('levellings', () => {
  it('targets the fleet average below it, else the optimal threshold, largest saving first', () => {
    const plants = plantFacts(
      makeInput([
        { id: 1, name: 'Low', efficiency: 40, co2: 100 },
        { id: 2, name: 'Mid', efficiency: 55, co2: 1000 },
        { id: 3, name: 'Top', efficiency: 70, co2: 100 },
      ]),
    );
    // fleet average 50: Low 100 x (1 - 40/50) = 20; Mid is above 50 but below 60: 1000 x (1 - 55/60) = 83.33
    const l = levellings(plants, 50);
    expect(l.map((x) => [x.plant.name, x.target, x.targetName])).toEqual([
      ['Mid', 60, 'the optimal threshold'],
      ['Low', 50, 'the fleet average'],
    ]);
    expect(l[0]!.avoidedT).toBeCloseTo(83.3333, 3);
    expect(l[1]!.avoidedT).toBeCloseTo(20, 10);
  });
});

describe('gapWindow', () => {
  it('counts missing days from the first date of the data only', () => {
    const points = dailyPoints('2025-01-01', [null, null, 5, null, 5]);
    const period = { startDate: '2025-01-03', endDate: '2025-01-05', year: 2025 };
    expect(gapWindow(points, period)).toEqual({
      from: '2025-01-03',
      to: '2025-01-05',
      days: 3,
      gaps: ['2025-01-04'],
    });
  });
});

describe('intensityOutliers', () => {
  const factory = (name: string, intensity: number | null, data = true) =>
    ({
      factory_name: name,
      emissions_gCO2_per_kWh: intensity,
      data_available: data,
    }) as FactoryAnalysis;
  const bench = { emissions_p75: 600, defaults: false } as Benchmarks;

  it('keeps factories strictly above the worst-quarter bound, highest first', () => {
    const got = intensityOutliers(
      [
        factory('At', 600),
        factory('Above', 601),
        factory('Far', 900),
        factory('None', null),
        factory('Off', 999, false),
      ],
      bench,
    );
    expect(got.map((f) => f.factory_name)).toEqual(['Far', 'Above']);
  });

  it('finds no outlier against the empty-cohort defaults', () => {
    expect(intensityOutliers([factory('Far', 900)], { ...bench, defaults: true })).toEqual([]);
  });
});
