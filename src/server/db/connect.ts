import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { PGLITE_PARSERS, PGLITE_SERIALIZERS, PG_TYPES } from './value-conversion';
import type { Database } from './schema';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Directory whose `db` subdirectory holds the PGlite database (created if missing). */
  dataDir?: string;
  /** PGlite in memory (tests); ignored when databaseUrl is set. */
  inMemory?: boolean;
  /**
   * A PGlite data directory dumped with `dumpDataDir`, to start from instead of an empty
   * database (tests start from a migrated one); the directory must not hold a database yet.
   */
  startFrom?: Blob;
  /** Called when an idle PostgreSQL connection fails (the pool drops it and reconnects). */
  onPoolError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Finishes the queries in flight and closes the database. */
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else PGlite on `${dataDir}/db` or in memory; both return the same JS value types. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: PG_TYPES });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', options.onPoolError ?? ((error) => console.error('database pool:', error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or inMemory.');
    dataDir = join(options.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = new PGlite({
    dataDir,
    loadDataDir: options.startFrom,
    parsers: PGLITE_PARSERS,
    serializers: PGLITE_SERIALIZERS,
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const close = async () => {
    await db.destroy();
    // Kysely skips the driver's destroy when no query ever ran.
    if (!pglite.closed) await pglite.close();
  };
  return { db, kind: 'pglite', close };
}
