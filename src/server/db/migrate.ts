import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/**
 * How often Kysely's setup is tried: it reads the columns of every schema of the database, and
 * that read fails when another schema drops a table or column meanwhile (another app, or a test
 * migrating its own schema down). Nothing has been applied when it fails.
 */
const SETUP_ATTEMPTS = 5;
const SETUP_RETRY_MS = 200;

async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: another schema's
  // tables (another app, or a parallel test) would make it skip creating its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema: rows[0]!.schema,
  });
}

/** Applies every pending migration (idempotent; Kysely locks so replicas may start together); returns the names applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Undoes every migration after `name` (a key of MIGRATIONS); returns the names undone. */
export async function migrateDownTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = await migratorOf(db);
  for (let attempt = 1; ; attempt++) {
    const { error, results = [] } = await run(migrator);
    if (!error) return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? '(setup)';
    if (failed === '(setup)' && results.length === 0 && attempt < SETUP_ATTEMPTS) {
      await sleep(SETUP_RETRY_MS * attempt);
      continue;
    }
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
