// Issue 25 "A conditional GET costs one lookup": each user's data version, raised by every write
// that moves a figure in the write's own transaction, so an answer's ETag needs no other read.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';

async function raiseDataVersion(trx: Transaction<Database>, orgId: string): Promise<void> {
  await trx
    .insertInto('data_versions')
    .values({ org_id: orgId, version: 1 })
    .onConflict((oc) =>
      oc.column('org_id').doUpdateSet({ version: sql`data_versions.version + 1` }),
    )
    .execute();
}

/**
 * Runs a write that moves the user's figures in a transaction that also raises their data version.
 * A write that found nothing to change (answers null or false) leaves the version as it was.
 */
export function writeFigures<T>(
  db: Kysely<Database>,
  orgId: string,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    // Last, so the version row is locked (other writes of the user wait) for as short as can be.
    if (result !== null && result !== false) await raiseDataVersion(trx, orgId);
    return result;
  });
}

/** What a scope's answer is validated against: the user's data version, and whether the scope is theirs. */
export interface DataVersion {
  version: string;
  /** False when a file was named and it does not exist or is not the user's. */
  owned: boolean;
}

export function createDataVersionQueries(db: Kysely<Database>) {
  return {
    /**
     * The user's data version and, when a file is named, whether it is theirs: one statement of
     * two primary-key reads, all a revalidated answer costs.
     */
    async read(orgId: string, fileId: string | null): Promise<DataVersion> {
      const owned =
        fileId === null
          ? sql<boolean>`true`
          : sql<boolean>`exists (select 1 from csv_files where id = ${fileId} and org_id = ${orgId})`;
      const { rows } = await sql<DataVersion>`
        select coalesce((select version from data_versions where org_id = ${orgId}), 0)::text as version,
          ${owned} as owned`.execute(db);
      return rows[0]!;
    },
  };
}

export type DataVersionQueries = ReturnType<typeof createDataVersionQueries>;
