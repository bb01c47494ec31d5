import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { plantRollupRows, uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0034-plant-units';

describeEachBackend('migration 0034 (plant units)', (t) => {
  /** Every stored cell of a user with whether it wins, and the rollups of the winners. */
  const stored = async (org: string) => ({
    cells: (
      await sql<Record<string, unknown>>`
        select plant_id, day, upload_seq, wins, co2_t, hours, hour_mask from plant_days
        where org_id = ${org} order by plant_id, day, upload_seq`.execute(t.db)
    ).rows,
    years: await plantRollupRows(t.db, 'history_plant_years', 'year', org),
    months: await plantRollupRows(t.db, 'history_plant_months', 'month', org),
  });
  /** `rows` with only the columns of `like`: between a down and an up, later columns are gone. */
  const cutTo = (rows: Record<string, unknown>[], like: Record<string, unknown>[]) =>
    rows.map((r) => Object.fromEntries(Object.keys(like[0] ?? r).map((k) => [k, r[k]])));
  const units = async (org: string) =>
    (
      await sql<{ unit_id: string }>`
        select distinct unit_id from plant_days where org_id = ${org}`.execute(t.db)
    ).rows.map((r) => r.unit_id);

  it('keeps every stored cell, winner and rollup, each cell its plant as its one unit', async () => {
    const org = await uploadOverlappingHistory(t.db);
    const before = await stored(org);
    await downAndUp(t.db, '0034-plant-units', { down, up }, async () => {
      const between = await stored(org);
      expect(between).toEqual({
        cells: before.cells,
        years: cutTo(before.years, between.years),
        months: cutTo(before.months, between.months),
      });
    });
    expect(await stored(org)).toEqual(before);
    expect(await units(org)).toEqual(['']);
  });
});
