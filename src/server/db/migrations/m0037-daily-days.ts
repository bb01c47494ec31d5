import type { Kysely } from 'kysely';

// A plant-day of a daily file holds the day's totals: its whole day is covered (its hour_mask, and
// not_operating_mask for a day not operated) without any hour of it being known, which the views
// that show hours say; its hours are those the file says were operated, not a whole count (6.5),
// so they are float8 as in the rollups. Every day stored before came from readings.
const HOUR_COLUMNS = ['hours', 'ch4_hours', 'n2o_hours', 'so2_hours', 'nox_hours'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let change = db.schema
    .alterTable('plant_days')
    .addColumn('daily', 'boolean', (c) => c.notNull().defaultTo(false));
  for (const column of HOUR_COLUMNS)
    change = change.alterColumn(column, (c) => c.setDataType('float8'));
  await change.execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  let change = db.schema.alterTable('plant_days').dropColumn('daily');
  for (const column of HOUR_COLUMNS)
    change = change.alterColumn(column, (c) => c.setDataType('integer'));
  await change.execute();
}
