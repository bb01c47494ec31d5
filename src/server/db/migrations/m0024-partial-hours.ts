import type { Kysely } from 'kysely';

// Issue 27 §2: an hour of sub-hourly readings holding under 80 % of them is left out as missing
// (MRR Art. 44), and the quality report lists it with its count of readings. They are kept per
// file, written with its plant-days and deleted with it; `day` (UTC, as the plant-days') ties each
// to the plant-day whose winner decides whether it is still the data's word on that hour.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('partial_hours')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('csv_files.id').onDelete('cascade'))
    .addColumn('plant_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('hour_start', 'float8', (c) => c.notNull())
    .addColumn('readings', 'integer', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('partial_hours_pkey', ['user_id', 'plant_id', 'hour_start', 'file_id'])
    .execute();
  // A file's delete finds its rows by it (the cascade).
  await db.schema
    .createIndex('partial_hours_file_idx')
    .on('partial_hours')
    .column('file_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partial_hours').execute();
}
