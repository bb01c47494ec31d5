import { describe, expect, it } from 'vitest';
import {
  plantCalculation,
  plantDayCo2,
  fuelTypeStream,
  type PlantStream,
} from './plant-calculation';
import { gasStream } from '../testing/gas-stream';

const TIERS = {
  tier_activity_data: '2',
  tier_ncv: '2a',
  tier_emission_factor: '2a',
  tier_oxidation_factor: '1',
} as const;

/** A stream on the file's fuel energy with its tiers, every factor the library's unless given. */
const stream = (fields: Partial<PlantStream>) => gasStream({ ...TIERS, ...fields });

describe('the CO2 of a plant-day from its source streams', () => {
  it('a gas plant without a CO2 column and no stream: MWh x 3.6 GJ/MWh x 56.1 kg/GJ / 1000 per day', () => {
    const gas = fuelTypeStream('Natural Gas')!;
    // 1,000 MWh: 3,600 GJ x 56.1 kg/GJ = 201,960 kg; 500 MWh: 100.98 t.
    expect(plantDayCo2([gas], () => 1_000).co2_t).toBeCloseTo(201.96, 9);
    expect(plantDayCo2([gas], () => 500).co2_t).toBeCloseTo(100.98, 9);
    const year = plantCalculation([], 'Natural Gas', () => 1_500, 0);
    expect(year.streams_from).toBe('fuel_type');
    expect(year.calculated.co2_t).toBeCloseTo(302.94, 9);
    expect(year.calculated.co2_biomass_memo_t).toBe(0);
    expect(year.corroboration).toBeNull();
    expect(year.streams[0]!.tiers).toBeNull();
    expect(year.streams[0]!.factors.emission_factor).toEqual({
      value: 56.1,
      unit: 't CO2/TJ',
      basis: 'default',
      source: 'ipcc2006Co2',
    });
    expect(year.streams[0]!.factors.oxidation_factor).toMatchObject({ value: 1, basis: 'default' });
  });

  it('a plant co-firing 20 % biomass reports the fossil part, the biomass part as a memo item', () => {
    const cofired = stream({ fuel: 'other_bituminous_coal', biomass_fraction: 0.2 });
    // 1,000 MWh = 3.6 TJ x 94.6 t/TJ = 340.56 t: 80 % fossil 272.448 t, 20 % biomass 68.112 t.
    const day = plantDayCo2([cofired], () => 1_000);
    expect(day.co2_t).toBeCloseTo(272.448, 9);
    expect(day.co2_biomass_memo_t).toBeCloseTo(68.112, 9);
    const year = plantCalculation([cofired], 'Coal', () => 1_000, 0);
    expect(year.streams_from).toBe('register');
    expect(year.calculated.co2_t).toBeCloseTo(272.448, 9);
    expect(year.calculated.co2_biomass_memo_t).toBeCloseTo(68.112, 9);
    expect(year.streams[0]!.factors.biomass_fraction).toMatchObject({
      value: 0.2,
      basis: 'declared',
    });
  });

  it('a measurement-based plant sets its measured CO2 beside the corroborating calculation', () => {
    const cems = stream({ method: 'measurement' });
    // Measured 210 t; calculated 1,000 MWh x 3.6 x 56.1 / 1000 = 201.96 t; 8.04 t, 3.83 %.
    const year = plantCalculation([cems], 'Natural Gas', () => 1_000, 210);
    expect(year.calculated.co2_t).toBe(0);
    expect(year.corroboration!.measured_co2_t).toBe(210);
    expect(year.corroboration!.calculated_co2_t).toBeCloseTo(201.96, 9);
    expect(year.corroboration!.difference_t).toBeCloseTo(8.04, 9);
    expect(year.corroboration!.difference_share).toBeCloseTo(8.04 / 210, 12);
    // A measured stream is no calculated CO2 of the day: the day's CO2 is measured.
    expect(plantDayCo2([cems], () => 1_000).co2_t).toBe(0);
    expect(
      plantCalculation([cems], 'Natural Gas', () => 0, 0).corroboration!.difference_share,
    ).toBeNull();
  });

  it('a quantity of fuel: t x NCV (declared, or the library’s per tonne) x EF x OF', () => {
    const coal = stream({ fuel: 'other_bituminous_coal', activity_data: 't' });
    // 100 t x 25.8 GJ/t = 2.58 TJ x 94.6 t/TJ = 244.068 t.
    expect(plantDayCo2([coal], () => 100).co2_t).toBeCloseTo(244.068, 9);
    const analysed = {
      ...coal,
      ncv_gj_per_unit: 24,
      emission_factor_t_per_tj: 95,
      oxidation_factor: 0.99,
    };
    // 100 t x 24 GJ/t = 2.4 TJ x 95 t/TJ x 0.99 = 225.72 t.
    expect(plantDayCo2([analysed], () => 100).co2_t).toBeCloseTo(225.72, 9);
    const gas = stream({ activity_data: 'Nm3', ncv_gj_per_unit: 0.036 });
    // 1,000,000 Nm3 x 0.036 GJ/Nm3 = 36 TJ x 56.1 = 2,019.6 t.
    expect(plantDayCo2([gas], () => 1_000_000).co2_t).toBeCloseTo(2_019.6, 6);
    const year = plantCalculation([coal], 'Coal', () => 100, 0).streams[0]!;
    expect(year.factors.ncv).toEqual({
      value: 25.8,
      unit: 'GJ/t',
      basis: 'default',
      source: 'ipcc2006Ncv',
    });
  });

  it('sums the calculation streams, a wood stream all memo by default, a stream without data none', () => {
    const gas = stream({});
    const wood = stream({ name: 'Wood', fuel: 'wood_wood_waste' });
    const oil = stream({ name: 'Oil', fuel: 'gas_diesel_oil', activity_data: 't' });
    const amounts = new Map<string, number | null>([
      ['Main fuel', 1_000],
      ['Wood', 100],
      ['Oil', null],
    ]);
    const year = plantCalculation([gas, wood, oil], 'Natural Gas', (s) => amounts.get(s.name)!, 0);
    // Gas 201.96 t fossil; wood 100 MWh = 0.36 TJ x 112 = 40.32 t, memo; oil: no data.
    expect(year.calculated.co2_t).toBeCloseTo(201.96, 9);
    expect(year.calculated.co2_biomass_memo_t).toBeCloseTo(40.32, 9);
    expect(year.streams.map((s) => s.emissions === null)).toEqual([false, false, true]);
    expect(year.streams[1]!.factors.biomass_fraction).toMatchObject({ value: 1, basis: 'default' });
  });

  it('has no default stream for a plant that burns nothing or a fuel mix', () => {
    for (const f of ['Solar', 'natural gas/diesel', 'Unknown']) {
      expect(fuelTypeStream(f)).toBeUndefined();
      const year = plantCalculation([], f, () => 1_000, 0);
      expect(year.streams_from).toBe('none');
      expect(year.calculated.co2_t).toBe(0);
    }
  });
});
