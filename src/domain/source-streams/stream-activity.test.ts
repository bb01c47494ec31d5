import { describe, expect, it } from 'vitest';
import { dateToDay } from '../readings/day-number';
import { streamActivity, type UnitDay } from './stream-activity';

interface Fuel {
  t?: number;
  m3?: number;
  Nm3?: number;
}

/** A unit's day: its fuel energy, and each quantity of fuel it reports (absent: not reported). */
const day = (unit: string, date: string, fuelMWh: number, fuel: Fuel = {}): UnitDay => ({
  unit_id: unit,
  day: dateToDay(date),
  totals: {
    fuelMWh,
    fuelTonnes: fuel.t ?? 0,
    fuelTonnesHours: fuel.t === undefined ? 0 : 24,
    fuelM3: fuel.m3 ?? 0,
    fuelM3Hours: fuel.m3 === undefined ? 0 : 24,
    fuelNm3: fuel.Nm3 ?? 0,
    fuelNm3Hours: fuel.Nm3 === undefined ? 0 : 24,
  },
});

const DAYS = [
  day('B1', '2025-01-02', 300, { t: 100, Nm3: 24_000 }),
  day('B2', '2025-01-02', 200, { m3: 5_000 }),
  day('B1', '2025-01-01', 250, { t: 90, Nm3: 20_000 }),
  day('B2', '2025-01-01', 150, { t: 0, Nm3: 1_000 }),
];

describe("a source stream's activity data per day", () => {
  it("takes its unit's fuel energy, or the whole plant's, day by day", () => {
    expect(streamActivity({ activity_data: 'file_fuel_mwh', unit_id: 'B2' }, DAYS)).toEqual([
      { date: '2025-01-01', amount: 150 },
      { date: '2025-01-02', amount: 200 },
    ]);
    expect(streamActivity({ activity_data: 'file_fuel_mwh', unit_id: null }, DAYS)).toEqual([
      { date: '2025-01-01', amount: 400 },
      { date: '2025-01-02', amount: 500 },
    ]);
  });

  it('takes the tonnes of the days that report them; a reported 0 t is 0, not missing', () => {
    expect(streamActivity({ activity_data: 't', unit_id: null }, DAYS)).toEqual([
      { date: '2025-01-01', amount: 90 },
      { date: '2025-01-02', amount: 100 },
    ]);
    expect(streamActivity({ activity_data: 't', unit_id: 'B2' }, DAYS)).toEqual([
      { date: '2025-01-01', amount: 0 },
    ]);
  });

  it('takes m3 and Nm3 each from its own column, never the one for the other', () => {
    expect(streamActivity({ activity_data: 'Nm3', unit_id: null }, DAYS)).toEqual([
      { date: '2025-01-01', amount: 21_000 },
      { date: '2025-01-02', amount: 24_000 },
    ]);
    expect(streamActivity({ activity_data: 'Nm3', unit_id: 'B2' }, DAYS)).toEqual([
      { date: '2025-01-01', amount: 1_000 },
    ]);
    expect(streamActivity({ activity_data: 'm3', unit_id: null }, DAYS)).toEqual([
      { date: '2025-01-02', amount: 5_000 },
    ]);
  });

  it('has none for a quantity no day reports', () => {
    expect(streamActivity({ activity_data: 'm3', unit_id: 'B1' }, DAYS)).toBeNull();
    expect(streamActivity({ activity_data: 't', unit_id: 'B3' }, DAYS)).toBeNull();
  });
});
