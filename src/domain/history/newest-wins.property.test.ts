import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingValues } from '../testing/arbitraries';
import { dayToDate, dateToDay } from '../readings/day-number';
import { plantDayCells } from '../readings/plant-day-cells';
import { type PlantDayCell } from '../readings/plant-day-cell';
import { makeDataset, type RowInput } from '../testing/make-dataset';
import { availableOfCells, cellsSums } from './cells-source';
import type { ScopeFilter } from './date-range';
import { newestWins } from './newest-wins';
import { scopeBase } from './scope-base';

// Four days before the year end: every history crosses a month end and a year end.
const FIRST_DAY = dateToDay('2024-12-28');
const FUELS = ['Coal', 'Natural Gas', 'CHP', 'Oil'];

/** One plant-day's readings: hours (a repeated hour is a duplicate reading), none for no data. */
const plantDay = fc
  .array(
    fc.record({
      hour: fc.integer({ min: 0, max: 23 }),
      values: readingValues,
    }),
    { maxLength: 6 },
  )
  .map((readings) => readings.sort((a, b) => a.hour - b.hour));

interface History {
  days: number;
  plants: number;
  /** Readings of plant p (0-based) on day d at [d * plants + p]. */
  grid: { hour: number; values: number[] }[][];
  uploads: number;
  /** The upload holding each day's final version (the newest that holds it). */
  finalUpload: number[];
  /** stale[k][d]: upload k, older than the day's final upload, holds an outdated copy of day d. */
  stale: boolean[][];
  /** Sort keys of the days in each upload: any order of days in a file. */
  order: number[][];
  /** A random range and plants, as day offsets from FIRST_DAY. */
  range: { from: number | null; to: number | null; plants: number[] };
}

const history: fc.Arbitrary<History> = fc
  .record({
    days: fc.integer({ min: 5, max: 9 }),
    plants: fc.integer({ min: 1, max: 3 }),
    uploads: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ days, plants, uploads }) =>
    fc.record({
      days: fc.constant(days),
      plants: fc.constant(plants),
      uploads: fc.constant(uploads),
      grid: fc.array(plantDay, { minLength: days * plants, maxLength: days * plants }),
      finalUpload: fc.array(fc.integer({ min: 0, max: uploads - 1 }), {
        minLength: days,
        maxLength: days,
      }),
      stale: fc.array(fc.array(fc.boolean(), { minLength: days, maxLength: days }), {
        minLength: uploads,
        maxLength: uploads,
      }),
      order: fc.array(fc.array(fc.double({ noNaN: true }), { minLength: days, maxLength: days }), {
        minLength: uploads,
        maxLength: uploads,
      }),
      range: fc.record({
        from: fc.option(fc.integer({ min: -3, max: days + 2 })),
        to: fc.option(fc.integer({ min: -3, max: days + 2 })),
        plants: fc.uniqueArray(fc.integer({ min: 1, max: plants + 1 }), { maxLength: plants }),
      }),
    }),
  );

/** The rows of one day for every plant: the true ones, or an outdated copy of them. */
function dayRows(h: History, d: number, outdated: boolean): RowInput[] {
  const rows: RowInput[] = [];
  for (let p = 0; p < h.plants; p++) {
    for (const { hour, values } of h.grid[d * h.plants + p]!) {
      const [electricity, heat, fuel, co2, ch4, n2o, eff] = values as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      rows.push({
        date: `${dayToDate(FIRST_DAY + d)} ${String(hour).padStart(2, '0')}:00:00`,
        plant_id: p + 1,
        // An outdated copy may even name the plant differently: the winner's name must show.
        plant_name: outdated ? `Old ${p + 1}` : `Plant ${p + 1}`,
        fuel_type: FUELS[p]!,
        electricity_output_MWh: outdated ? electricity * 2 + 1 : electricity,
        heat_output_MWh: heat,
        fuel_consumption_MWh: fuel,
        CO2_emissions_tonnes: outdated ? co2 + 1000 : co2,
        CH4_emissions_kg: ch4,
        N2O_emissions_kg: n2o,
        efficiency_percent: outdated ? 100 - eff : eff,
      });
    }
  }
  return rows;
}

const tagged = (rows: RowInput[], upload: number) =>
  plantDayCells(makeDataset(rows)).map((c) => ({ ...c, upload }));

/** The whole file's cells, and the cells of each upload (oldest first). */
function split(h: History) {
  const all: RowInput[] = [];
  for (let d = 0; d < h.days; d++) all.push(...dayRows(h, d, false));
  const uploads: (PlantDayCell & { upload: number })[][] = [];
  for (let k = 0; k < h.uploads; k++) {
    const days = [...Array(h.days).keys()]
      .filter((d) => h.finalUpload[d] === k || (h.finalUpload[d]! > k && h.stale[k]![d]))
      .sort((a, b) => h.order[k]![a]! - h.order[k]![b]!);
    uploads.push(
      tagged(
        days.flatMap((d) => dayRows(h, d, h.finalUpload[d] !== k)),
        k,
      ),
    );
  }
  return { whole: tagged(all, 0), uploads };
}

const dateOf = (offset: number | null) => (offset === null ? null : dayToDate(FIRST_DAY + offset));

function filterOf(h: History): ScopeFilter {
  let { from, to } = h.range;
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return { from: dateOf(from), to: dateOf(to), plants: [...h.range.plants].sort((a, b) => a - b) };
}

const analyse = (cells: (PlantDayCell & { upload: number })[], filter: ScopeFilter) =>
  scopeBase(
    { kind: 'history', fileId: null },
    filter,
    availableOfCells(cells),
    cellsSums(cells, filter),
    {},
  );

describe('newest wins over uploads split at day boundaries', () => {
  it('analyses the merged uploads as the whole file, for the whole scope and any range', async () => {
    await fc.assert(
      fc.asyncProperty(history, async (h) => {
        const { whole, uploads } = split(h);
        const merged = newestWins(uploads);
        // The winners are the whole file's plant-days (the tags aside).
        const untagged = (cells: (PlantDayCell & { upload: number })[]) =>
          cells.map((c) => ({ ...c, upload: 0 }));
        expect(untagged(merged)).toEqual(whole);
        for (const filter of [{ from: null, to: null, plants: [] }, filterOf(h)]) {
          const expected = await analyse(whole, filter);
          const actual = await analyse(merged, filter);
          expect(actual.base).toEqual(expected.base);
          expect(actual.comparison).toEqual(expected.comparison);
          expect(actual.scope).toEqual(expected.scope);
        }
      }),
      { numRuns: 80 },
    );
  });
});
