import { describe, expect, it } from 'vitest';
import {
  ESTIMATED_LABEL,
  estimateGas,
  gasEstimatesOf,
  NO_ESTIMATE_TEXT,
  sumGasEstimates,
  unreportedFuel,
} from './gas-estimates';

const day = (fuelMWh: number, hours: number, ch4Hours: number, n2oHours: number) => ({
  fuelMWh,
  hours,
  co2Hours: hours,
  ch4Hours,
  n2oHours,
});

describe('CH4 and N2O the data do not report, estimated from the plant’s fuel', () => {
  it('1,000 MWh of natural gas no hour reports: 3.6 TJ x 1 kg/TJ = 3.6 kg CH4, x 0.1 = 0.36 kg N2O', () => {
    const e = gasEstimatesOf('Natural Gas', [day(1_000, 24, 0, 0)]);
    expect(e.ch4).toMatchObject({
      kg: 3.6,
      fuel: 'natural_gas',
      fuel_name: 'Natural Gas',
      factor_kg_per_tj: 1,
      source: 'ipcc2006EnergyIndustriesCh4N2o',
      hours: 24,
      label: ESTIMATED_LABEL,
      reason: null,
    });
    expect(e.ch4!.fuel_mwh).toBeCloseTo(1_000, 9);
    expect(e.ch4!.kg).toBeCloseTo(3.6, 9);
    expect(e.n2o!.kg).toBeCloseTo(0.36, 9);
    expect(e.n2o!.factor_kg_per_tj).toBe(0.1);
  });

  it('other bituminous coal: 1.5 kg N2O per TJ, 1,000 MWh = 5.4 kg', () => {
    const e = gasEstimatesOf('coal', [day(1_000, 24, 24, 0)]);
    expect(e.ch4).toBeNull();
    expect(e.n2o!.kg).toBeCloseTo(5.4, 9);
    expect(e.n2o!.fuel_name).toBe('Other Bituminous Coal');
  });

  it('sums a plant’s years, each estimated from the fuel of its hours that do not report the gas', () => {
    // 2024 reports CH4 in all its hours: nothing to estimate; 2025 in none: its 500 MWh = 1.8 kg.
    const e = gasEstimatesOf('natural gas', [day(2_000, 48, 48, 48), day(500, 24, 0, 0)]);
    expect(e.ch4!.kg).toBeCloseTo(1.8, 9);
    expect(e.ch4!.hours).toBe(24);
    expect(e.ch4!.fuel_mwh).toBeCloseTo(500, 9);
  });

  it('takes a partly reporting sum’s unreported hours pro rata of its fuel', () => {
    expect(unreportedFuel(day(1_000, 40, 30, 40), 'ch4Hours')).toEqual({
      hours: 10,
      fuel_mwh: 250,
    });
    expect(unreportedFuel(day(1_000, 40, 30, 40), 'n2oHours')).toEqual({ hours: 0, fuel_mwh: 0 });
    expect(unreportedFuel(day(0, 0, 0, 0), 'ch4Hours')).toEqual({ hours: 0, fuel_mwh: 0 });
  });

  it('estimates nothing for a fuel the library does not name, and says why', () => {
    const mix = gasEstimatesOf('natural gas/diesel', [day(1_000, 24, 0, 0)]);
    expect(mix.ch4).toMatchObject({ kg: null, hours: 24, label: null, fuel: null });
    expect(mix.ch4!.reason).toBe(NO_ESTIMATE_TEXT.fuel_mix);
    expect(estimateGas('Primary Fuel', 'n2o', { hours: 5, fuel_mwh: 10 })!.reason).toBe(
      NO_ESTIMATE_TEXT.unknown_fuel,
    );
    expect(estimateGas('Solar', 'ch4', { hours: 5, fuel_mwh: 0 })!.reason).toBe(
      NO_ESTIMATE_TEXT.no_combustion,
    );
  });

  it('estimates nothing where every hour reports the gas', () => {
    expect(gasEstimatesOf('coal', [day(1_000, 24, 24, 24)])).toEqual({
      co2: null,
      ch4: null,
      n2o: null,
    });
  });
});

describe('a fleet’s estimates', () => {
  it('sums the estimated plants, names their fuel only when they share it, and keeps why none was', () => {
    const gas = gasEstimatesOf('natural gas', [day(1_000, 24, 0, 0)]);
    const coal = gasEstimatesOf('coal', [day(1_000, 24, 0, 0)]);
    const mix = gasEstimatesOf('natural gas/diesel', [day(1_000, 24, 0, 0)]);
    const fleet = sumGasEstimates([gas, coal, mix, undefined]);
    expect(fleet.n2o!.kg).toBeCloseTo(0.36 + 5.4, 9);
    expect(fleet.n2o).toMatchObject({ hours: 48, fuel: null, label: ESTIMATED_LABEL });
    expect(sumGasEstimates([gas, gas]).ch4).toMatchObject({ fuel: 'natural_gas', hours: 48 });
    expect(sumGasEstimates([mix, mix]).ch4).toMatchObject({ kg: null, hours: 48 });
    expect(sumGasEstimates([undefined]).ch4).toBeNull();
  });
});
