import { sql, type Kysely } from 'kysely';

// Issue 28 §2 "Audit log": who changed what and when, one row per change, written in the
// transaction of the change it records. Keyed by the tenant first like every table; the id orders
// a tenant's events (newest first) and is the listing's cursor.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigserial', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('audit_events_pkey', ['user_id', 'id'])
    .execute();
  // Append-only: no statement changes an event. Account deletion removes a user's events with
  // everything else of theirs (docs/design.md), so deleting stays possible.
  await sql`
    create function audit_events_refuse_update() returns trigger language plpgsql as $$
    begin
      raise exception 'audit events are append-only';
    end $$`.execute(db);
  await sql`
    create trigger audit_events_append_only before update on audit_events
    for each row execute function audit_events_refuse_update()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await sql`drop function audit_events_refuse_update()`.execute(db);
}
