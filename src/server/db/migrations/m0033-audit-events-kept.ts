import { sql, type Kysely } from 'kysely';

// Issue 34 §8: the audit log cannot be emptied. Besides UPDATE (m0026), the database refuses
// TRUNCATE, and a DELETE of any event whose organisation still exists: deleting an organisation
// deletes its row first and its events after, in one transaction (user-data.ts). The check runs
// once per statement over the rows it deleted; the function's search_path is fixed to the one of
// the migration, so a caller's search_path cannot point it at another `organization` table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function audit_events_refuse_delete() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op = 'TRUNCATE' then
        raise exception 'audit events are append-only: TRUNCATE is refused';
      end if;
      if exists (select 1 from deleted d join organization o on o.id = d.org_id) then
        raise exception 'audit events are append-only: only deleting their organisation deletes them';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger audit_events_kept after delete on audit_events
    referencing old table as deleted
    for each statement execute function audit_events_refuse_delete()`.execute(db);
  await sql`
    create trigger audit_events_not_truncated before truncate on audit_events
    for each statement execute function audit_events_refuse_delete()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger audit_events_not_truncated on audit_events`.execute(db);
  await sql`drop trigger audit_events_kept on audit_events`.execute(db);
  await sql`drop function audit_events_refuse_delete()`.execute(db);
}
