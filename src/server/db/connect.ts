import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import { copyingPool } from './postgres-copy';
import { paceReads } from './paced-reads';
import { openPGliteOnThread } from './pglite-on-thread';
import { PG_TYPES } from './value-conversion';
import type { Database } from './schema';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /**
   * Directory whose `db` subdirectory holds the PGlite database (created if missing); this
   * process holds it until close (see data-dir-lock.ts).
   */
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
  /** PostgreSQL: how long opening a connection may take (default 5 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long a statement may run before the server cancels it (default 30 s). */
  statementTimeoutMs?: number;
}

// PostgreSQL's JIT compiles a query whose estimated cost passes jit_above_cost, which a range over
// years of plant-days does; compiling took longer than the query ran. Set on each new connection,
// not in the startup options, which a DATABASE_URL's own `options` would replace.
const SESSION_SETUP = 'set jit = off';

// A server that stops answering altogether cannot cancel a statement: the client gives up this
// much later than the statement timeout.
const READ_TIMEOUT_MARGIN_MS = 5_000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Finishes the queries in flight and closes the database. */
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else PGlite on `${dataDir}/db` or in memory; both return the same JS value types. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { connectTimeoutMs = 5_000, statementTimeoutMs = 30_000 } = options;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: PG_TYPES,
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
      // Notices a peer that vanished without closing the connection (a failed-over server).
      keepAlive: true,
    });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', options.onPoolError ?? ((error) => console.error('database pool:', error)));
    // pg-pool listens only to idle connections: one lost while in use (a restarted server,
    // pg_terminate_backend) would also be an uncaught error. The query in flight fails with it,
    // and the pool drops the connection once it is returned.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      paceReads(client);
      // Queued before the pool's queries; where it fails (a server without JIT) its setting stays.
      client.query(SESSION_SETUP).catch(() => undefined);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: copyingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or inMemory.');
    dataDir = join(options.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
    // PGlite has no lock of its own: a second process on the same files would lose data.
    lock = await lockDataDir(options.dataDir);
  }
  try {
    // On its own thread: PGlite's queries and writes are synchronous and would hold the event loop.
    const pglite = await openPGliteOnThread({ dataDir, startFrom: options.startFrom });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    const close = async () => {
      await db.destroy();
      // Kysely skips the driver's destroy when no query ever ran.
      if (!pglite.closed) await pglite.close();
      await lock?.release();
    };
    return { db, kind: 'pglite', close };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
