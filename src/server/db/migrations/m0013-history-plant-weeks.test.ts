import { expect, it } from 'vitest';
import { plantRollupRows, uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0013-history-plant-weeks';

describeEachBackend('migration 0013 (per plant-week rollup)', (t) => {
  it('rolls existing histories up per plant and week of a month exactly as an upload does', async () => {
    const user = await uploadOverlappingHistory(t.db);
    const rows = () => plantRollupRows(t.db, 'history_plant_weeks', 'week', user);
    const kept = await rows();
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

    await downAndUp(t.db, '0013-history-plant-weeks', { down, up });
    expect(await rows()).toEqual(kept);
  });
});
