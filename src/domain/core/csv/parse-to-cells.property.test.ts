import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyTotals, type PlantDayCell } from '../readings/plant-day-cell';
import { REQUIRED_HEADERS } from '../constants';
import type { PlantDataset } from '../readings/dataset';
import { parseCsv, parseCsvToCells } from './parse';

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * The cells of a dataset as a reader of the rows would sum them: a row at a time in file order, each
 * cell named after its first row, its distinct instants counted in a set.
 */
function cellsByHand(d: PlantDataset): PlantDayCell[] {
  const cells = new Map<string, PlantDayCell & { instants: Set<number> }>();
  for (let i = 0; i < d.rowCount; i++) {
    const key = `${d.plantId[i]}:${d.day[i]}`;
    let c = cells.get(key);
    if (!c) {
      c = {
        plant_id: d.plantId[i]!,
        day: d.day[i]!,
        plant_name: d.strings[d.plantName[i]!]!,
        fuel_type: d.strings[d.fuelType[i]!]!,
        totals: emptyTotals(),
        readings: 0,
        duplicateReadings: 0,
        firstTimestamp: d.timestamp[i]!,
        lastTimestamp: d.timestamp[i]!,
        instants: new Set(),
      };
      cells.set(key, c);
    }
    const t = c.totals;
    t.rows += 1;
    t.electricityMWh += d.electricityMWh[i]!;
    t.heatMWh += d.heatMWh[i]!;
    t.fuelMWh += d.fuelMWh[i]!;
    t.co2Tonnes += d.co2Tonnes[i]!;
    t.ch4Kg += d.ch4Kg[i]!;
    t.n2oKg += d.n2oKg[i]!;
    t.efficiencySum += d.efficiencyPct[i]!;
    c.instants.add(d.timestamp[i]!);
    c.firstTimestamp = Math.min(c.firstTimestamp, d.timestamp[i]!);
    c.lastTimestamp = Math.max(c.lastTimestamp, d.timestamp[i]!);
  }
  return [...cells.values()]
    .map(({ instants, ...c }) => ({
      ...c,
      readings: instants.size,
      duplicateReadings: c.totals.rows - instants.size,
    }))
    .sort((a, b) => a.plant_id - b.plant_id || a.day - b.day);
}

/** A valid row of three plants over four days, hours repeated and in any order. */
const row = fc
  .tuple(
    fc.integer({ min: 0, max: 4 * 24 - 1 }),
    fc.integer({ min: 1, max: 3 }),
    fc.constantFrom('Nord', 'Süd'),
    fc.constantFrom('gas', 'coal'),
    fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 7, maxLength: 7 }),
  )
  .map(([hour, plant, name, fuel, values]) => {
    const at = new Date(Date.UTC(2024, 11, 30) + hour * 3_600_000).toISOString().slice(0, 19);
    const efficiency = Math.min(values[6]!, 100);
    return [at.replace('T', ' '), plant, name, fuel, ...values.slice(0, 6), efficiency].join(',');
  });

const file = (rows: string[]) => encode(`${REQUIRED_HEADERS.join(',')}\n${rows.join('\n')}\n`);

describe('parseCsvToCells: a file read straight to its plant-day cells', () => {
  it('gives the cells of summing the parsed rows by hand, and the same quality report (property)', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 120 }), (rows) => {
        const bytes = file(rows);
        const whole = parseCsv(bytes);
        const cells = parseCsvToCells(bytes);
        if (!whole.ok || !cells.ok) throw new Error('valid rows were refused');
        expect(cells.cells).toEqual(cellsByHand(whole.dataset));
        expect(cells.quality).toEqual(whole.quality);
      }),
    );
  });

  it('counts a repeated hour once among the readings of a day whose rows are out of order', () => {
    const parsed = parseCsvToCells(
      file([
        '2024-03-01 02:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-01 00:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-01 02:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-01 01:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-02 00:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
      ]),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(
      parsed.cells.map((c) => [c.day, c.totals.rows, c.readings, c.duplicateReadings]),
    ).toEqual([
      [19783, 4, 3, 1],
      [19784, 1, 1, 0],
    ]);
  });

  it('refuses a file with the same problems as parseCsv', () => {
    const bytes = file(['2024-03-01 00:00:00,7,Nord,gas,-1,0,2,0.5,0,0,40']);
    const whole = parseCsv(bytes);
    const cells = parseCsvToCells(bytes);
    expect(whole.ok).toBe(false);
    expect(cells).toEqual(whole);
  });
});
