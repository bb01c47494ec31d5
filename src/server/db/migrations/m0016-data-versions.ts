import type { Kysely } from 'kysely';

// Issue 25 "A conditional GET costs one lookup": a counter per owner of data, raised in the same
// transaction as every write that moves a figure, so an analysis's ETag is read from one row. No
// row: the owner has written nothing since, version 0. Keyed by user while users own their data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_versions').execute();
}
