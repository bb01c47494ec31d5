import { Migrator, sql, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/** Applies every pending migration (idempotent; Kysely locks so replicas may start together); returns the names applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: another schema's
  // tables (another app, or a parallel test) would make it skip creating its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema: rows[0]!.schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? '(setup)';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
