import { describe, expect, it } from 'vitest';
import { gasStream } from '../testing/gas-stream';
import { plantCo2Basis, type PlantYearCo2 } from './plant-co2-basis';

/** A year of 1,000 MWh of fuel and 210 t CO2 measured, without units. */
const year = (fields: Partial<PlantYearCo2> = {}): PlantYearCo2 => ({
  fuel_type: 'Natural Gas',
  co2_t: 210,
  co2_sq_sum: 4,
  fuel_mwh: 1_000,
  hours: 48,
  co2_hours: 48,
  units: [],
  ...fields,
});

describe('the CO2 of a plant year the ETS counts', () => {
  it('a plant without streams whose data hold CO2: the measured CO2', () => {
    expect(plantCo2Basis([], year())).toEqual({
      co2_basis: 'measured',
      co2_counted_t: 210,
      co2_measured_t: 210,
      co2_calculated_t: 0,
      co2_biomass_memo_t: 0,
      calculation_streams: 0,
      corroboration: null,
    });
  });

  it('a gas plant without streams and without CO2: 1,000 MWh x 3.6 GJ x 56.1 kg/GJ = 201.96 t', () => {
    const b = plantCo2Basis([], year({ co2_t: 0, co2_sq_sum: 0 }));
    expect(b.co2_basis).toBe('fuel_type');
    expect(b.co2_counted_t).toBeCloseTo(201.96, 9);
    expect(b.co2_calculated_t).toBeCloseTo(201.96, 9);
    expect(b.co2_measured_t).toBe(0);
    expect(b.calculation_streams).toBe(1);
  });

  it('a gas plant whose file holds no CO2 column (issue 38): 960 MWh x 3.6 x 56.1 / 1000 = 193.8816 t', () => {
    // 2 days x 24 h x 20 MWh; an import profile marked CO2 absent, so no hour reports it.
    const b = plantCo2Basis([], year({ co2_t: 0, co2_sq_sum: 0, fuel_mwh: 960, co2_hours: 0 }));
    expect(b).toMatchObject({ co2_basis: 'fuel_type', co2_measured_t: 0, calculation_streams: 1 });
    expect(b.co2_counted_t).toBeCloseTo(2 * 96.9408, 9);
    expect(b.co2_calculated_t).toBeCloseTo(193.8816, 9);
    expect(b.co2_not_reported).toBeUndefined();
  });

  it('a plant whose data report CO2 in 24 of its 48 hours: the measured CO2, the rest a stated gap', () => {
    const b = plantCo2Basis([], year({ co2_t: 105, co2_hours: 24 }));
    expect(b).toMatchObject({
      co2_basis: 'measured',
      co2_counted_t: 105,
      co2_measured_t: 105,
      co2_not_reported: { hours: 24, of_hours: 48 },
    });
  });

  it('a plant without CO2 whose fuel type names no library fuel: nothing to calculate, measured 0', () => {
    const b = plantCo2Basis([], year({ fuel_type: 'Solar', co2_t: 0, co2_sq_sum: 0 }));
    expect(b).toMatchObject({ co2_basis: 'measured', co2_counted_t: 0 });
  });

  it('a calculation stream replaces the measured CO2: coal co-fired 20 % biomass', () => {
    // 3.6 TJ x 94.6 t/TJ = 340.56 t: 272.448 t fossil counted, 68.112 t biomass memo.
    const b = plantCo2Basis(
      [gasStream({ fuel: 'other_bituminous_coal', biomass_fraction: 0.2 })],
      year({ fuel_type: 'Coal', co2_t: 400 }),
    );
    expect(b.co2_basis).toBe('calculated');
    expect(b.co2_counted_t).toBeCloseTo(272.448, 9);
    expect(b.co2_measured_t).toBe(0);
    expect(b.co2_biomass_memo_t).toBeCloseTo(68.112, 9);
    expect(b.corroboration).toBeNull();
  });

  it('a measurement stream counts the measured CO2 and corroborates it: 210 t against 201.96 t', () => {
    const b = plantCo2Basis([gasStream({ method: 'measurement' })], year());
    expect(b.co2_basis).toBe('measured');
    expect(b.co2_counted_t).toBe(210);
    expect(b.co2_calculated_t).toBe(0);
    expect(b.corroboration!.calculated_co2_t).toBeCloseTo(201.96, 9);
    expect(b.corroboration!.difference_t).toBeCloseTo(8.04, 9);
    // 8.04 / 210 = 3.83 %.
    expect(b.corroboration!.difference_share).toBeCloseTo(0.038286, 6);
  });

  it('a unit measured and a unit calculated: that unit measured + the other calculated', () => {
    const units = [
      { unit_id: 'GT1', co2_t: 120, fuel_mwh: 600 },
      { unit_id: 'B2', co2_t: 90, fuel_mwh: 400 },
    ];
    const b = plantCo2Basis(
      [
        gasStream({ unit_id: 'GT1', method: 'measurement' }),
        gasStream({ unit_id: 'B2', name: 'Boiler gas' }),
      ],
      year({ units }),
    );
    // B2: 400 MWh x 3.6 x 56.1 / 1000 = 80.784 t; GT1 measured 120 t, its calculation 121.176 t.
    expect(b.co2_basis).toBe('measured_and_calculated');
    expect(b.co2_measured_t).toBe(120);
    expect(b.co2_calculated_t).toBeCloseTo(80.784, 9);
    expect(b.co2_counted_t).toBeCloseTo(200.784, 9);
    expect(b.corroboration!.difference_t).toBeCloseTo(-1.176, 9);
    expect(b.calculation_streams).toBe(1);
  });

  it('a calculation stream without activity data in the year: the measured CO2, never 0 t', () => {
    // A stream on tonnes of fuel the files never report calculates nothing: counting 0 t would
    // drop the plant's 210 t from the year, so its measured CO2 is counted and the stream named.
    const b = plantCo2Basis([gasStream({ name: 'Coal by weight', activity_data: 't' })], year());
    expect(b).toMatchObject({
      co2_basis: 'measured',
      co2_counted_t: 210,
      co2_measured_t: 210,
      co2_calculated_t: 0,
      streams_without_data: ['Coal by weight'],
    });
  });

  it('a stream without activity data on a plant whose data hold no CO2: the rest, and named', () => {
    const b = plantCo2Basis(
      [gasStream({}), gasStream({ name: 'Coal by weight', activity_data: 't' })],
      year({ co2_t: 0, co2_sq_sum: 0 }),
    );
    expect(b.co2_basis).toBe('calculated');
    expect(b.co2_counted_t).toBeCloseTo(201.96, 9);
    expect(b.streams_without_data).toEqual(['Coal by weight']);
  });
});
