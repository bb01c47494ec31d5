import { describe, expect, it } from 'vitest';
import type { EtsYearData } from '../../domain/core/ets/ets-year';
import { packEtsYearData, unpackEtsYearData } from './packed-ets-year';

const data: EtsYearData = {
  year: 2025,
  days_with_data: 2,
  last_date: '2025-01-02',
  plants: [
    {
      plant_id: 3,
      plant_name: 'Gas, "North"',
      fuel_type: 'gas',
      co2_t: 0.1,
      hours: 24,
      co2_sq_sum: 0.01,
    },
    {
      plant_id: 7,
      plant_name: 'Coal\\nEast',
      fuel_type: 'coal',
      co2_t: 1e9,
      hours: 1,
      co2_sq_sum: 1e18,
    },
  ],
};

describe('an ETS year packed for a worker thread', () => {
  it('reads back as the data it packed, its figures in a buffer to move', () => {
    const { packed, transfer } = packEtsYearData(data);
    expect(transfer).toEqual([packed.figures.buffer]);
    expect(unpackEtsYearData(structuredClone(packed))).toEqual(data);
  });

  it('packs a year without plants', () => {
    const empty = { year: 2026, days_with_data: 0, last_date: null, plants: [] };
    expect(unpackEtsYearData(packEtsYearData(empty).packed)).toEqual(empty);
  });
});
