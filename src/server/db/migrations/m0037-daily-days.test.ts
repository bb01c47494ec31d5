import { expect, it } from 'vitest';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0037-daily-days';

describeEachBackend('migration 0037 (daily days)', (t) => {
  const days = (org: string) =>
    t.db
      .selectFrom('plant_days')
      .select(['plant_id', 'day', 'unit_id', 'hour_mask', 'hours', 'ch4_hours', 'co2_t', 'daily'])
      .where('org_id', '=', org)
      .orderBy('plant_id')
      .orderBy('day')
      .orderBy('file_id')
      .execute();

  it('keeps every stored plant-day as it was, each of them a day of readings', async () => {
    const org = await uploadOverlappingHistory(t.db);
    const before = await days(org);
    expect(before.length).toBeGreaterThan(0);
    await downAndUp(t.db, '0037-daily-days', { up, down });
    const after = await days(org);
    expect(after).toEqual(before.map((d) => ({ ...d, daily: false })));
  });
});
