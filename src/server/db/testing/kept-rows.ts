// Test helpers for migrations: whether a table exists, and a user's files and permit records, which
// a migration's up and down must keep as they were.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export async function tableExists(db: Kysely<Database>, table: string): Promise<boolean> {
  const { rows } = await sql<{ name: string | null }>`
    select to_regclass(${table})::text as name`.execute(db);
  return rows[0]!.name !== null;
}

export async function filesAndPermits(db: Kysely<Database>, user: string) {
  return {
    files: await db
      .selectFrom('csv_files')
      .select(['id', 'file_name', 'rows'])
      .where('org_id', '=', user)
      .orderBy('id')
      .execute(),
    permits: await db
      .selectFrom('eu_permits')
      .select(['permit_year', 'active_permits'])
      .where('org_id', '=', user)
      .orderBy('permit_year')
      .execute(),
  };
}
