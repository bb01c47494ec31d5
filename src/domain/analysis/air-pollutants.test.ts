import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/parse';
import { analysisBase } from '../completion/analyze';
import { csvHeader } from '../testing/csv-header';
import { airPollutantKg } from './air-pollutants';
import type { AnalysisBase } from './types';

/** Two plants over three hours: [plant, hour, SO2 kg, NOx kg]. */
const READINGS = [
  [1, 0, 12.5, 40.25],
  [1, 1, 13, 41],
  [1, 2, 0, 39.5],
  [2, 0, 2.25, 7],
  [2, 1, 3, 8.5],
  [2, 2, 4.5, 9],
] as const;

const row = (plant: number, hour: number) =>
  `2025-03-01 0${hour}:00:00,${plant},Plant ${plant},gas,100,5,250,50,1.5,0.2,42`;

const withPollutants = [
  `${csvHeader()},SO2_emissions_kg,NOx_emissions_kg`,
  ...READINGS.map(([plant, hour, so2, nox]) => `${row(plant, hour)},${so2},${nox}`),
].join('\n');
const withoutPollutants = [csvHeader(), ...READINGS.map(([p, h]) => row(p, h))].join('\n');

function baseOf(csv: string): AnalysisBase {
  const parsed = parseCsv(new TextEncoder().encode(`${csv}\n`));
  if (!parsed.ok) throw new Error(parsed.message);
  return analysisBase(parsed.dataset, parsed.quality, { gwpSet: 'AR5' });
}

/** A base without the air pollutants' own figures: what must not depend on them. */
function withoutPollutantFigures(base: AnalysisBase): unknown {
  const inventory = base.inventory.map(({ so2Kg, noxKg, so2Hours, noxHours, ...rest }) => {
    void [so2Kg, noxKg, so2Hours, noxHours];
    return rest;
  });
  const dailyEmissions = base.dailyEmissions.map(({ airPollutantsKg, ...rest }) => {
    void airPollutantsKg;
    return rest;
  });
  const { airPollutantsKg, ...dailyTotals } = base.dailyTotals;
  void airPollutantsKg;
  return { ...base, inventory, dailyEmissions, dailyTotals };
}

describe('SO2 and NOx', () => {
  it("sums each plant's SO2 and NOx in kg from a spec CSV's optional columns", () => {
    const base = baseOf(withPollutants);
    for (const plant of [1, 2]) {
      const readings = READINGS.filter(([p]) => p === plant);
      const inventory = base.inventory.find((p) => p.plant_id === plant)!;
      expect(airPollutantKg(inventory)).toEqual({
        SO2: readings.reduce((s, r) => s + r[2], 0),
        NOx: readings.reduce((s, r) => s + r[3], 0),
      });
    }
  });

  it('gives the daily series and its totals the same sums, day by day', () => {
    const base = baseOf(withPollutants);
    const kg = (i: 2 | 3) => READINGS.reduce((s, r) => s + r[i], 0);
    expect(base.dailyTotals.airPollutantsKg).toEqual({ SO2: kg(2), NOx: kg(3) });
    const days = base.dailyEmissions.filter((d) => d.hasData);
    expect(days.reduce((s, d) => s + d.airPollutantsKg.SO2!, 0)).toBe(kg(2));
  });

  it('reads "not reported" without the columns, every other figure unchanged', () => {
    const without = baseOf(withoutPollutants);
    for (const p of without.inventory) expect(airPollutantKg(p)).toEqual({ SO2: null, NOx: null });
    expect(withoutPollutantFigures(without)).toEqual(
      withoutPollutantFigures(baseOf(withPollutants)),
    );
  });

  it('counts no CO2e of them', () => {
    const [withThem, without] = [baseOf(withPollutants), baseOf(withoutPollutants)];
    expect(withThem.inventory.map((p) => p.totalCO2e)).toEqual(
      without.inventory.map((p) => p.totalCO2e),
    );
  });
});
