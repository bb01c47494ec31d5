import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate } from '../readings/day-number';
import { plantDayCells } from '../readings/plant-day-cells';
import { type PlantDayCell } from '../readings/plant-day-cell';
import { makeDataset, testRow } from '../testing/make-dataset';
import { cellsSums } from './cells-source';
import { cellsInScope, newestWins } from './newest-wins';

/** The plant-day cells of rows, tagged with their upload. */
function upload(n: number, rows: Parameters<typeof testRow>[0][]) {
  return plantDayCells(makeDataset(rows.map((r) => testRow(r)))).map((c) => ({ ...c, upload: n }));
}

const at = (date: string, plant_id: number, co2: number) => ({
  date,
  plant_id,
  plant_name: `Plant ${plant_id}`,
  CO2_emissions_tonnes: co2,
});

// Upload 1: 15 January for plants 1, 2 and 3, and 16 January. CO2 = 100 x plant + day.
const first = upload(1, [
  at('2025-01-15 00:00:00', 1, 115),
  at('2025-01-15 01:00:00', 1, 115),
  at('2025-01-15', 2, 215),
  at('2025-01-15', 3, 315),
  at('2025-01-16', 1, 116),
  at('2025-01-16', 2, 216),
  at('2025-01-16', 3, 316),
]);
// Upload 2: 15 January corrected for plants 1 and 2 only; plant 1's day has one reading fewer.
const corrected = upload(2, [at('2025-01-15', 1, 1), at('2025-01-15', 2, 2)]);

const summary = (cells: (PlantDayCell & { upload: number })[]) =>
  cells.map((c) => ({
    plant: c.plant_id,
    date: dayToDate(c.day).slice(8),
    upload: c.upload,
    co2: c.totals.co2Tonnes,
    rows: c.totals.rows,
  }));

describe('newestWins', () => {
  it('takes a corrected plant-day whole from the newer upload and keeps every other one', () => {
    expect(summary(newestWins([first, corrected]))).toEqual([
      { plant: 1, date: '15', upload: 2, co2: 1, rows: 1 },
      { plant: 1, date: '16', upload: 1, co2: 116, rows: 1 },
      { plant: 2, date: '15', upload: 2, co2: 2, rows: 1 },
      { plant: 2, date: '16', upload: 1, co2: 216, rows: 1 },
      { plant: 3, date: '15', upload: 1, co2: 315, rows: 1 },
      { plant: 3, date: '16', upload: 1, co2: 316, rows: 1 },
    ]);
  });

  it('falls back to the older upload when the newer one is deleted', () => {
    const merged = newestWins([first]);
    expect(merged.every((c) => c.upload === 1)).toBe(true);
    expect(summary(merged).filter((c) => c.date === '15')).toEqual([
      { plant: 1, date: '15', upload: 1, co2: 230, rows: 2 },
      { plant: 2, date: '15', upload: 1, co2: 215, rows: 1 },
      { plant: 3, date: '15', upload: 1, co2: 315, rows: 1 },
    ]);
  });

  it('lets the order of the uploads decide, not their content: the newest is the last', () => {
    const reversed = newestWins([corrected, first]);
    expect(reversed.every((c) => c.upload === 1)).toBe(true);
  });

  it('sums the winners: the corrected day in the scope', async () => {
    const merged = newestWins([first, corrected]);
    const day15 = cellsSums(merged, { from: '2025-01-15', to: '2025-01-15', plants: [] });
    const rollup = await day15.rollup({ from: '2025-01-15', to: '2025-01-15' });
    // 1 + 2 + 315
    expect(rollup.days).toEqual([
      { day: dateToDay('2025-01-15'), totals: expect.objectContaining({ co2Tonnes: 318 }) },
    ]);
  });
});

describe('cellsInScope', () => {
  const cells = newestWins([first]);

  it('keeps the days of an inclusive range and the plants asked for', () => {
    const pick = (f: Parameters<typeof cellsInScope>[1]) =>
      cellsInScope(cells, f).map((c) => `${c.plant_id}@${dayToDate(c.day).slice(8)}`);
    expect(pick({ from: '2025-01-16', to: '2025-01-16', plants: [] })).toEqual([
      '1@16',
      '2@16',
      '3@16',
    ]);
    expect(pick({ from: null, to: '2025-01-15', plants: [1, 3] })).toEqual(['1@15', '3@15']);
    expect(pick({ from: null, to: null, plants: [] })).toHaveLength(6);
    expect(pick({ from: '2025-01-17', to: null, plants: [] })).toEqual([]);
    expect(pick({ from: null, to: null, plants: [4] })).toEqual([]);
  });
});

describe('newestWins with units below plants', () => {
  const unitCell = (unit: string, co2: number, n: number): PlantDayCell & { upload: number } => ({
    ...first[0]!,
    unit_id: unit,
    totals: { ...first[0]!.totals, co2Tonnes: co2 },
    upload: n,
  });

  it("replaces the corrected unit's day and leaves the plant's other units", () => {
    const won = newestWins([
      [unitCell('1', 10, 1), unitCell('2', 20, 1), unitCell('CT1', 30, 1)],
      [unitCell('2', 25, 2)],
    ]);
    expect(won.map((c) => [c.unit_id, c.upload, c.totals.co2Tonnes])).toEqual([
      ['1', 1, 10],
      ['2', 2, 25],
      ['CT1', 1, 30],
    ]);
  });
});
