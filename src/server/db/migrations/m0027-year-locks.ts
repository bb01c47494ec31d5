import { sql, type Kysely } from 'kysely';

// Issue 28 §3 "Locked years": a locked reporting year is a frozen copy of its ETS year and the
// facts it used (register, permit record, statement, settings), answered in place of the live
// figures until it is unlocked; while the row exists, writes to that year's data are refused.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('year_locks')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('frozen', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('year_locks_pkey', ['user_id', 'year'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('year_locks').execute();
}
