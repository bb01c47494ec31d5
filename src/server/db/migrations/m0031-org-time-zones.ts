import { sql, type Kysely } from 'kysely';

// Issue 27 §2: "a timezone per plant (IANA name, default from the organisation's setting or UTC)".
// The organisation's default, for its plants without a zone of their own; no row: none, such a
// plant's days are the days its files write.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('org_time_zones')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('org_time_zones').execute();
}
