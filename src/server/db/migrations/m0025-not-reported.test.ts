import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0025-not-reported';

const TABLES = [
  'csv_files',
  'plant_days',
  'history_days',
  'history_plant_weeks',
  'history_plant_months',
  'history_plant_years',
];

describeEachBackend('migration 0025 (not reported)', (t) => {
  const rowsOf = async (table: string, user: string) => {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} where org_id = ${user}`.execute(t.db);
    // In a stable order whatever the table's key.
    return rows.map((r) => JSON.stringify(r)).sort();
  };
  const columnsOf = async (table: string) => {
    const { rows } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(t.db);
    return rows.map((r) => r.name);
  };

  it('keeps every row, counts the hours of files stored before as reporting CH4 and N2O, and goes down', async () => {
    const user = await uploadOverlappingHistory(t.db);
    const kept = await Promise.all(TABLES.map((table) => rowsOf(table, user)));
    expect(kept[1]!.every((r) => r.includes('"ch4_hours":24,"n2o_hours":24'))).toBe(true);

    await downAndUp(t.db, '0025-not-reported', { down, up }, async () => {
      expect(await columnsOf('plant_days')).not.toContain('ch4_hours');
      expect(await columnsOf('history_plant_years')).not.toContain('n2o_hours');
      expect(await columnsOf('csv_files')).not.toContain('not_reported');
    });

    expect(await Promise.all(TABLES.map((table) => rowsOf(table, user)))).toEqual(kept);
  });
});
