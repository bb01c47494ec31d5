// Issue 38: a gas plant whose export holds no CO2 (an import profile marks CO2_emissions_tonnes
// absent) and whose register declares no source stream: its CO2 is calculated from its fuel type
// with the IPCC 2006 default, 56,100 kg/TJ, labelled, and never read as 0 t.
import { describe, expect, it } from 'vitest';
import { analysisBase } from '../completion/analyze';
import { ESTIMATED_LABEL } from '../factors/gas-estimates';
import { makeDataset, testRow } from '../testing/make-dataset';
import { co2eBasisText, co2ReportedText, ghgReportedText } from './ghg-reporting';
import type { DataQualityReport } from '../readings/dataset';

// 2 days x 24 h at 20 MWh of fuel an hour: 480 MWh a day.
const rows = ['2025-03-01', '2025-03-02'].flatMap((day) =>
  Array.from({ length: 24 }, (_, h) =>
    testRow({
      date: `${day} ${String(h).padStart(2, '0')}:00:00`,
      fuel_type: 'Natural Gas',
      fuel_consumption_MWh: 20,
      electricity_output_MWh: 10,
      efficiency_percent: 50,
      CH4_emissions_kg: 0.1,
      N2O_emissions_kg: 0.01,
    }),
  ),
);
// 480 MWh x 3.6 GJ/MWh x 56.1 kg/GJ / 1000 = 96.9408 t a day.
const PER_DAY_T = (480 * 3.6 * 56.1) / 1000;

const base = () =>
  analysisBase(
    makeDataset(rows),
    { rows: rows.length } as unknown as DataQualityReport,
    { gwpSet: 'AR5' },
    ['CO2_emissions_tonnes'],
  );

describe('a gas plant whose export holds no CO2 (issue 38)', () => {
  it('estimates its CO2 from the fuel type: 96.9408 t a day, 193.8816 t in all, labelled', () => {
    const b = base();
    const p = b.inventory[0]!;
    expect(PER_DAY_T).toBeCloseTo(96.9408, 9);
    expect(p.co2Tonnes).toBe(0);
    expect(p.co2Hours).toBe(0);
    expect(p.gasEstimates.co2).toMatchObject({
      hours: 48,
      fuel_mwh: 960,
      fuel: 'natural_gas',
      factor_kg_per_tj: 56_100,
      label: ESTIMATED_LABEL,
    });
    expect(p.gasEstimates.co2!.kg! / 1000).toBeCloseTo(2 * PER_DAY_T, 9);
    expect(b.ghgReporting.co2).toEqual({ reported: 'none', missingHours: 48, estimatedHours: 48 });
    expect(ghgReportedText(b.ghgReporting)).toBe(
      'CO2 estimated (IPCC 2006 Tier 1) for 48 of 48 hours',
    );
    expect(co2ReportedText(b.ghgReporting)).toBe(
      'CO2 estimated (IPCC 2006 Tier 1) for 48 of 48 hours',
    );
    expect(co2eBasisText(b.ghgReporting)).toBe(
      'CO2e holds CO2 estimated (IPCC 2006 Tier 1) for 48 of 48 hours',
    );
    // CO2e: 193.8816 t CO2 + 4.8 kg CH4 x 28 + 0.48 kg N2O x 265 (AR5) reported.
    expect(p.totalCO2e).toBeCloseTo(2 * PER_DAY_T + (4.8 * 28 + 0.48 * 265) / 1000, 9);
  });

  it('counts the estimate in every figure derived from CO2, never a silent 0', () => {
    const b = base();
    // 193.8816 t for 480 MWh of electricity: 403.92 g/kWh, shown to 1 decimal.
    const f = b.factories[0]!;
    expect(f.total_co2_tonnes).toBeCloseTo(2 * PER_DAY_T, 9);
    expect(f.emissions_gCO2_per_kWh).toBe(403.9);
    expect(b.kpis.totalEmissions).toBe(194);
    expect(b.plants[0]!.total_emissions).toBe(194);
    // The days' series holds what the data report: no CO2 on either day, never 0 t.
    expect(b.dailyEmissions.filter((d) => d.date >= '2025-03-01').map((d) => d.CO2)).toEqual([
      null,
      null,
    ]);
  });

  it('does not rank a plant whose CO2 nothing reports or estimates on a silent 0 t', () => {
    const unknown = rows.map((r) => ({ ...r, fuel_type: 'Mystery fuel' }));
    const b = analysisBase(
      makeDataset(unknown),
      { rows: unknown.length } as unknown as DataQualityReport,
      { gwpSet: 'AR5' },
      ['CO2_emissions_tonnes'],
    );
    expect(b.inventory[0]!.gasEstimates.co2).toMatchObject({ kg: null, hours: 48 });
    expect(b.factories[0]).toMatchObject({
      emissions_gCO2_per_kWh: null,
      data_available: false,
      status: 'red',
    });
    expect(ghgReportedText(b.ghgReporting)).toBe('CO2 not reported for 48 of 48 hours');
    expect(co2ReportedText(b.ghgReporting)).toBe('CO2 not reported for 48 of 48 hours');
  });

  it('counts its ETS year from the fuel type: 193.8816 t, basis fuel_type', () => {
    const plant = base().etsBasis[0]!.plants[0]!;
    expect(plant.counted).toMatchObject({ co2_basis: 'fuel_type', co2_measured_t: 0 });
    expect(plant.counted!.co2_counted_t).toBeCloseTo(2 * PER_DAY_T, 9);
  });
});
