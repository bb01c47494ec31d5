import { describe, expect, it } from 'vitest';
import { dateToDay } from '../readings/day-number';
import { streamActivity, type UnitDay } from './stream-activity';

const day = (unit: string, date: string, fuelMWh: number, fuelTonnes?: number): UnitDay => ({
  unit_id: unit,
  day: dateToDay(date),
  totals: {
    fuelMWh,
    fuelTonnes: fuelTonnes ?? 0,
    fuelTonnesHours: fuelTonnes === undefined ? 0 : 24,
  },
});

const DAYS = [
  day('B1', '2025-01-02', 300, 100),
  day('B2', '2025-01-02', 200),
  day('B1', '2025-01-01', 250, 90),
  day('B2', '2025-01-01', 150, 0),
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

  it('has none for a volume, which no file holds, nor for tonnes no day reports', () => {
    expect(streamActivity({ activity_data: 'Nm3', unit_id: null }, DAYS)).toBeNull();
    expect(streamActivity({ activity_data: 't', unit_id: 'B3' }, DAYS)).toBeNull();
  });
});
