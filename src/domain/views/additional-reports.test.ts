import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  efficiencyAnalysisCsv,
  emissionsSummaryCsv,
  plantPerformanceCsv,
} from './additional-reports';
import golden from '../analysis/golden/sample-analysis.json' with { type: 'json' };
import type { Analysis } from '../analysis/types';
import { aggregate } from '../analysis/aggregate';
import { NO_AIR_POLLUTANTS } from '../analysis/air-pollutants';
import { dailyEmissions } from '../analysis/daily-emissions';
import { makeDataset, testRow } from '../testing/make-dataset';

const sample = golden as unknown as Analysis;

/** The document read back as a CSV reader would. */
const read = (content: string) =>
  Papa.parse<Record<string, string>>(content, { header: true, skipEmptyLines: true });

describe('plantPerformanceCsv', () => {
  it('has one row per plant with its totals, efficiency and status', () => {
    const doc = plantPerformanceCsv(sample);
    expect(doc.fileName).toBe('plant_performance_2025-01-01_2025-01-30.csv');
    const { data, errors } = read(doc.content);
    expect(errors).toEqual([]);
    expect(data).toHaveLength(4);
    expect(data[0]).toEqual({
      plant_id: '1',
      plant_name: 'Coal Plant Alpha',
      fuel_type: 'coal',
      electricity_output_MWh: '281716',
      CO2_emissions_tonnes: '254624',
      avg_efficiency_percent: '37.6',
      // 281,715.86 MWh / 747,661.75 MWh of fuel, no heat: 37.68 %.
      energy_weighted_efficiency_percent: '37.7',
      status: 'critical',
      SO2_kg: 'not reported',
      NOx_kg: 'not reported',
    });
  });

  it("gives each plant's SO2 and NOx in kg, or not reported", () => {
    const [first, ...rest] = sample.inventory;
    const inventory = [{ ...first!, so2Kg: 1234.5678, so2Hours: 720, noxKg: 0, noxHours: 0 }];
    const { data } = read(
      plantPerformanceCsv({ ...sample, inventory: [...inventory, ...rest] }).content,
    );
    expect(data[0]).toMatchObject({ plant_id: '1', SO2_kg: '1234.568', NOx_kg: 'not reported' });
    expect(data[1]).toMatchObject({ SO2_kg: 'not reported', NOx_kg: 'not reported' });
  });

  it('marks a sample document in its name and keeps a plant name from running as a formula', () => {
    const doc = plantPerformanceCsv(
      { ...sample, plants: [{ ...sample.plants[0]!, plant_name: '=HYPERLINK("x")' }] },
      true,
    );
    expect(doc.fileName).toBe('sample_plant_performance_2025-01-01_2025-01-30.csv');
    expect(read(doc.content).data[0]!.plant_name).toBe(`'=HYPERLINK("x")`);
  });

  it('keeps a multi-line plant name that starts a formula from running', () => {
    const name = "@SUM(1+1)*cmd|' /C calc'!A0\r\nSecond line";
    const doc = plantPerformanceCsv({
      ...sample,
      plants: [{ ...sample.plants[0]!, plant_name: name }],
    });
    expect(read(doc.content).data[0]!.plant_name).toBe(`'${name}`);
  });
});

