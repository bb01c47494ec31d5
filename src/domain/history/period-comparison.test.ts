import { describe, expect, it } from 'vitest';
import { aggregate } from '../analysis/aggregate';
import { makeDataset, testRow, type RowInput } from '../testing/make-dataset';
import { periodComparison, type ComparedPeriod } from './period-comparison';

/** One daily row of a plant with its electricity, CO2, fuel and efficiency. */
const reading = (
  date: string,
  plant_id: number,
  [electricity, co2, fuel, efficiency]: [number, number, number, number],
  plant_name = `Plant ${plant_id}`,
): RowInput =>
  testRow({
    date,
    plant_id,
    plant_name,
    electricity_output_MWh: electricity,
    CO2_emissions_tonnes: co2,
    fuel_consumption_MWh: fuel,
    efficiency_percent: efficiency,
  });

const period = (from: string, to: string, rows: RowInput[]): ComparedPeriod => ({
  from,
  to,
  agg: aggregate(makeDataset(rows)),
});

describe('periodComparison', () => {
  // January 2025 against December 2024 and January 2024.
  const current = period('2025-01-01', '2025-01-31', [
    reading('2025-01-01', 1, [60, 30, 120, 60]),
    reading('2025-01-02', 1, [50, 25, 100, 40]),
    reading('2025-01-02', 2, [50, 20, 100, 40]),
  ]);
  const previous = period('2024-12-01', '2024-12-31', [
    reading('2024-12-31', 1, [100, 50, 200, 40]),
    reading('2024-12-31', 3, [10, 10, 10, 10], 'Old name'),
  ]);
  const yearAgo = period('2024-01-01', '2024-01-31', [
    reading('2024-01-05', 1, [200, 100, 400, 50]),
    reading('2024-01-05', 2, [100, 40, 200, 50]),
  ]);
  const result = periodComparison(current, previous, yearAgo);

  it('names each period with whether it holds data, and on how many of its days', () => {
    const days = (from: string, to: string, daysWithData: number, daysInPeriod: number) => ({
      from,
      to,
      hasData: true,
      daysWithData,
      daysInPeriod,
    });
    expect(result.current).toEqual(days('2025-01-01', '2025-01-31', 2, 31));
    expect(result.previous).toEqual(days('2024-12-01', '2024-12-31', 1, 31));
    expect(result.yearAgo).toEqual(days('2024-01-01', '2024-01-31', 1, 31));
    // 2 of 31 days against 1 of 31: 3.2 points apart, comparable.
    expect(result.coverageDiffers).toEqual({ previous: false, yearAgo: false });
  });

  it('marks periods whose shares of days with data differ by more than 10 points', () => {
    const sparse = period('2024-12-01', '2024-12-31', [reading('2024-12-31', 1, [1, 1, 1, 1])]);
    const full = period(
      '2025-01-01',
      '2025-01-04',
      ['01', '02', '03', '04'].map((d) => reading(`2025-01-${d}`, 1, [1, 1, 1, 1])),
    );
    // 4 of 4 days against 1 of 31.
    expect(periodComparison(full, sparse, sparse).coverageDiffers).toEqual({
      previous: true,
      yearAgo: true,
    });
  });

  it('compares the whole scope first, with hand-computed percent changes', () => {
    const all = result.rows[0]!;
    expect(all.plant_id).toBeNull();
    expect(all.plant_name).toBe('All plants');
    // Electricity 60 + 50 + 50 = 160, CO2 30 + 25 + 20 = 75, fuel 120 + 100 + 100 = 320,
    // efficiency (60 + 40 + 40) / 3 = 46.7 (mean over rows), energy-weighted 160 / 320 = 50 %.
    expect(all.current).toEqual({
      totalElectricity: 160,
      totalEmissions: 75,
      totalFuelConsumption: 320,
      avgEfficiency: 46.7,
      energyWeightedEfficiency: 50,
    });
    // Previous: 110, 60, 210, efficiency (40 + 10) / 2 = 25, energy-weighted 110 / 210 = 52.38 %.
    expect(all.previous).toEqual({
      totalElectricity: 110,
      totalEmissions: 60,
      totalFuelConsumption: 210,
      avgEfficiency: 25,
      energyWeightedEfficiency: 52.4,
    });
    // (160 - 110) / 110 = 45.45 %, (75 - 60) / 60 = 25 %, (320 - 210) / 210 = 52.38 %,
    // (46.7 - 25) / 25 = 86.8 %: changes are of the rounded KPIs shown (unrounded: 86.7 %).
    expect(all.vsPrevious).toEqual({
      totalElectricity: 45.5,
      totalEmissions: 25,
      totalFuelConsumption: 52.4,
      avgEfficiency: 86.8,
    });
    // Year ago: 300, 140, 600, 50. (160 - 300) / 300 = -46.67 %, (75 - 140) / 140 = -46.43 %,
    // (320 - 600) / 600 = -46.67 %, (46.7 - 50) / 50 = -6.6 %.
    expect(all.vsYearAgo).toEqual({
      totalElectricity: -46.7,
      totalEmissions: -46.4,
      totalFuelConsumption: -46.7,
      avgEfficiency: -6.6,
    });
  });

  it('compares each plant present in any period, ascending plant_id', () => {
    expect(result.rows.map((r) => r.plant_id)).toEqual([null, 1, 2, 3]);
    const plant1 = result.rows[1]!;
    // Current 110, 55, 220, efficiency (60 + 40) / 2 = 50; previous 100, 50, 200, 40.
    expect(plant1.vsPrevious).toEqual({
      totalElectricity: 10,
      totalEmissions: 10,
      totalFuelConsumption: 10,
      avgEfficiency: 25,
    });
    // Year ago 200, 100, 400, 50.
    expect(plant1.vsYearAgo).toEqual({
      totalElectricity: -45,
      totalEmissions: -45,
      totalFuelConsumption: -45,
      avgEfficiency: 0,
    });
  });

  it('gives a plant absent in the previous period previous null and no change against it', () => {
    const plant2 = result.rows[2]!;
    expect(plant2.current).toEqual({
      totalElectricity: 50,
      totalEmissions: 20,
      totalFuelConsumption: 100,
      avgEfficiency: 40,
      energyWeightedEfficiency: 50, // 50 / 100
    });
    expect(plant2.previous).toBeNull();
    expect(plant2.vsPrevious).toBeNull();
    // It is in the year-ago period: 100, 40, 200, 50.
    expect(plant2.vsYearAgo).toEqual({
      totalElectricity: -50,
      totalEmissions: -50,
      totalFuelConsumption: -50,
      avgEfficiency: -20,
    });
  });

  it('keeps a plant seen only in an earlier period, without a current figure or change', () => {
    const plant3 = result.rows[3]!;
    expect(plant3).toMatchObject({
      plant_id: 3,
      plant_name: 'Old name',
      current: null,
      yearAgo: null,
      vsPrevious: null,
      vsYearAgo: null,
    });
    expect(plant3.previous).toMatchObject({ totalElectricity: 10 });
  });

  it('names a plant as the latest period names it', () => {
    const renamed = periodComparison(
      period('2025-01-01', '2025-01-01', [reading('2025-01-01', 1, [1, 1, 1, 1], 'New')]),
      period('2024-12-31', '2024-12-31', [reading('2024-12-31', 1, [1, 1, 1, 1], 'Old')]),
      period('2024-01-01', '2024-01-01', [reading('2024-01-01', 1, [1, 1, 1, 1], 'Oldest')]),
    );
    expect(renamed.rows[1]!.plant_name).toBe('New');
  });

  it('gives no change against a zero figure, and null rows for periods without data', () => {
    const r = periodComparison(
      period('2025-01-02', '2025-01-02', [reading('2025-01-02', 1, [10, 5, 20, 50])]),
      period('2025-01-01', '2025-01-01', [reading('2025-01-01', 1, [0, 5, 20, 50])]),
      period('2024-01-02', '2024-01-02', []),
    );
    expect(r.yearAgo.hasData).toBe(false);
    expect(r.rows[0]).toMatchObject({
      previous: { totalElectricity: 0 },
      yearAgo: null,
      vsPrevious: {
        totalElectricity: null,
        totalEmissions: 0,
        totalFuelConsumption: 0,
        avgEfficiency: 0,
      },
      vsYearAgo: null,
    });
  });
});
