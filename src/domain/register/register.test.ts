import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analysisBase } from '../completion/analyze';
import { parseCsv } from '../csv/parse';
import {
  confirmedValues,
  plantOverridesOf,
  registerDefaults,
  registerEntry,
  withPlantFacts,
} from './register';
import { savedRegisterRow } from '../testing/saved-register-row';

const coal = { plant_id: 1, plant_name: 'Alpha', fuel_type: 'Coal' };
const gas = { plant_id: 2, plant_name: 'Beta CHP', fuel_type: 'Natural Gas' };
const far = { plant_id: 9, plant_name: 'Gamma', fuel_type: 'Diesel' };

const saved = savedRegisterRow;

describe('registerDefaults', () => {
  it("gives the spec's derived location, sector and renewable share, ETS by EU location, SEC for plants 1 and 2", () => {
    expect(registerDefaults(coal)).toEqual({
      country: 'US',
      sector: 'Energy - Coal',
      capacity_mw: null,
      ets_installation_id: null,
      in_ets: false,
      sec_reporting: true,
      renewable_share: 5,
    });
    expect(registerDefaults(gas)).toMatchObject({
      country: 'Germany',
      sector: 'Energy - Natural Gas',
      in_ets: true,
      sec_reporting: true,
      renewable_share: 25,
    });
    // "Europe" (a plant the spec cannot place) is assumed in scope: leaving it out would understate
    // the verified emissions.
    expect(registerDefaults(far)).toMatchObject({
      country: 'Europe',
      sector: 'Energy - Oil',
      in_ets: true,
      sec_reporting: false,
      renewable_share: 5,
    });
    expect(registerDefaults({ ...far, plant_id: 4 }).in_ets).toBe(true);
  });
});
describe('the assumed EU ETS scope', () => {
  it('follows the country the user declared, until they declare the scope too', () => {
    // Plant 1 is in the US by default (outside the EU ETS); declared in the Netherlands, it is in.
    const declared = registerEntry(coal, saved({ country: 'Netherlands' }));
    expect(declared).toMatchObject({ country: 'Netherlands', in_ets: true });
    expect(declared.assumed).toMatchObject({ country: false, in_ets: true });
    expect(registerEntry(coal, saved({ country: 'Netherlands', in_ets: false })).in_ets).toBe(
      false,
    );
    expect(confirmedValues(coal, { country: 'Netherlands' }).in_ets).toBe(true);
  });
});

describe('registerEntry', () => {
  it('marks every field assumed without a saved row', () => {
    const entry = registerEntry(coal);
    expect(entry).toMatchObject({
      plant_name: 'Alpha',
      country: 'US',
      confirmed: false,
      notes: null,
    });
    expect(Object.values(entry.assumed).every(Boolean)).toBe(true);
  });

  it('shows declared values as declared and the rest as assumed', () => {
    const entry = registerEntry(
      coal,
      saved({ country: 'Poland', capacity_mw: 0, in_ets: false, notes: 'n' }),
    );
    expect(entry).toMatchObject({ country: 'Poland', capacity_mw: 0, in_ets: false, notes: 'n' });
    expect(entry.assumed).toEqual({
      country: false,
      sector: true,
      capacity_mw: false,
      ets_installation_id: true,
      in_ets: false,
      sec_reporting: true,
      renewable_share: true,
    });
  });

  it('has nothing assumed once confirmed', () => {
    const entry = registerEntry(coal, saved({ ...confirmedValues(coal), confirmed: true }));
    expect(entry).toMatchObject({ country: 'US', sector: 'Energy - Coal', confirmed: true });
    expect(Object.values(entry.assumed).some(Boolean)).toBe(false);
  });
});

describe('confirmedValues', () => {
  it('writes down the defaults still assumed and keeps what was declared', () => {
    expect(confirmedValues(gas, { country: 'Austria' })).toEqual({
      country: 'Austria',
      sector: 'Energy - Natural Gas',
      in_ets: true,
      sec_reporting: true,
      renewable_share: 25,
    });
  });
});

describe('plantOverridesOf', () => {
  it('turns declared country, sector and share into overrides, skipping undeclared fields and rows', () => {
    expect(
      plantOverridesOf([
        saved({ plant_id: 1, country: 'Poland', renewable_share: 0 }),
        saved({ plant_id: 2, sector: 'Utilities' }),
        saved({ plant_id: 3, capacity_mw: 100 }),
      ]),
    ).toEqual({ 1: { location: 'Poland', renewableShare: 0 }, 2: { sector: 'Utilities' } });
  });
});

describe('withPlantFacts', () => {
  const parsed = parseCsv(
    readFileSync(new URL('../../../public/sample_data.csv', import.meta.url)),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const overrides = { 1: { location: 'Poland', sector: 'Utilities', renewableShare: 40 } };

  it('gives a stored base the same identity, factories and benchmarks as one computed with the overrides', () => {
    const stored = analysisBase(parsed.dataset, parsed.quality, {});
    const direct = analysisBase(parsed.dataset, parsed.quality, { plantOverrides: overrides });
    const completed = withPlantFacts(stored, overrides);
    expect(completed).toStrictEqual(direct);
    expect(completed.inventory.find((p) => p.plant_id === 1)).toMatchObject({
      location: 'Poland',
      sector: 'Utilities',
      renewableShare: 40,
    });
    expect(completed.factories.find((f) => f.id === 1)?.location).toBe('Poland');
    // The stored base is not changed.
    expect(stored.inventory.find((p) => p.plant_id === 1)?.location).toBe('US');
  });

  it('returns the base itself without overrides', () => {
    const stored = analysisBase(parsed.dataset, parsed.quality, {});
    expect(withPlantFacts(stored, {})).toBe(stored);
  });
});
