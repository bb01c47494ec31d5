import { describe, expect, it } from 'vitest';
import { factorToSpec, isPowerUnit, OPERATING_TIME_UNITS, unitsOf } from './units';

describe('units of a plant system’s export', () => {
  it('converts energy to MWh by the definitions of the units', () => {
    expect(factorToSpec('electricity_output_MWh', 'kWh')).toBe(0.001);
    expect(factorToSpec('heat_output_MWh', 'GJ')! * 3.6).toBeCloseTo(1, 12);
    expect(factorToSpec('fuel_consumption_MWh', 'TJ')).toBeCloseTo(1_000_000 / 3_600, 9);
    // 1 MMBtu = 1,055,055,852.62 J; 1 MWh = 3,600,000,000 J.
    expect(factorToSpec('fuel_consumption_MWh', 'mmBtu')).toBeCloseTo(1_055_055_852.62 / 3.6e9, 12);
    expect(factorToSpec('fuel_consumption_MWh', 'therm')).toBeCloseTo(105_505_585.262 / 3.6e9, 12);
  });

  it('converts CO2 to tonnes and CH4 and N2O to kg', () => {
    expect(factorToSpec('CO2_emissions_tonnes', 'kg')).toBe(0.001);
    expect(factorToSpec('CO2_emissions_tonnes', 'short_ton')).toBeCloseTo(0.90718474, 12);
    expect(factorToSpec('CO2_emissions_tonnes', 'lb')).toBeCloseTo(0.00045359237, 15);
    expect(factorToSpec('CH4_emissions_kg', 'g')).toBe(0.001);
    expect(factorToSpec('N2O_emissions_kg', 't')).toBe(1000);
    expect(factorToSpec('CO2_emissions_tonnes', 't')).toBe(1);
  });

  it('refuses a unit of the other kind, or none it knows', () => {
    expect(factorToSpec('CO2_emissions_tonnes', 'MWh')).toBeNull();
    expect(factorToSpec('electricity_output_MWh', 'kg')).toBeNull();
    expect(factorToSpec('electricity_output_MWh', 'toString')).toBeNull();
    expect(unitsOf('CH4_emissions_kg')).toEqual(['g', 'kg', 't', 'kt', 'lb', 'short_ton']);
  });

  it('scales a volume within its own quantity, never m3 at metered conditions into Nm3', () => {
    expect(factorToSpec('fuel_consumption_m3', 'm3')).toBe(1);
    expect(factorToSpec('fuel_consumption_m3', 'thousand_m3')).toBe(1000);
    expect(factorToSpec('fuel_consumption_Nm3', 'thousand_Nm3')).toBe(1000);
    expect(factorToSpec('fuel_consumption_Nm3', 'm3')).toBeNull();
    expect(factorToSpec('fuel_consumption_m3', 'Nm3')).toBeNull();
    expect(factorToSpec('fuel_consumption_m3', 't')).toBeNull();
    expect(factorToSpec('fuel_consumption_MWh', 'm3')).toBeNull();
    expect(unitsOf('fuel_consumption_Nm3')).toEqual(['Nm3', 'thousand_Nm3']);
    expect(unitsOf('fuel_consumption_m3')).toEqual(['m3', 'thousand_m3']);
  });

  it('takes power for an energy column: MW for an hour is MWh, read with the hour operated', () => {
    expect(factorToSpec('electricity_output_MWh', 'MW')).toBe(1);
    expect(factorToSpec('heat_output_MWh', 'kW')).toBe(0.001);
    expect(factorToSpec('fuel_consumption_MWh', 'W')).toBe(1e-6);
    expect(isPowerUnit('MW')).toBe(true);
    expect(isPowerUnit('MWh')).toBe(false);
    expect(factorToSpec('CO2_emissions_tonnes', 'MW')).toBeNull();
    expect(unitsOf('electricity_output_MWh')).toEqual(expect.arrayContaining(['W', 'kW', 'MW']));
  });

  it('reads operating time as the share of the hour', () => {
    expect(OPERATING_TIME_UNITS).toEqual({ fraction: 1, minutes: 1 / 60, hours: 1 });
  });
});
