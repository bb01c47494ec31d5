import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { PlantDayCell } from '../../../domain/core/analysis/aggregate';
import { cellRowsOf } from '../../history/cell-rows';
import { createFileQueries } from '../queries/files';
import { plantCells as cells, SOME_QUALITY as quality } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { down, up } from './m0013-history-plant-weeks';

describeEachBackend('migration 0013 (per plant-week rollup)', (t) => {
  it('rolls existing histories up per plant and week of a month exactly as an upload does', async () => {
    const user = `user-${randomUUID()}`;
    const files = createFileQueries(t.db);
    const upload = (fileName: string, fileCells: PlantDayCell[]) =>
      files.insertFile(user, {
        fileName,
        content: new Uint8Array([1]),
        facts: { quality, analysis: {}, analysisVersion: 1, cells: cellRowsOf(fileCells) },
      });
    await upload('a.csv', [
      ...cells(1, 'Alpha', '2024-12-20', '2025-01-10', 8),
      ...cells(2, 'Beta', '2024-12-30', '2025-01-02', 4),
    ]);
    // A newer upload wins three of plant 1's days in 2025, under another name.
    await upload('b.csv', cells(1, 'Alpha II', '2025-01-01', '2025-01-03', 16));
    const rows = () =>
      sql<Record<string, unknown>>`
        select * from history_plant_weeks where user_id = ${user}
        order by plant_id, week`.execute(t.db);
    const kept = (await rows()).rows;
    // Week numbers: month (year x 12 + month - 1) x 5, plus 0 for days 1-7 ... 4 for days 29-31.
    const december = (2024 * 12 + 11) * 5;
    const january = (2025 * 12 + 0) * 5;
    expect(kept.map((r) => [r.plant_id, r.week, r.plant_name, r.co2_t])).toEqual([
      [1, december + 2, 'Alpha', 2 * 8],
      [1, december + 3, 'Alpha', 7 * 8],
      [1, december + 4, 'Alpha', 3 * 8],
      [1, january, 'Alpha II', 3 * 16 + 4 * 8],
      [1, january + 1, 'Alpha', 3 * 8],
      [2, december + 4, 'Beta', 2 * 4],
      [2, january, 'Beta', 2 * 4],
    ]);

    await down(t.db);
    await up(t.db);
    expect((await rows()).rows).toEqual(kept);
  });
});
