import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { PlantDayCell } from '@domain/readings/plant-day-cell';
import { dateToDay } from '@domain/readings/day-number';
import { cellRowsOf } from '../cell-rows';
import { plantCells } from '../testing/plant-cells';
import { storeFile } from '../testing/stored-file';
import { describeEachBackend } from '../testing/test-databases';
import type { DataQualityReport } from '@domain/readings/dataset';
import { createCoverageQueries } from './coverage';
import { createFileQueries } from './files';

const day = dateToDay;
const FULL_DAY = (1 << 24) - 1;

/** A unit's cells from one day to another, `co2` t and its square sum each day (exact in binary). */
function unitCells(
  plant: number,
  unit: string,
  from: string,
  to: string,
  co2: number,
  change: (cell: PlantDayCell) => void = () => undefined,
): PlantDayCell[] {
  return plantCells(plant, `Plant ${plant}`, from, to, co2).map((cell) => {
    const own = { ...cell, unit_id: unit, totals: { ...cell.totals, co2SquareSum: co2 * 2 } };
    change(own);
    return own;
  });
}

/** The units of plants 7 to 10 from 2025-01-01 to 01-10 (see each plant's note). */
const CELLS: PlantDayCell[] = [
  // Plant 7: unit B misses 01-04 and 01-05.
  ...unitCells(7, 'A', '2025-01-01', '2025-01-10', 1),
  ...unitCells(7, 'B', '2025-01-01', '2025-01-03', 2),
  ...unitCells(7, 'B', '2025-01-06', '2025-01-10', 2),
  // Plant 8: unit A misses hour 5 of 01-03, repeats two hours of 01-04 and is off hours 0-3 of 01-05.
  ...unitCells(8, 'A', '2025-01-01', '2025-01-10', 4, (c) => {
    if (c.day === day('2025-01-03')) c.hourMask = FULL_DAY & ~(1 << 5);
    if (c.day === day('2025-01-04')) c.duplicateReadings = 2;
    if (c.day === day('2025-01-05')) c.notOperatingMask = 0b1111;
  }),
  ...unitCells(8, 'B', '2025-01-01', '2025-01-10', 8),
  // Plant 9: one unit, whole.
  ...unitCells(9, '', '2025-01-01', '2025-01-10', 16),
  // Plant 10: unit B's 01-06 from a daily file; unit A whole.
  ...unitCells(10, 'A', '2025-01-01', '2025-01-10', 0.5),
  ...unitCells(10, 'B', '2025-01-01', '2025-01-10', 0.25, (c) => {
    if (c.day === day('2025-01-06')) c.daily = true;
  }),
];

describeEachBackend('coverage.unitDays', (t) => {
  async function history(): Promise<string> {
    const org = `org-${randomUUID()}`;
    await storeFile(createFileQueries(t.db), org, {
      fileName: 'units.csv',
      content: new TextEncoder().encode('units'),
      facts: {
        quality: { rows: 1, plants: 4 } as DataQualityReport,
        analysis: {},
        analysisVersion: 1,
        cells: cellRowsOf(CELLS),
      },
    });
    return org;
  }

  const range = { first: day('2025-01-02'), last: day('2025-01-09') };
  const readings = { first: day('2025-01-01'), last: day('2025-01-10') };
  const whole = [range];
  /** `days` days in the range of `co2` t each (24 valid hours a day), `off` hours not operated. */
  const sums = (days: number, co2: number, off = 0) => ({
    notOperatingHours: off,
    co2: { count: 24 * days, sum: co2 * days, sumOfSquares: co2 * 2 * days },
  });

  it("reads each unit's runs, odd days and sums within the range", async () => {
    const org = await history();
    const units = await createCoverageQueries(t.db).unitDays(org, range, { first: 7, last: 10 });
    const plant = (id: number) => Object.fromEntries(units.get(id) ?? []);
    expect(plant(7)).toEqual({
      A: { readings, runs: whole, uneven: [], ...sums(8, 1) },
      B: {
        readings,
        runs: [
          { first: day('2025-01-02'), last: day('2025-01-03') },
          { first: day('2025-01-06'), last: day('2025-01-09') },
        ],
        uneven: [],
        ...sums(6, 2),
      },
    });
    expect(plant(8)).toEqual({
      A: {
        readings,
        runs: whole,
        uneven: [
          { day: day('2025-01-03'), hours: FULL_DAY & ~(1 << 5), duplicateHours: 0 },
          { day: day('2025-01-04'), hours: FULL_DAY, duplicateHours: 2 },
        ],
        ...sums(8, 4, 4),
      },
      B: { readings, runs: whole, uneven: [], ...sums(8, 8) },
    });
    expect(plant(9)).toEqual({ '': { readings, runs: whole, uneven: [], ...sums(8, 16) } });
    expect(plant(10)).toEqual({
      A: { readings, runs: whole, uneven: [], ...sums(8, 0.5) },
      B: {
        readings,
        runs: whole,
        uneven: [{ day: day('2025-01-06'), hours: FULL_DAY, duplicateHours: 0, daily: true }],
        ...sums(8, 0.25),
      },
    });
  });

  it('leaves out a plant of one unit when asked for the plants of several', async () => {
    const org = await history();
    const coverage = createCoverageQueries(t.db);
    const ids = { first: 7, last: 10 };
    const several = await coverage.unitDays(org, range, ids, { severalOnly: true });
    const all = await coverage.unitDays(org, range, ids);
    expect([...several.keys()]).toEqual([7, 8, 10]);
    for (const plant of several.keys()) expect(several.get(plant)).toEqual(all.get(plant));
  });

  it('gives a unit without a day in the range its readings alone', async () => {
    const org = await history();
    const late = { first: day('2025-01-04'), last: day('2025-01-05') };
    const units = await createCoverageQueries(t.db).unitDays(org, late, { first: 7, last: 7 });
    expect(units.get(7)?.get('B')).toEqual({
      readings,
      runs: [],
      uneven: [],
      notOperatingHours: 0,
      co2: { count: 0, sum: 0, sumOfSquares: 0 },
    });
    expect(units.get(7)?.get('A')?.runs).toEqual([late]);
  });
});
