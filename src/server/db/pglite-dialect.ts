import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { copyDataOf } from './copy-rows';

/** What the dialect needs of PGlite: an instance, or one on its own thread (pglite-on-thread.ts). */
export interface PGliteSession {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  /** `options.blob` holds the rows of a COPY FROM '/dev/blob', as PGlite's own query takes them. */
  query<R>(
    sql: string,
    params?: unknown[],
    options?: { blob?: Blob },
  ): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

/**
 * Queue for PGlite's single session. PGlite has one connection: without this, a query issued
 * while another caller's transaction is open runs inside that transaction (docs/design.md).
 */
class SessionQueue {
  #tail: Promise<void> = Promise.resolve();

  /** Waits until every earlier holder has released; resolves to this holder's release function. */
  async acquire(): Promise<() => void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGliteSession;
  readonly release: () => void;

  constructor(pglite: PGliteSession, release: () => void) {
    this.#pglite = pglite;
    this.release = release;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const copy = copyDataOf(compiledQuery.parameters);
    const result = copy
      ? await this.#pglite.query<R>(`copy ${copy.target} from '/dev/blob' (format binary)`, [], {
          blob: new Blob([copy.bytes]),
        })
      : await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined
        ? {}
        : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // PGlite has no cursors: the whole result comes at once, so it is yielded as one chunk.
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiledQuery);
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGliteSession;
  readonly #queue = new SessionQueue();

  constructor(pglite: PGliteSession) {
    this.#pglite = pglite;
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  // Kysely holds a connection for one query, or from BEGIN to COMMIT/ROLLBACK of a transaction.
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.#pglite, await this.#queue.acquire());
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const mode = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].join(' ');
    await connection.executeQuery(CompiledQuery.raw(`start transaction ${mode}`.trim()));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  // Waits for the work in flight, then closes PGlite (an open instance keeps Node running).
  async destroy(): Promise<void> {
    const release = await this.#queue.acquire();
    try {
      if (!this.#pglite.closed) await this.#pglite.close();
    } finally {
      release();
    }
  }
}

/**
 * Kysely dialect for one PGlite session, handing its single session to one query or one
 * transaction at a time. `db.destroy()` closes the instance. Inside a transaction use the
 * transaction object: a query on the outer `db` there waits for the transaction, forever.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGliteSession;

  constructor(pglite: PGliteSession) {
    this.#pglite = pglite;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createQueryCompiler(): PostgresQueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): PostgresAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): PostgresIntrospector {
    return new PostgresIntrospector(db);
  }
}
