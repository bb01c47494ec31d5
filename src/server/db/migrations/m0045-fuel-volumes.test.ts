import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0045-fuel-volumes';

const COLUMNS = ['fuel_m3', 'fuel_m3_hours', 'fuel_nm3', 'fuel_nm3_hours'];

describeEachBackend('migration 0045 (fuel by volume)', (t) => {
  const volumeSums = async (table: string) =>
    (
      await sql<{ rows: number; m3: number; m3_hours: number; nm3: number; nm3_hours: number }>`
        select count(*)::int as rows, coalesce(sum(fuel_m3), 0)::float8 as m3,
          coalesce(sum(fuel_m3_hours), 0)::float8 as m3_hours,
          coalesce(sum(fuel_nm3), 0)::float8 as nm3,
          coalesce(sum(fuel_nm3_hours), 0)::float8 as nm3_hours
        from ${sql.table(table)}`.execute(t.db)
    ).rows[0]!;
  const columns = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_schema = current_schema() and table_name = 'history_plant_years'
          and column_name in (${sql.join(COLUMNS)})`.execute(t.db)
    ).rows[0]!.n;

  it('adds the fuel in m3 and Nm3 to the history, not reported by any day stored before', async () => {
    await uploadOverlappingHistory(t.db);
    await downAndUp(t.db, '0045-fuel-volumes', { down, up }, async () => {
      expect(await columns()).toBe(0);
    });
    expect(await columns()).toBe(4);
    for (const table of ['plant_days', 'history_days', 'history_plant_years']) {
      const sums = await volumeSums(table);
      expect(sums.rows).toBeGreaterThan(0);
      expect(sums).toMatchObject({ m3: 0, m3_hours: 0, nm3: 0, nm3_hours: 0 });
    }
  });
});
