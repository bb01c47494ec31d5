import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyTotals, type PlantDayCell } from '../readings/plant-day-cell';
import { REQUIRED_HEADERS } from '../constants';
import type { PlantDataset } from '../readings/dataset';
import { parseCsv, parseCsvToCells } from './parse';

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * The cells of a dataset as a reader of the rows would sum them: each cell named after its first
 * row, the later row of a repeated instant replacing the earlier one. A cell without a repeat sums
 * its rows in file order; one with a repeat sums the rows it keeps in time order.
 */
function cellsByHand(d: PlantDataset): PlantDayCell[] {
  const cells = new Map<string, { first: number; rows: number[] }>();
  for (let i = 0; i < d.rowCount; i++) {
    const key = `${d.plantId[i]}:${d.day[i]}`;
    const c = cells.get(key) ?? { first: i, rows: [] };
    c.rows.push(i);
    cells.set(key, c);
  }
  return [...cells.values()]
    .map(({ first, rows }) => {
      const kept = new Map<number, number>();
      for (const i of rows) kept.set(d.timestamp[i]!, i);
      const inTimeOrder = [...kept.entries()].sort((a, b) => a[0] - b[0]).map(([, i]) => i);
      const summed = kept.size < rows.length ? inTimeOrder : rows;
      const totals = emptyTotals();
      let hourMask = 0;
      for (const i of summed) {
        totals.rows += 1;
        totals.electricityMWh += d.electricityMWh[i]!;
        totals.heatMWh += d.heatMWh[i]!;
        totals.fuelMWh += d.fuelMWh[i]!;
        totals.co2Tonnes += d.co2Tonnes[i]!;
        totals.ch4Kg += d.ch4Kg[i]!;
        totals.n2oKg += d.n2oKg[i]!;
        totals.efficiencySum += d.efficiencyPct[i]!;
      }
      for (const i of inTimeOrder) {
        totals.co2SquareSum += d.co2Tonnes[i]! ** 2;
        hourMask |= 1 << new Date(d.timestamp[i]!).getUTCHours();
      }
      totals.hours = kept.size;
      totals.co2Hours = kept.size;
      totals.ch4Hours = kept.size;
      totals.n2oHours = kept.size;
      const instants = rows.map((i) => d.timestamp[i]!);
      return {
        plant_id: d.plantId[first]!,
        unit_id: '',
        day: d.day[first]!,
        plant_name: d.strings[d.plantName[first]!]!,
        fuel_type: d.strings[d.fuelType[first]!]!,
        totals,
        readings: kept.size,
        duplicateReadings: rows.length - kept.size,
        hourMask,
        notOperatingMask: 0,
        daily: false,
        firstTimestamp: Math.min(...instants),
        lastTimestamp: Math.max(...instants),
      };
    })
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

  it('counts a repeated hour once, its later row, among the rows of a day out of order', () => {
    const parsed = parseCsvToCells(
      file([
        '2024-03-01 02:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-01 00:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-01 02:00:00,7,Nord,gas,1,0,2,0.25,0,0,40',
        '2024-03-01 01:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-02 00:00:00,7,Nord,gas,1,0,2,0.5,0,0,40',
      ]),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(
      parsed.cells.map((c) => [
        c.day,
        c.totals.rows,
        c.readings,
        c.duplicateReadings,
        c.totals.co2Tonnes,
        c.totals.co2SquareSum,
        c.totals.hours,
        c.hourMask,
      ]),
    ).toEqual([
      [19783, 3, 3, 1, 0.5 + 0.5 + 0.25, 0.25 + 0.25 + 0.0625, 3, 0b111],
      [19784, 1, 1, 0, 0.5, 0.25, 1, 0b1],
    ]);
  });

  it('places a reading in the hour of the day as written, whatever its offset', () => {
    const parsed = parseCsvToCells(
      file([
        '2024-03-01T00:00:00+02:00,7,Nord,gas,1,0,2,0.5,0,0,40',
        '2024-03-01T23:00:00-05:00,7,Nord,gas,1,0,2,0.5,0,0,40',
      ]),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.cells.map((c) => [c.day, c.hourMask, c.totals.hours])).toEqual([
      [19783, 1 | (1 << 23), 2],
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
