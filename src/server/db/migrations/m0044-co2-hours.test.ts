import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0044-co2-hours';

describeEachBackend('migration 0044 (hours reporting CO2)', (t) => {
  const hourSums = async (table: string) =>
    (
      await sql<{ rows: number; hours: number; co2_hours: number }>`
        select count(*)::int as rows, coalesce(sum(hours), 0)::float8 as hours,
          coalesce(sum(co2_hours), 0)::float8 as co2_hours
        from ${sql.table(table)}`.execute(t.db)
    ).rows[0]!;
  const columns = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_schema = current_schema() and table_name = 'history_plant_years'
          and column_name = 'co2_hours'`.execute(t.db)
    ).rows[0]!.n;

  it('counts every hour stored before as reporting CO2: each file then held the column', async () => {
    await uploadOverlappingHistory(t.db);
    await downAndUp(t.db, '0044-co2-hours', { down, up }, async () => {
      expect(await columns()).toBe(0);
    });
    expect(await columns()).toBe(1);
    for (const table of ['plant_days', 'history_days', 'history_plant_years']) {
      const sums = await hourSums(table);
      expect(sums.rows).toBeGreaterThan(0);
      expect(sums.hours).toBeGreaterThan(0);
      expect(sums.co2_hours).toBe(sums.hours);
    }
  });
});
