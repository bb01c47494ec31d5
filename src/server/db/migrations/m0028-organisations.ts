import { sql, type Kysely } from 'kysely';

// Issue 28 §1: the organisation is the tenant. Every tenant-keyed table's key becomes `org_id`;
// each user's data stays where it is because a user's personal organisation has the user's id
// (auth/personal-organisations.ts creates it), so the move is a rename and touches no row. An API
// token keeps its creator in `user_id`, since it acts with their role at most; the settings are
// the organisation's.
const TENANT_TABLES = [
  'csv_files',
  'file_contents',
  'plant_days',
  'partial_hours',
  'history_days',
  'history_plant_weeks',
  'history_plant_months',
  'history_plant_years',
  'eu_permits',
  'import_profiles',
  'api_tokens',
  'plant_register',
  'data_versions',
  'ets_verifications',
  'gap_classifications',
  'audit_events',
  'year_locks',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_settings').renameTo('org_settings').execute();
  for (const table of [...TENANT_TABLES, 'org_settings']) {
    await db.schema.alterTable(table).renameColumn('user_id', 'org_id').execute();
  }
  await db.schema.alterTable('api_tokens').addColumn('user_id', 'text').execute();
  await sql`update api_tokens set user_id = org_id`.execute(db);
  await db.schema
    .alterTable('api_tokens')
    .alterColumn('user_id', (c) => c.setNotNull())
    .execute();
}

/** The organisations holding data whose id is not one of their own members' (not personal). */
async function teamOrganisationsWithData(db: Kysely<unknown>): Promise<string[]> {
  const member = await sql<{ t: string | null }>`select to_regclass('member')::text as t`.execute(
    db,
  );
  if (member.rows[0]?.t == null) return [];
  const holders = [...TENANT_TABLES, 'org_settings'].map(
    (t) => sql`select org_id from ${sql.table(t)}`,
  );
  const { rows } = await sql<{ org_id: string }>`
    select distinct org_id from (${sql.join(holders, sql` union `)}) held
    where not exists (select 1 from member m
      where m."organizationId" = held.org_id and m."userId" = held.org_id)`.execute(db);
  return rows.map((r) => r.org_id);
}

// Going down gives each personal organisation's data back to the user whose id it has. An
// organisation of several people has no such user: the down migration refuses while one holds
// data, rather than hand it to one member. Tokens other members made in a personal organisation
// are deleted, since without organisations they would act as its owner.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const teams = await teamOrganisationsWithData(db);
  if (teams.length > 0) {
    throw new Error(
      `Cannot migrate down: ${teams.length} organisation(s) of several members hold data ` +
        `(${teams.slice(0, 5).join(', ')}); delete or export their data first.`,
    );
  }
  await sql`delete from api_tokens where user_id <> org_id`.execute(db);
  await db.schema.alterTable('api_tokens').dropColumn('user_id').execute();
  for (const table of [...TENANT_TABLES, 'org_settings']) {
    await db.schema.alterTable(table).renameColumn('org_id', 'user_id').execute();
  }
  await db.schema.alterTable('org_settings').renameTo('user_settings').execute();
}
