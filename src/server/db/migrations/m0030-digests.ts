import { sql, type Kysely } from 'kysely';

// Issue 28 §4 "Alerts": each member's digest of an organisation's alerts, daily or weekly, and the
// jobs that send them. A job is one digest of one member for one period: the unique key makes a
// second replica's enqueue a no-op, and a replica takes a job with FOR UPDATE SKIP LOCKED, so each
// digest is sent once whatever the number of replicas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('digest_preferences')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addPrimaryKeyConstraint('digest_preferences_pkey', ['org_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'timestamptz')
    .addUniqueConstraint('jobs_once_key', ['org_id', 'kind', 'user_id', 'period'])
    .execute();
  await sql`create index jobs_due_idx on jobs (run_after) where status = 'pending'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('digest_preferences').execute();
}
