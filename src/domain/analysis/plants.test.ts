import { describe, expect, it } from 'vitest';
import { makeDataset, testRow as row } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import { gaugeColor, plantStatus, plantStatusCounts, plantSummaries } from './plants';

describe('plantStatus', () => {
  it('is critical below 45, warning from 45 to below 60, optimal from 60 (data §4)', () => {
    expect(plantStatus(0)).toBe('critical');
    expect(plantStatus(44.99)).toBe('critical');
    expect(plantStatus(45)).toBe('warning');
    expect(plantStatus(59.99)).toBe('warning');
    expect(plantStatus(60)).toBe('optimal');
    expect(plantStatus(100)).toBe('optimal');
  });
});

describe('gaugeColor', () => {
  it('is green at 60 or above, orange at 45 or above, red below 45 (data §9)', () => {
    expect(gaugeColor(44.99)).toBe('red');
    expect(gaugeColor(45)).toBe('orange');
    expect(gaugeColor(59.99)).toBe('orange');
    expect(gaugeColor(60)).toBe('green');
  });
});

describe('plantSummaries', () => {
  // Each plant's second reading, an hour after its first (a repeated instant would count once).
  const HOUR_LATER = '2025-01-01 01:00:00';
  const agg = aggregate(
    makeDataset([
      // Rows out of plant order: the summaries come back by ascending plant_id.
      row({
        plant_id: 3,
        plant_name: 'Gamma',
        fuel_type: 'Natural Gas',
        efficiency_percent: 59,
        electricity_output_MWh: 10.5,
        CO2_emissions_tonnes: 4.4,
      }),
      row({ plant_id: 3, plant_name: 'Gamma', efficiency_percent: 61, date: HOUR_LATER }),
      row({
        plant_id: 1,
        plant_name: 'Alpha',
        efficiency_percent: 44.95,
        electricity_output_MWh: 100.2,
        CO2_emissions_tonnes: 50.7,
      }),
      row({
        plant_id: 1,
        plant_name: 'Alpha',
        date: HOUR_LATER,
        efficiency_percent: 44.97,
        electricity_output_MWh: 100.2,
        CO2_emissions_tonnes: 50.7,
      }),
      row({ plant_id: 2, plant_name: 'Beta', efficiency_percent: 44 }),
      row({ plant_id: 2, plant_name: 'Beta', efficiency_percent: 46, date: HOUR_LATER }),
    ]),
  );
  const summaries = plantSummaries(agg);

  it('lists plants by ascending plant_id with rounded totals', () => {
    expect(summaries.map((s) => s.plant_id)).toEqual([1, 2, 3]);
    // Alpha: electricity 100.2 x 2 = 200.4 -> 200; CO2 50.7 x 2 = 101.4 -> 101
    expect(summaries[0]).toMatchObject({
      plant_name: 'Alpha',
      fuel_type: 'Coal',
      total_electricity: 200,
      total_emissions: 101,
    });
    // Gamma keeps the fuel of its first row; electricity 10.5 -> 11, CO2 4.4 -> 4
    expect(summaries[2]).toMatchObject({
      fuel_type: 'Natural Gas',
      total_electricity: 11,
      total_emissions: 4,
    });
  });

  it('takes status and gauge colour from the unrounded mean efficiency', () => {
    // Alpha: (44.95 + 44.97) / 2 = 44.96, shown as 45.0 but still below 45
    expect(summaries[0]).toMatchObject({
      avg_efficiency: 45,
      status: 'critical',
      gauge_color: 'red',
    });
    // Beta: (44 + 46) / 2 = 45 exactly
    expect(summaries[1]).toMatchObject({
      avg_efficiency: 45,
      status: 'warning',
      gauge_color: 'orange',
    });
    // Gamma: (59 + 61) / 2 = 60 exactly
    expect(summaries[2]).toMatchObject({
      avg_efficiency: 60,
      status: 'optimal',
      gauge_color: 'green',
    });
  });

  it('gives no summaries without rows', () => {
    expect(plantSummaries(aggregate(makeDataset([])))).toEqual([]);
  });
});

describe('plantStatusCounts', () => {
  it('counts plants per status', () => {
    const agg = aggregate(
      makeDataset([
        row({ plant_id: 1, plant_name: 'A', efficiency_percent: 30 }),
        row({ plant_id: 2, plant_name: 'B', efficiency_percent: 44 }),
        row({ plant_id: 3, plant_name: 'C', efficiency_percent: 50 }),
        row({ plant_id: 4, plant_name: 'D', efficiency_percent: 70 }),
      ]),
    );
    // 30 and 44 critical, 50 warning, 70 optimal
    expect(plantStatusCounts(plantSummaries(agg))).toEqual({
      optimal: 1,
      warning: 1,
      critical: 2,
    });
  });

  it('is all zeros without plants', () => {
    expect(plantStatusCounts([])).toEqual({ optimal: 0, warning: 0, critical: 0 });
  });
});
