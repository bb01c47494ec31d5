import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0041-fuel-tonnes';

describeEachBackend('migration 0041 (fuel in tonnes)', (t) => {
  const fuelSums = async (table: string) =>
    (
      await sql<{ rows: number; t: number; hours: number }>`
        select count(*)::int as rows, coalesce(sum(fuel_t), 0)::float8 as t,
          coalesce(sum(fuel_t_hours), 0)::float8 as hours
        from ${sql.table(table)}`.execute(t.db)
    ).rows[0]!;
  const columns = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_schema = current_schema() and table_name = 'history_plant_years'
          and column_name in ('fuel_t', 'fuel_t_hours')`.execute(t.db)
    ).rows[0]!.n;

  it('adds the fuel in tonnes to the history, not reported by any day stored before', async () => {
    await uploadOverlappingHistory(t.db);
    await downAndUp(t.db, '0041-fuel-tonnes', { down, up }, async () => {
      expect(await columns()).toBe(0);
    });
    expect(await columns()).toBe(2);
    for (const table of ['plant_days', 'history_days', 'history_plant_years']) {
      const sums = await fuelSums(table);
      expect(sums.rows).toBeGreaterThan(0);
      expect(sums).toMatchObject({ t: 0, hours: 0 });
    }
  });
});
