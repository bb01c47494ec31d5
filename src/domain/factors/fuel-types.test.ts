import { describe, expect, it } from 'vitest';
import { fuelTypeFactors, fuelTypeMatch } from './fuel-types';
import { IPCC_2006_FUELS } from './ipcc-2006';

describe('the IPCC fuel a file’s fuel_type names', () => {
  it('places the spec’s coal, natural gas and diesel, whatever their case and spacing', () => {
    expect(fuelTypeMatch('Coal')).toEqual({ fuel: 'other_bituminous_coal' });
    expect(fuelTypeMatch(' Natural  Gas ')).toEqual({ fuel: 'natural_gas' });
    expect(fuelTypeMatch('natural_gas')).toEqual({ fuel: 'natural_gas' });
    expect(fuelTypeMatch('DIESEL')).toEqual({ fuel: 'gas_diesel_oil' });
    expect(fuelTypeMatch('Heavy fuel oil')).toEqual({ fuel: 'residual_fuel_oil' });
    expect(fuelTypeMatch('Brown coal')).toEqual({ fuel: 'lignite' });
  });

  it('gives natural gas the values of Tables 1.2, 1.4 and 2.2, each with its source', () => {
    expect(fuelTypeFactors('natural gas')).toEqual({
      name: 'Natural Gas',
      biomass: false,
      ncv: { value: 48, unit: 'TJ/Gg', source: 'ipcc2006Ncv' },
      co2: { value: 56_100, unit: 'kg/TJ', source: 'ipcc2006Co2' },
      ch4: { value: 1, unit: 'kg/TJ', source: 'ipcc2006EnergyIndustriesCh4N2o' },
      n2o: { value: 0.1, unit: 'kg/TJ', source: 'ipcc2006EnergyIndustriesCh4N2o' },
    });
    expect(fuelTypeFactors('coal')).toBe(IPCC_2006_FUELS.other_bituminous_coal);
    expect(IPCC_2006_FUELS.other_bituminous_coal).toMatchObject({
      ncv: { value: 25.8 },
      co2: { value: 94_600 },
      ch4: { value: 1 },
      n2o: { value: 1.5 },
    });
  });

  it('gives no factors to a plant that burns nothing, a fuel mix or an unknown name', () => {
    for (const f of ['Solar', 'Wind', 'Nuclear', 'Hydro']) {
      expect(fuelTypeMatch(f)).toEqual({ fuel: null, reason: 'no_combustion' });
      expect(fuelTypeFactors(f)).toBeUndefined();
    }
    expect(fuelTypeMatch('natural gas/diesel')).toEqual({ fuel: null, reason: 'fuel_mix' });
    expect(fuelTypeMatch('Primary Fuel')).toBeUndefined();
    expect(fuelTypeFactors('')).toBeUndefined();
  });

  it('states CO2 of wood/wood waste as biomass, and no fossil fuel as biomass', () => {
    const biomass = Object.entries(IPCC_2006_FUELS).filter(([, f]) => f.biomass);
    expect(biomass.map(([id]) => id)).toEqual(['wood_wood_waste']);
  });
});
