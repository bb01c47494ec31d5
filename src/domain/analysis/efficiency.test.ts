import { describe, expect, it } from 'vitest';
import { makeDataset, testRow as row } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import { energyWeightedEfficiency, meanHourlyEfficiency } from './efficiency';
import { kpiSummary } from './kpis';
import { plantSummaries } from './plants';

// A CHP plant over two hours: a small hour at 90 % and a large hour at 40 %.
//   hour 1: electricity 5, heat 4, fuel 10 MWh, efficiency_percent 90
//   hour 2: electricity 30, heat 10, fuel 100 MWh, efficiency_percent 40
// Mean of the hourly values: (90 + 40) / 2 = 65 %.
// Energy-weighted: (5 + 4 + 30 + 10) / (10 + 100) = 49 / 110 = 44.545... -> 44.5 %.
const chp = [
  row({
    date: '2025-01-01 00:00:00',
    plant_id: 1,
    electricity_output_MWh: 5,
    heat_output_MWh: 4,
    fuel_consumption_MWh: 10,
    efficiency_percent: 90,
  }),
  row({
    date: '2025-01-01 01:00:00',
    plant_id: 1,
    electricity_output_MWh: 30,
    heat_output_MWh: 10,
    fuel_consumption_MWh: 100,
    efficiency_percent: 40,
  }),
];

describe('the two efficiencies', () => {
  it('weighs each hour by its fuel in the energy-weighted efficiency, not in the mean of hourly values', () => {
    const agg = aggregate(makeDataset(chp));
    expect(meanHourlyEfficiency(agg.totals)).toBe(65);
    expect(energyWeightedEfficiency(agg.totals)).toBe(44.5);
    expect(kpiSummary(agg)).toMatchObject({ avgEfficiency: 65, energyWeightedEfficiency: 44.5 });
    expect(plantSummaries(agg)[0]).toMatchObject({
      avg_efficiency: 65,
      energy_weighted_efficiency: 44.5,
      // The spec's status stays on the mean of hourly values: 65 % is optimal.
      status: 'optimal',
    });
  });

  it('counts heat as output, and has no energy-weighted figure without fuel', () => {
    // (40 + 45) / 100 = 85 %: the heat a CHP plant sells is useful energy.
    expect(energyWeightedEfficiency({ electricityMWh: 40, heatMWh: 45, fuelMWh: 100 })).toBe(85);
    expect(energyWeightedEfficiency({ electricityMWh: 40, heatMWh: 0, fuelMWh: 0 })).toBeNull();
  });
});
