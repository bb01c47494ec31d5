import type { Kysely } from 'kysely';

// Issue 36: hours an upload kept but flagged for the data-quality screen (an operated hour of CO2
// without fuel or load, a derived efficiency past 100 % kept at 100 %). They are kept per file,
// written with its plant-days and deleted with it; `day` ties each to the unit-day whose winner
// decides whether it is still the data's word on that hour, as a partial hour's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flagged_hours')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('csv_files.id').onDelete('cascade'))
    .addColumn('plant_id', 'integer', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('hour_start', 'float8', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('efficiency', 'float8')
    .execute();
  // A plant's flags are read by it; a file's delete finds its rows by the file (the cascade).
  await db.schema
    .createIndex('flagged_hours_plant_idx')
    .on('flagged_hours')
    .columns(['org_id', 'plant_id', 'hour_start'])
    .execute();
  await db.schema
    .createIndex('flagged_hours_file_idx')
    .on('flagged_hours')
    .column('file_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flagged_hours').execute();
}
