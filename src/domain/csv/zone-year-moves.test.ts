import { describe, expect, it } from 'vitest';
import { parseCsvToCells } from './parse';
import { OTHER_PLANTS } from './plant-clock';
import { watchYearMoves } from './zone-year-moves';
import { csvHeader } from '../testing/csv-header';

const HEADER = csvHeader();
const csv = (...rows: [string, number][]) =>
  new TextEncoder().encode(
    [HEADER, ...rows.map(([at, plant]) => `${at},${plant},P${plant},coal,1,0,2,3,0,0,40`)].join(
      '\n',
    ),
  );

describe('watchYearMoves', () => {
  it('notes the readings a change of zones moves across a New Year, per plant and direction', () => {
    const watch = watchYearMoves(
      new Map([[2, 'Europe/Berlin']]),
      new Map([
        [1, 'UTC'],
        [2, 'UTC'],
      ]),
    );
    const parsed = parseCsvToCells(
      csv(
        // Written on 1 January 2026 (+14:00): 31 December 2025 in UTC.
        ['2026-01-01T00:00:00+14:00', 1],
        ['2026-01-01T01:00:00+14:00', 1],
        // Midnight in Berlin is 23:00 UTC of the year before; noon stays.
        ['2025-01-01T00:00:00+01:00', 2],
        ['2025-01-01T12:00:00+01:00', 2],
      ),
      new Map([[2, 'Europe/Berlin']]),
      watch.clock,
    );
    expect(parsed.ok).toBe(true);
    expect(watch.moves()).toEqual([
      { plantId: 1, from: 2026, to: 2025, readings: 2 },
      { plantId: 2, from: 2025, to: 2024, readings: 1 },
    ]);
  });

  it("notes none for a plant whose zone stays, or the organisation's default that keeps the year", () => {
    const zones = new Map([[OTHER_PLANTS, 'Pacific/Kiritimati']]);
    const watch = watchYearMoves(new Map(), zones);
    parseCsvToCells(
      csv(['2026-01-01T00:00:00+14:00', 1], ['2025-06-01T10:00:00Z', 2]),
      undefined,
      watch.clock,
    );
    expect(watch.moves()).toEqual([]);
  });
});