describe('emissionsSummaryCsv', () => {
  it('lists every day of the window in tonnes with 3 decimals, named after the window', () => {
    const doc = emissionsSummaryCsv(sample);
    expect(doc.fileName).toBe('emissions_summary_2025-01-01_2025-01-30.csv');
    const { data } = read(doc.content);
    expect(data).toHaveLength(30);
    expect(data[0]).toEqual({
      date: '2025-01-01',
      CO2_tonnes: '13184.675',
      CH4_tonnes: '0.18',
      N2O_tonnes: '0.149',
      total_tonnes: '13185.004',
      SO2_kg: '',
      NOx_kg: '',
      data_status: 'data',
    });
  });

  it("lists every day of all of the data, however long, not the chart's weeks", () => {
    // 400 days from 2024-03-01 with 1 t of CO2 a day: the CSV has 400 dated rows.
    const start = Date.UTC(2024, 2, 1);
    const rows = Array.from({ length: 400 }, (_, i) =>
      testRow({
        date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        CO2_emissions_tonnes: 1,
      }),
    );
    const { points, totals } = dailyEmissions(aggregate(makeDataset(rows)));
    const doc = emissionsSummaryCsv({ dailyEmissions: points, dailyTotals: totals });
    // 2024-03-01 + 399 days = 2025-04-04 (2024 is a leap year, but March on).
    expect(doc.fileName).toBe('emissions_summary_2024-03-01_2025-04-04.csv');
    const { data } = read(doc.content);
    expect(data).toHaveLength(400);
    expect(data[0]).toMatchObject({ date: '2024-03-01', CO2_tonnes: '1' });
    expect(data[399]).toMatchObject({ date: '2025-04-04', CO2_tonnes: '1' });
  });

  it('writes a day without data as empty figures and "no data", never as zero', () => {
    const gap = {
      date: '2025-01-02',
      CO2: null,
      CH4: null,
      N2O: null,
      total: null,
      airPollutantsKg: NO_AIR_POLLUTANTS,
      hasData: false,
    };
    const doc = emissionsSummaryCsv({ ...sample, dailyEmissions: [gap] });
    expect(read(doc.content).data[0]).toEqual({
      date: '2025-01-02',
      CO2_tonnes: '',
      CH4_tonnes: '',
      N2O_tonnes: '',
      total_tonnes: '',
      SO2_kg: '',
      NOx_kg: '',
      data_status: 'no data',
    });
  });

  it("gives each day's SO2 and NOx in kg, empty where no hour gives one, as CH4 and N2O", () => {
    const rows = [
      testRow({ date: '2025-01-01', CO2_emissions_tonnes: 1, SO2_emissions_kg: 12.3456 }),
      testRow({ date: '2025-01-02', CO2_emissions_tonnes: 1 }),
    ];
    const { points, totals } = dailyEmissions(aggregate(makeDataset(rows)));
    const { data } = read(
      emissionsSummaryCsv({ dailyEmissions: points, dailyTotals: totals }).content,
    );
    expect(data.map((d) => [d.date, d.SO2_kg, d.NOx_kg])).toEqual([
      ['2025-01-01', '12.346', ''],
      ['2025-01-02', '0', ''],
    ]);
  });
});

describe('efficiencyAnalysisCsv', () => {
  it('gives each facility its efficiency against the cohort average, intensity and light', () => {
    const doc = efficiencyAnalysisCsv(sample);
    expect(doc.fileName).toBe('efficiency_analysis_2025-01-01_2025-01-30.csv');
    const { data } = read(doc.content);
    expect(data.map((r) => r.facility)).toEqual(sample.factories.map((f) => f.factory_name));
    expect(data[0]).toEqual({
      facility_id: '2',
      facility: 'Gas Turbine Beta',
      location: 'Germany',
      efficiency_percent: '56.6',
      cohort_average_efficiency_percent: '43.9',
      points_vs_cohort_average: '12.7',
      energy_weighted_efficiency_percent: '56.8',
      emission_intensity_gCO2_per_kWh: '355.5',
      output_MWh: '134933',
      cohort_rank: 'Top quartile',
      data_available: 'yes',
    });
  });

  it('writes a facility below the cohort average as a negative number, not as escaped text', () => {
    const below = sample.factories.find(
      (f) => f.efficiency_pct !== null && f.efficiency_pct < sample.benchmarks.efficiency_avg,
    )!;
    const doc = efficiencyAnalysisCsv({ ...sample, factories: [below] });
    const points = read(doc.content).data[0]!.points_vs_cohort_average!;
    expect(points).toMatch(/^-\d+\.?\d*$/);
    expect(doc.content).toContain(`,${points},`);
  });

  it('leaves the figures empty for a facility without data and for the empty-cohort defaults', () => {
    const factory = {
      ...sample.factories[0]!,
      efficiency_pct: null,
      emissions_gCO2_per_kWh: null,
      data_available: false,
    };
    const doc = efficiencyAnalysisCsv({
      ...sample,
      factories: [factory],
      benchmarks: { ...sample.benchmarks, defaults: true },
    });
    expect(read(doc.content).data[0]).toMatchObject({
      efficiency_percent: '',
      cohort_average_efficiency_percent: '',
      points_vs_cohort_average: '',
      emission_intensity_gCO2_per_kWh: '',
      cohort_rank: 'Not ranked',
      data_available: 'no',
    });
  });
});
