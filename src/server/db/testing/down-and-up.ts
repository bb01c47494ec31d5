import type { Kysely } from 'kysely';
import { migrateDownTo, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

interface Migration {
  up(db: Kysely<Database>): Promise<void>;
  down(db: Kysely<Database>): Promise<void>;
}

/**
 * Runs a migration's down and up on a test database at the latest schema: the migrations after it
 * are undone first and applied again afterwards, so its down and up meet the schema they were
 * written for. `between` runs after the down.
 */
export async function downAndUp(
  db: Kysely<Database>,
  name: string,
  migration: Migration,
  between?: () => Promise<void>,
): Promise<void> {
  await migrateDownTo(db, name);
  await migration.down(db);
  await between?.();
  await migration.up(db);
  await migrateToLatest(db);
}
