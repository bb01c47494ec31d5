import type { Kysely } from 'kysely';

// Rate limits are kept by Better Auth in its own `rateLimit` table (database storage), shared by
// all replicas; the app's own counter table of m0001 was never used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
