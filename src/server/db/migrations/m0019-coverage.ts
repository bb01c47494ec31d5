import { sql, type Kysely } from 'kysely';

// Issue 26 "Readings, repeated hours and coverage": each plant-day keeps which hours of its day hold
// a reading (a bitmask, not rolled up), and every plant-day and rollup the hours present and the
// sum of squares of hourly CO2. Existing rows hold 0 until their files' cells are computed again
// (HISTORY_VERSION 3). A user's classification of a gap in their readings is kept apart from the
// plant-days, so it outlives the files that hold the gap's edges.
const SUMMED_TABLES = [
  'history_days',
  'history_plant_weeks',
  'history_plant_months',
  'history_plant_years',
];

/** Every hour of a 24-hour day. */
const FULL_DAY = (1 << 24) - 1;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('plant_days')
    .addColumn('hour_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hours', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('co2_sq_sum', 'float8', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const table of SUMMED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('hours', 'float8', (c) => c.notNull().defaultTo(0))
      .addColumn('co2_sq_sum', 'float8', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // The winning plant-days a coverage reads one by one: those missing an hour or repeating one.
  await sql`create index plant_days_uneven_idx on plant_days (user_id, plant_id, day)
    where wins and (hour_mask <> ${sql.lit(FULL_DAY)} or duplicate_readings > 0)`.execute(db);
  await db.schema
    .createTable('gap_classifications')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('plant_id', 'integer', (c) => c.notNull())
    .addColumn('from_ts', 'float8', (c) => c.notNull())
    .addColumn('to_ts', 'float8', (c) => c.notNull().check(sql`to_ts > from_ts`))
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('not_operating', 'measurement_missing')`),
    )
    .addPrimaryKeyConstraint('gap_classifications_pkey', ['user_id', 'plant_id', 'from_ts'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gap_classifications').execute();
  await db.schema.dropIndex('plant_days_uneven_idx').execute();
  for (const table of SUMMED_TABLES) {
    await db.schema.alterTable(table).dropColumn('hours').dropColumn('co2_sq_sum').execute();
  }
  await db.schema
    .alterTable('plant_days')
    .dropColumn('hour_mask')
    .dropColumn('hours')
    .dropColumn('co2_sq_sum')
    .execute();
}
