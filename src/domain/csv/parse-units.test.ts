// A spec CSV may carry a unit_id column after the spec's: each unit of a plant is read apart, its
// rows neither repeating nor replacing another unit's hour.
import { describe, expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '../constants';
import { parseCsv, parseCsvToCells } from './parse';

const bytes = (lines: string[]) => new TextEncoder().encode(lines.join('\n') + '\n');
const row = (hour: number, unit: string, mwh: number) =>
  `2025-01-15 ${String(hour).padStart(2, '0')}:00:00,3,Barry,gas,${mwh},0,${mwh * 2},${mwh / 2},0,0,50,${unit}`;
const FILE = bytes([
  [...REQUIRED_HEADERS, 'unit_id'].join(','),
  ...[0, 1].flatMap((h) => [row(h, '1', 10 + h), row(h, '2', 20 + h), row(h, 'CT1', 30 + h)]),
]);

describe('a spec CSV with a unit_id column', () => {
  it("gives each unit its own cell of the plant's day, with its own sums", () => {
    const r = parseCsvToCells(FILE);
    if (!r.ok) throw new Error(r.problems.join('\n'));
    expect(
      r.cells.map((c) => [c.plant_id, c.unit_id, c.totals.electricityMWh, c.readings]),
    ).toEqual([
      [3, '1', 21, 2],
      [3, '2', 41, 2],
      [3, 'CT1', 61, 2],
    ]);
  });

  it('warns of no repeated hour where units share an hour, and counts one plant', () => {
    const r = parseCsv(FILE);
    if (!r.ok) throw new Error(r.problems.join('\n'));
    expect(r.quality.warnings).toEqual([]);
    expect(r.quality.plants).toBe(1);
  });

  it('reads a file without the column as the plant itself, its one unit', () => {
    const plain = bytes([
      REQUIRED_HEADERS.join(','),
      '2025-01-15 00:00:00,3,Barry,gas,10,0,20,5,0,0,50',
    ]);
    const r = parseCsvToCells(plain);
    if (!r.ok) throw new Error(r.problems.join('\n'));
    expect(r.cells.map((c) => c.unit_id)).toEqual(['']);
  });
});
