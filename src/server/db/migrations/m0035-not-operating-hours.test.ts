import { expect, it } from 'vitest';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0035-not-operating-hours';

describeEachBackend('migration 0035 (not operating hours)', (t) => {
  const masks = (org: string) =>
    t.db
      .selectFrom('plant_days')
      .select(['plant_id', 'day', 'hour_mask', 'not_operating_mask'])
      .where('org_id', '=', org)
      .orderBy('plant_id')
      .orderBy('day')
      .execute();

  it('keeps every stored plant-day, none of whose hours was reported not operating', async () => {
    const org = await uploadOverlappingHistory(t.db);
    const before = await masks(org);
    expect(before.length).toBeGreaterThan(0);
    await downAndUp(t.db, '0035-not-operating-hours', { up, down });
    const after = await masks(org);
    expect(after).toEqual(before.map((d) => ({ ...d, not_operating_mask: 0 })));
  });
});
