import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate } from '../readings/day-number';
import type { FactorEntry } from './factor-entry-schema';
import { plantCalculation, plantDayCo2, type PlantStream } from './plant-calculation';
import type { DayAmount } from './stream-days';

/** A coal stream metered in tonnes, every factor the library's: NCV 25.8 GJ/t, EF 94.6 t/TJ. */
const coal: PlantStream = {
  id: 'coal',
  name: 'Coal',
  unit_id: null,
  fuel: 'other_bituminous_coal',
  method: 'calculation',
  activity_data: 't',
  ncv_gj_per_unit: null,
  emission_factor_t_per_tj: null,
  oxidation_factor: null,
  biomass_fraction: null,
};

const labNcv = (id: string, value: number, from: string, to: string): FactorEntry => ({
  id,
  stream_id: 'coal',
  parameter: 'ncv',
  value,
  valid_from: from,
  valid_to: to,
  source: `Laboratory analysis, ${from.slice(0, 7)}`,
});

const ENTRIES = [
  labNcv('jan', 24.1, '2025-01-01', '2025-01-31'),
  labNcv('feb', 25.3, '2025-02-01', '2025-02-28'),
  labNcv('mar', 23.8, '2025-03-01', '2025-03-31'),
];

/** `tonnes` on every day from `from` to `to`. */
function daily(from: string, to: string, tonnes: number): DayAmount[] {
  const days: DayAmount[] = [];
  for (let d = dateToDay(from); d <= dateToDay(to); d++)
    days.push({ date: dayToDate(d), amount: tonnes });
  return days;
}

describe('a coal plant with fuel in tonnes and a laboratory NCV per month', () => {
  // Jan: 31 d x 100 t x 24.1 GJ/t = 74.71 TJ x 94.6 t/TJ = 7,067.566 t
  // Feb: 28 d x 100 t x 25.3 GJ/t = 70.84 TJ x 94.6 t/TJ = 6,701.464 t
  // Mar: 31 d x 100 t x 23.8 GJ/t = 73.78 TJ x 94.6 t/TJ = 6,979.588 t
  // The quarter: 20,748.618 t.

  it('gets the sum of the monthly products', () => {
    const year = plantCalculation(
      [{ ...coal, entries: ENTRIES }],
      'Coal',
      () => daily('2025-01-01', '2025-03-31', 100),
      0,
    );
    expect(year.calculated.co2_t).toBeCloseTo(20_748.618, 6);
    const s = year.streams[0]!;
    expect(s.amount).toBe(9_000);
    expect(s.emissions!.energy_tj).toBeCloseTo(74.71 + 70.84 + 73.78, 9);
    // Every day took an entry's NCV: the library's NCV applied on none; EF and OF are the library's.
    expect(s.applied.filter((a) => a.parameter === 'ncv')).toEqual([
      expect.objectContaining({ value: 24.1, basis: 'entered', days: 31, unit: 'GJ/t' }),
      expect.objectContaining({ value: 25.3, basis: 'entered', days: 28 }),
      expect.objectContaining({ value: 23.8, basis: 'entered', days: 31 }),
    ]);
    expect(s.applied[0]!.entry).toEqual({
      id: 'jan',
      valid_from: '2025-01-01',
      valid_to: '2025-01-31',
      source: 'Laboratory analysis, 2025-01',
    });
    expect(s.applied.find((a) => a.parameter === 'emission_factor')).toMatchObject({
      value: 94.6,
      basis: 'default',
      source: 'ipcc2006Co2',
      days: 90,
    });
    // The stream's own factors stay what it declares (nothing: the library's).
    expect(s.factors.ncv).toMatchObject({ value: 25.8, basis: 'default' });
  });

  it('a day outside every entry takes the declared NCV, else the library default', () => {
    const days = [...daily('2025-01-01', '2025-03-31', 100), { date: '2025-04-01', amount: 100 }];
    // 1 April: 100 t x 25.8 GJ/t (library) = 2.58 TJ x 94.6 = 244.068 t.
    const byDefault = plantCalculation([{ ...coal, entries: ENTRIES }], 'Coal', () => days, 0);
    expect(byDefault.calculated.co2_t).toBeCloseTo(20_748.618 + 244.068, 6);
    expect(byDefault.streams[0]!.applied[0]).toMatchObject({
      parameter: 'ncv',
      value: 25.8,
      basis: 'default',
      source: 'ipcc2006Ncv',
      entry: null,
      days: 1,
    });
    // Declared 25.0 GJ/t: 100 t x 25.0 = 2.5 TJ x 94.6 = 236.5 t.
    const declared = { ...coal, ncv_gj_per_unit: 25, entries: ENTRIES };
    const year = plantCalculation([declared], 'Coal', () => days, 0);
    expect(year.calculated.co2_t).toBeCloseTo(20_748.618 + 236.5, 6);
    expect(year.streams[0]!.applied[0]).toMatchObject({ value: 25, basis: 'declared', days: 1 });
  });

  it('a plant-day takes the entry valid that day', () => {
    const stream = { ...coal, entries: ENTRIES };
    // 100 t x 25.3 GJ/t = 2.53 TJ x 94.6 = 239.338 t; no date: the library's 25.8, 244.068 t.
    expect(plantDayCo2([stream], () => 100, '2025-02-14').co2_t).toBeCloseTo(239.338, 9);
    expect(plantDayCo2([stream], () => 100).co2_t).toBeCloseTo(244.068, 9);
  });

  it('an entered emission factor and biomass fraction apply on their days only', () => {
    const entries: FactorEntry[] = [
      { ...labNcv('ef', 90, '2025-01-02', '2025-01-02'), parameter: 'emission_factor' },
      { ...labNcv('bio', 0.5, '2025-01-02', '2025-01-02'), parameter: 'biomass_fraction' },
    ];
    const days = daily('2025-01-01', '2025-01-02', 100);
    // 1 Jan: 2.58 TJ x 94.6 = 244.068 t fossil. 2 Jan: 2.58 TJ x 90 = 232.2 t, half of it biomass.
    const year = plantCalculation([{ ...coal, entries }], 'Coal', () => days, 0);
    expect(year.calculated.co2_t).toBeCloseTo(244.068 + 116.1, 9);
    expect(year.calculated.co2_biomass_memo_t).toBeCloseTo(116.1, 9);
  });

  it('one amount for the period takes the stream’s own factors, its days unknown', () => {
    const year = plantCalculation([{ ...coal, entries: ENTRIES }], 'Coal', () => 100, 0);
    expect(year.calculated.co2_t).toBeCloseTo(244.068, 9);
    expect(year.streams[0]!.applied[0]).toMatchObject({
      parameter: 'ncv',
      value: 25.8,
      days: null,
    });
  });
});
