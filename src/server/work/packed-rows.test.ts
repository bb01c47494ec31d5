import { describe, expect, it } from 'vitest';
import { MEASURE_COLUMNS } from '../db/plant-day-columns';
import type { RollupRows } from '../db/rollup-of-rows';
import { buffersOf, packRollupRows, unpackRollupRows } from './packed-rows';

/** Every measure of a row: its column's position plus `at`, some awkward figures among them. */
const measures = (at: number) =>
  Object.fromEntries(MEASURE_COLUMNS.map((c, i) => [c, i === 0 ? 1e18 : i === 1 ? -0 : at + i]));

const rows = {
  days: [{ day: 20_089, ...measures(0.1) }],
  plantYears: [
    { plant_id: 3, year: 2025, plant_name: 'Gas, "North"', fuel_type: 'gas', ...measures(1e-9) },
    { plant_id: 7, year: 2025, plant_name: 'Coal\\nEast', fuel_type: 'coal', ...measures(2) },
  ],
  units: [{ plant_id: 3, unit_id: 'CT "1"', ...measures(3) }],
} as unknown as RollupRows;

describe('rollup rows packed for a worker thread', () => {
  it('read back as the rows they packed, their figures in buffers to move', async () => {
    const packed = await packRollupRows(rows);
    expect(buffersOf([packed])).toEqual([
      packed.days.numbers.buffer,
      packed.plantYears.numbers.buffer,
      packed.units.numbers.buffer,
    ]);
    expect(unpackRollupRows(structuredClone(packed))).toEqual(rows);
  });

  it('packs a range without rows', async () => {
    const empty: RollupRows = { days: [], plantYears: [], units: [] };
    expect(unpackRollupRows(await packRollupRows(empty))).toEqual(empty);
  });

  it('packs rows over several turns of the event loop as in one', async () => {
    const many = {
      days: [],
      units: [],
      plantYears: Array.from({ length: 4_321 }, (_, i) => ({
        ...rows.plantYears[i % 2]!,
        plant_id: i,
      })),
    } as unknown as RollupRows;
    expect(unpackRollupRows(structuredClone(await packRollupRows(many)))).toEqual(many);
  });
});
