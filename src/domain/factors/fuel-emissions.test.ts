import { describe, expect, it } from 'vitest';
import { fuelEmissions } from './fuel-emissions';
import { co2TonnesPerTj, IPCC_2006_FUELS } from './ipcc-2006';

describe('a fuel’s emissions from its energy, with the IPCC 2006 defaults', () => {
  it('1,000 MWh of natural gas: 3,600 GJ x 56.1 kg/GJ = 201.96 t CO2, 3.6 kg CH4, 0.36 kg N2O', () => {
    const e = fuelEmissions(IPCC_2006_FUELS.natural_gas, 1_000);
    expect(e.co2_t).toBeCloseTo(201.96, 9);
    expect(e.ch4_kg).toBeCloseTo(3.6, 9);
    expect(e.n2o_kg).toBeCloseTo(0.36, 9);
    expect(e.co2_biomass_memo_t).toBe(0);
  });

  it('500 MWh of other bituminous coal: 1,800 GJ x 94.6 kg/GJ = 170.28 t CO2, 1.8 kg CH4, 2.7 kg N2O', () => {
    const e = fuelEmissions(IPCC_2006_FUELS.other_bituminous_coal, 500);
    expect(e.co2_t).toBeCloseTo(170.28, 9);
    expect(e.ch4_kg).toBeCloseTo(1.8, 9);
    expect(e.n2o_kg).toBeCloseTo(2.7, 9);
  });

  it('250 MWh of gas/diesel oil: 900 GJ x 74.1 kg/GJ = 66.69 t CO2, 2.7 kg CH4, 0.54 kg N2O', () => {
    const e = fuelEmissions(IPCC_2006_FUELS.gas_diesel_oil, 250);
    expect(e.co2_t).toBeCloseTo(66.69, 9);
    expect(e.ch4_kg).toBeCloseTo(2.7, 9);
    expect(e.n2o_kg).toBeCloseTo(0.54, 9);
  });

  it('100 MWh of wood: its 40.32 t CO2 (360 GJ x 112 kg/GJ) a memo item, none fossil; 10.8 kg CH4, 1.44 kg N2O', () => {
    const e = fuelEmissions(IPCC_2006_FUELS.wood_wood_waste, 100);
    expect(e.co2_t).toBe(0);
    expect(e.co2_biomass_memo_t).toBeCloseTo(40.32, 9);
    expect(e.ch4_kg).toBeCloseTo(10.8, 9);
    expect(e.n2o_kg).toBeCloseTo(1.44, 9);
  });

  it('no fuel burnt emits nothing', () => {
    expect(fuelEmissions(IPCC_2006_FUELS.lignite, 0)).toEqual({
      co2_t: 0,
      co2_biomass_memo_t: 0,
      ch4_kg: 0,
      n2o_kg: 0,
    });
  });
});

describe('a fuel’s default CO2 factor in t per TJ', () => {
  it('is the library’s kg/TJ over 1,000: 56,100 kg/TJ of gas is 56.1 t/TJ, coal 94.6', () => {
    expect(co2TonnesPerTj('natural_gas')).toBeCloseTo(56.1, 12);
    expect(co2TonnesPerTj('other_bituminous_coal')).toBeCloseTo(94.6, 12);
  });
});
