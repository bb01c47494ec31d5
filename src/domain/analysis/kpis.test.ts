import { describe, expect, it } from 'vitest';
import { makeDataset, testRow as row, type RowInput } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import { kpiChanges, kpiSummary } from './kpis';

const analyse = (rows: RowInput[]) => aggregate(makeDataset(rows));

describe('kpiSummary', () => {
  it('rounds totals to whole numbers and the mean efficiency over all rows to 1 decimal', () => {
    const agg = analyse([
      row({
        date: '2025-01-01 00:00:00',
        electricity_output_MWh: 100.4,
        fuel_consumption_MWh: 250.2,
        CO2_emissions_tonnes: 80.6,
        efficiency_percent: 40,
      }),
      row({
        date: '2025-01-01 01:00:00',
        plant_id: 2,
        plant_name: 'Beta',
        electricity_output_MWh: 200.3,
        fuel_consumption_MWh: 300.1,
        CO2_emissions_tonnes: 90.2,
        efficiency_percent: 45,
      }),
      row({
        date: '2025-01-02 00:00:00',
        electricity_output_MWh: 50,
        fuel_consumption_MWh: 100,
        CO2_emissions_tonnes: 30,
        efficiency_percent: 51,
      }),
    ]);
    // electricity 100.4 + 200.3 + 50 = 350.7 -> 351; CO2 80.6 + 90.2 + 30 = 200.8 -> 201;
    // fuel 250.2 + 300.1 + 100 = 650.3 -> 650; efficiency (40 + 45 + 51) / 3 = 45.333 -> 45.3;
    // energy-weighted (350.7 + 0 heat) / 650.3 = 53.929 % -> 53.9
    expect(kpiSummary(agg)).toEqual({
      totalElectricity: 351,
      totalEmissions: 201,
      totalFuelConsumption: 650,
      avgEfficiency: 45.3,
      energyWeightedEfficiency: 53.9,
    });
  });

  it('rounds a half up', () => {
    // electricity 100.25 + 0.25 = 100.5 -> 101; efficiency (40.1 + 40.2) / 2 = 40.15 -> 40.2
    const agg = analyse([
      row({ date: '2025-01-01', electricity_output_MWh: 100.25, efficiency_percent: 40.1 }),
      row({ date: '2025-01-02', electricity_output_MWh: 0.25, efficiency_percent: 40.2 }),
    ]);
    expect(kpiSummary(agg).totalElectricity).toBe(101);
    expect(kpiSummary(agg).avgEfficiency).toBe(40.2);
  });

  it('gives zeros without rows', () => {
    expect(kpiSummary(analyse([]))).toEqual({
      totalElectricity: 0,
      totalEmissions: 0,
      totalFuelConsumption: 0,
      avgEfficiency: 0,
      energyWeightedEfficiency: null,
    });
  });
});

describe('kpiChanges', () => {
  it('compares the last day with data against the calendar day before it', () => {
    const agg = analyse([
      // An earlier day that must not take part.
      row({ date: '2025-01-05', electricity_output_MWh: 9999, CO2_emissions_tonnes: 9999 }),
      // Previous day: two rows; electricity 200, CO2 100, fuel 400, mean efficiency (40 + 50) / 2 = 45
      row({
        date: '2025-01-09 00:00:00',
        electricity_output_MWh: 120,
        CO2_emissions_tonnes: 60,
        fuel_consumption_MWh: 250,
        efficiency_percent: 40,
      }),
      row({
        date: '2025-01-09 23:00:00',
        plant_id: 2,
        plant_name: 'Beta',
        electricity_output_MWh: 80,
        CO2_emissions_tonnes: 40,
        fuel_consumption_MWh: 150,
        efficiency_percent: 50,
      }),
      // Current day: electricity 250, CO2 90, fuel 400, efficiency 48
      row({
        date: '2025-01-10 00:00:00',
        electricity_output_MWh: 250,
        CO2_emissions_tonnes: 90,
        fuel_consumption_MWh: 400,
        efficiency_percent: 48,
      }),
    ]);
    expect(kpiChanges(agg)).toEqual({
      currentDate: '2025-01-10',
      previousDate: '2025-01-09',
      totalElectricity: 25, // (250 - 200) / 200 x 100
      totalEmissions: -10, // (90 - 100) / 100 x 100
      totalFuelConsumption: 0, // (400 - 400) / 400 x 100
      avgEfficiency: 6.7, // (48 - 45) / 45 x 100 = 6.667
    });
  });

  it('rounds to 1 decimal and pairs days across a month boundary', () => {
    const agg = analyse([
      row({ date: '2025-01-31', electricity_output_MWh: 300, CO2_emissions_tonnes: 3 }),
      row({ date: '2025-02-01', electricity_output_MWh: 400, CO2_emissions_tonnes: 2 }),
    ]);
    const c = kpiChanges(agg);
    expect(c.previousDate).toBe('2025-01-31');
    expect(c.currentDate).toBe('2025-02-01');
    expect(c.totalElectricity).toBe(33.3); // (400 - 300) / 300 x 100 = 33.333
    expect(c.totalEmissions).toBe(-33.3); // (2 - 3) / 3 x 100 = -33.333
  });

  it('gives null for a KPI whose previous value is 0', () => {
    const agg = analyse([
      row({ date: '2025-01-01', electricity_output_MWh: 100, CO2_emissions_tonnes: 0 }),
      row({ date: '2025-01-02', electricity_output_MWh: 150, CO2_emissions_tonnes: 5 }),
    ]);
    const c = kpiChanges(agg);
    expect(c.totalEmissions).toBeNull();
    expect(c.totalFuelConsumption).toBeNull(); // 0 on both days
    expect(c.avgEfficiency).toBeNull(); // 0 on both days
    expect(c.totalElectricity).toBe(50); // (150 - 100) / 100 x 100
  });

  it('gives nulls when the calendar day before the last one has no data', () => {
    const agg = analyse([
      row({ date: '2025-01-01', electricity_output_MWh: 100 }),
      row({ date: '2025-01-03', electricity_output_MWh: 150 }),
    ]);
    expect(kpiChanges(agg)).toEqual({
      currentDate: null,
      previousDate: null,
      totalElectricity: null,
      totalEmissions: null,
      totalFuelConsumption: null,
      avgEfficiency: null,
    });
  });

  it('gives nulls with a single day or no rows', () => {
    const oneDay = analyse([row({ date: '2025-01-01', electricity_output_MWh: 100 })]);
    expect(kpiChanges(oneDay).currentDate).toBeNull();
    expect(kpiChanges(oneDay).totalElectricity).toBeNull();
    expect(kpiChanges(analyse([])).totalElectricity).toBeNull();
  });
});
