// The committed sample file (public/sample_data.csv) against figures computed independently
// with Papa Parse, and against a reviewed snapshot of its whole analysis.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/parse';
import { generateSampleCsv } from '../sample/generate-sample';
import { analyze } from '../completion/analyze';
import { etsScopeDeclaredAsAssumed } from '../register/register';

const SAMPLE = new URL('../../../public/sample_data.csv', import.meta.url);
const bytes = readFileSync(SAMPLE);
const text = bytes.toString('utf8');

interface Row {
  date: string;
  plant_id: number;
  plant_name: string;
  fuel_type: string;
  CO2_emissions_tonnes: number;
  CH4_emissions_kg: number;
  N2O_emissions_kg: number;
  electricity_output_MWh: number;
  fuel_consumption_MWh: number;
  efficiency_percent: number;
}
const rows = Papa.parse<Row>(text.trim(), { header: true, dynamicTyping: true }).data;
const sum = (list: Row[], f: (r: Row) => number) => list.reduce((s, r) => s + f(r), 0);

/** The sample's plants, as the demo account's register declares their EU ETS scope. */
const samplePlants = [...new Map(rows.map((r) => [r.plant_id, r])).values()];

function sampleAnalysis() {
  const r = parseCsv(bytes);
  if (!r.ok) throw new Error(r.message);
  return analyze(r.dataset, r.quality, {
    now: '2025-03-15',
    permit: { permit_year: 2025, active_permits: 5 },
    register: etsScopeDeclaredAsAssumed(samplePlants),
  });
}

describe('the committed sample file', () => {
  it('is what the seeded generator writes', () => {
    expect(text).toBe(generateSampleCsv({}));
  });

  it('holds 4 plants x 30 days x 24 hours, without warnings', () => {
    const a = sampleAnalysis();
    expect(a.quality.rows).toBe(2880);
    expect(a.quality.warningCount).toBe(0);
    expect(a.period).toEqual({ startDate: '2025-01-01', endDate: '2025-01-30', year: 2025 });
  });

  it('gives the KPIs and plant totals that an independent reading computes', () => {
    const a = sampleAnalysis();
    expect(a.kpis.totalEmissions).toBe(Math.round(sum(rows, (r) => r.CO2_emissions_tonnes)));
    expect(a.kpis.totalElectricity).toBe(Math.round(sum(rows, (r) => r.electricity_output_MWh)));
    expect(a.kpis.totalFuelConsumption).toBe(Math.round(sum(rows, (r) => r.fuel_consumption_MWh)));
    expect(a.kpis.avgEfficiency).toBe(
      Math.round((sum(rows, (r) => r.efficiency_percent) / rows.length) * 10) / 10,
    );
    for (const p of a.plants) {
      const own = rows.filter((r) => r.plant_id === p.plant_id);
      expect(p.total_emissions).toBe(Math.round(sum(own, (r) => r.CO2_emissions_tonnes)));
    }
  });

  it('gives the last day against the day before as the KPI change', () => {
    const a = sampleAnalysis();
    const day = (d: string) => rows.filter((r) => r.date.startsWith(d));
    const co2 = (d: string) => sum(day(d), (r) => r.CO2_emissions_tonnes);
    const expected = ((co2('2025-01-30') - co2('2025-01-29')) / co2('2025-01-29')) * 100;
    expect(a.changes.totalEmissions).toBe(Math.round(expected * 10) / 10);
  });

  it('gives the SEC totals with GWP 25 and 298 for plants 1 and 2', () => {
    const a = sampleAnalysis();
    if ('error' in a.sec) throw new Error(a.sec.error);
    const eligible = rows.filter((r) => r.plant_id === 1 || r.plant_id === 2);
    const co2e =
      sum(eligible, (r) => r.CO2_emissions_tonnes) +
      (sum(eligible, (r) => r.CH4_emissions_kg) / 1000) * 25 +
      (sum(eligible, (r) => r.N2O_emissions_kg) / 1000) * 298;
    expect(a.sec.summary.totalGHGEmissions).toBeCloseTo(co2e, 6);
    expect(a.sec.facilities.map((f) => f.location)).toEqual(['US', 'Germany']);
  });

  it('matches the reviewed snapshot of its whole analysis', async () => {
    await expect(JSON.stringify(sampleAnalysis(), null, 2)).toMatchFileSnapshot(
      './golden/sample-analysis.json',
    );
  });
});
