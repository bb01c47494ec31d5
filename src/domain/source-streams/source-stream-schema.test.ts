import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  fuelEnergyTakenBy,
  msgFuelEnergyTaken,
  sourceStreamSchema,
  type SourceStream,
  type SourceStreamInput,
} from './source-stream-schema';

const GAS: SourceStreamInput = {
  name: ' Natural gas to boiler 1 ',
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  tier_activity_data: '4',
  tier_ncv: '2a',
  tier_emission_factor: '2b',
  tier_oxidation_factor: '1',
};

const issues = (value: unknown) => {
  const r = z.safeParse(sourceStreamSchema, value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a source stream as a user declares it', () => {
  it('takes a stream with only its fuel, method, activity data and tiers: every factor a default', () => {
    expect(z.parse(sourceStreamSchema, { ...GAS, unit_id: '' })).toMatchObject({
      name: 'Natural gas to boiler 1',
      unit_id: null,
      fuel: 'natural_gas',
    });
    expect(
      issues({
        ...GAS,
        activity_data: 't',
        ncv_gj_per_unit: 25,
        biomass_fraction: 0.2,
        unit_id: 'GT1',
      }),
    ).toEqual([]);
  });

  it('refuses each wrong field with its message', () => {
    expect(
      issues({
        name: '  ',
        fuel: 'peat',
        method: 'estimate',
        activity_data: 'kWh',
        emission_factor_t_per_tj: -1,
        oxidation_factor: 1.2,
        biomass_fraction: 2,
        tier_activity_data: '2a',
        tier_ncv: '4',
        tier_emission_factor: 'default',
        tier_oxidation_factor: '2b',
      }),
    ).toEqual([
      'name: Name the source stream',
      'fuel: Choose a fuel from the emission-factor library',
      'method: Method must be calculation or measurement',
      "activity_data: Activity data must be the file's fuel energy (MWh) or a quantity in t, m3 or Nm3",
      'emission_factor_t_per_tj: Emission factor must be between 0 and 1,000 t CO2 per TJ',
      'oxidation_factor: Oxidation factor must be between 0 and 1',
      'biomass_fraction: Biomass fraction must be between 0 and 1',
      'tier_activity_data: Activity data tier must be one of 1, 2, 3, 4, no tier',
      'tier_ncv: NCV tier must be one of 1, 2a, 2b, 3, no tier',
      'tier_emission_factor: Emission factor tier must be one of 1, 2a, 2b, 3, no tier',
      'tier_oxidation_factor: Oxidation factor tier must be one of 1, 2, 3, no tier',
    ]);
  });

  it('asks a volume for its NCV, and the file’s fuel energy for none', () => {
    expect(issues({ ...GAS, activity_data: 'Nm3' })).toEqual([
      'ncv_gj_per_unit: A quantity in m3 or Nm3 needs its NCV: the library gives NCVs per tonne only',
    ]);
    expect(issues({ ...GAS, ncv_gj_per_unit: 48 })).toEqual([
      "ncv_gj_per_unit: The file's fuel energy is already on a net calorific basis: leave the NCV empty",
    ]);
    expect(issues({ ...GAS, activity_data: 't', ncv_gj_per_unit: 0 })).toEqual([
      'ncv_gj_per_unit: NCV must be a number above 0 and at most 1,000 GJ per unit',
    ]);
  });
});

describe('the file’s fuel energy, taken by one stream only', () => {
  const stored = (
    id: string,
    unit_id: string | null,
    activity_data: 'file_fuel_mwh' | 't',
  ): SourceStream => ({
    ...z.parse(sourceStreamSchema, GAS),
    id,
    plant_id: 1,
    unit_id,
    activity_data,
    ncv_gj_per_unit: null,
    emission_factor_t_per_tj: null,
    oxidation_factor: null,
    biomass_fraction: null,
  });

  it('refuses a second stream on the same energy, the whole plant’s holding every unit’s', () => {
    const plant = stored('a', null, 'file_fuel_mwh');
    expect(
      fuelEnergyTakenBy([plant], { activity_data: 'file_fuel_mwh', unit_id: 'GT1' }, null),
    ).toBe(plant);
    const unit = stored('b', 'GT1', 'file_fuel_mwh');
    expect(fuelEnergyTakenBy([unit], { activity_data: 'file_fuel_mwh', unit_id: null }, null)).toBe(
      unit,
    );
    expect(
      fuelEnergyTakenBy([unit], { activity_data: 'file_fuel_mwh', unit_id: 'GT2' }, null),
    ).toBeUndefined();
    // A stream edited keeps its own energy; a quantity takes none.
    expect(
      fuelEnergyTakenBy([plant], { activity_data: 'file_fuel_mwh', unit_id: null }, 'a'),
    ).toBeUndefined();
    expect(fuelEnergyTakenBy([plant], { activity_data: 't', unit_id: null }, null)).toBeUndefined();
    expect(msgFuelEnergyTaken('Gas')).toBe(
      '"Gas" already takes the file\'s fuel energy of this plant or unit: its fuel would be counted twice',
    );
  });
});
