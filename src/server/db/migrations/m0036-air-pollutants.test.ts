import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0036-air-pollutants';

describeEachBackend('migration 0036 (air pollutants)', (t) => {
  const pollutantSums = async (table: string) =>
    (
      await sql<{ rows: number; kg: number; hours: number }>`
        select count(*)::int as rows, coalesce(sum(so2_kg + nox_kg), 0)::float8 as kg,
          coalesce(sum(so2_hours + nox_hours), 0)::float8 as hours
        from ${sql.table(table)}`.execute(t.db)
    ).rows[0]!;
  const columns = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_schema = current_schema() and table_name = 'plant_days'
          and column_name in ('so2_kg', 'nox_kg', 'so2_hours', 'nox_hours')`.execute(t.db)
    ).rows[0]!.n;

  it('adds SO2 and NOx to the history, not reported by any day stored before', async () => {
    await uploadOverlappingHistory(t.db);
    await downAndUp(t.db, '0036-air-pollutants', { down, up }, async () => {
      expect(await columns()).toBe(0);
    });
    expect(await columns()).toBe(4);
    for (const table of ['plant_days', 'history_days', 'history_plant_years']) {
      const sums = await pollutantSums(table);
      expect(sums.rows).toBeGreaterThan(0);
      expect(sums).toMatchObject({ kg: 0, hours: 0 });
    }
  });
});
