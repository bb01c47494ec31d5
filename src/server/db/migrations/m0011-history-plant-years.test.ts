import { expect, it } from 'vitest';
import { plantRollupRows, uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0011-history-plant-years';

describeEachBackend('migration 0011 (per plant-year rollup)', (t) => {
  it('rolls existing histories up per plant and year exactly as an upload does', async () => {
    const user = await uploadOverlappingHistory(t.db);
    const rows = () => plantRollupRows(t.db, 'history_plant_years', 'year', user);
    const kept = await rows();
    expect(kept.map((r) => [r.plant_id, r.year, r.plant_name, r.co2_t])).toEqual([
      [1, 2024, 'Alpha', 12 * 8],
      [1, 2025, 'Alpha II', 3 * 16 + 7 * 8],
      [2, 2024, 'Beta', 2 * 4],
      [2, 2025, 'Beta', 2 * 4],
    ]);

    await downAndUp(t.db, '0011-history-plant-years', { down, up });
    expect(await rows()).toEqual(kept);
  });
});
