// The server's side of the embedded database's thread (pglite-thread.ts): each query is posted to
// the thread and answered from it, so the event loop waits for PGlite without being held by it.
import type { Worker } from 'node:worker_threads';
import { ownBuffer } from '../threads/own-buffer';
import { startWorker } from '../threads/start-worker';
import type { PGliteSession } from './pglite-dialect';
import type { ThreadAsk, ThreadError, ThreadReply, ThreadRequest } from './pglite-thread-messages';

// Built, this module is part of dist/server/main.js and the thread is dist/server/pglite-thread.js.
const THREAD_MODULE = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-thread.ts' : './pglite-thread.js',
  import.meta.url,
);

export interface PGliteThreadOptions {
  /** PGlite's data directory; in memory without it. */
  dataDir?: string;
  /** A data directory dumped with `dumpDataDir`, to start from. */
  startFrom?: Blob;
}

interface Pending {
  resolve(reply: Extract<ThreadReply, { ok: true }>): void;
  reject(error: Error): void;
  /** Made when the query was asked, so that a failure's stack shows who asked. */
  trace: Error;
}

// A parser's error (a bigint beyond 2^53 is a RangeError) keeps its class across the thread.
const ERROR_CLASSES: Record<string, ErrorConstructor> = { RangeError, TypeError, SyntaxError };

/** An error from the thread, with PostgreSQL's fields (code, constraint...) as PGlite gives them. */
function threadError(error: ThreadError, trace: Error): Error {
  const made = new (ERROR_CLASSES[error.name] ?? Error)(error.message);
  made.name = error.name;
  made.stack = `${error.name}: ${error.message}\n${trace.stack?.split('\n').slice(1).join('\n')}`;
  return Object.assign(made, error.fields);
}

function asBuffers(rows: unknown[], columns: string[]): unknown[] {
  for (const row of rows as Record<string, unknown>[]) {
    for (const column of columns) {
      const value = row[column];
      if (value instanceof Uint8Array) {
        row[column] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
  }
  return rows;
}

/**
 * Parameters as they are posted: a view on part of a larger buffer (an upload's last part) goes as
 * a copy of its own bytes, since posting a view copies its whole buffer.
 */
function postable(params: unknown[]): unknown[] {
  return params.map((value) =>
    value instanceof Uint8Array ? new Uint8Array(ownBuffer(value)) : value,
  );
}

class PGliteOnThread implements PGliteSession {
  readonly waitReady: Promise<void>;
  #closed = false;
  /** Why the thread can no longer answer, once it cannot. */
  #stopped?: Error;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  readonly #worker: Worker;

  constructor(worker: Worker) {
    this.#worker = worker;
    this.waitReady = new Promise((resolve, reject) => {
      worker.on('message', (reply: ThreadReply) => {
        if ('ready' in reply) {
          if (reply.ready) resolve();
          else reject(threadError(reply.error, new Error()));
          return;
        }
        const pending = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (!pending) return;
        if (reply.ok) pending.resolve(reply);
        else pending.reject(threadError(reply.error, pending.trace));
      });
      const stop = (error: Error) => {
        this.#stopped ??= error;
        reject(this.#stopped);
        for (const pending of this.#pending.values()) pending.reject(this.#stopped);
        this.#pending.clear();
      };
      worker.on('error', (error) =>
        stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })),
      );
      worker.on('exit', (code) =>
        stop(new Error(`The embedded database stopped (its thread exited with code ${code}).`)),
      );
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  #ask(request: ThreadAsk): Promise<Extract<ThreadReply, { ok: true }>> {
    const trace = new Error();
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed.'));
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, trace });
      try {
        this.#worker.postMessage({ ...request, id } satisfies ThreadRequest);
      } catch (error) {
        // A parameter that cannot cross to the thread: this query fails alone.
        this.#pending.delete(id);
        throw error;
      }
    });
  }

  async query<R>(sql: string, params: unknown[] = [], options: { blob?: Blob } = {}) {
    const reply = await this.#ask({ sql, params: postable(params), ...options });
    return {
      rows: asBuffers(reply.rows, reply.byteaColumns) as R[],
      affectedRows: reply.affectedRows,
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    if (!this.#stopped) await this.#ask({ close: true });
    this.#closed = true;
    await this.#worker.terminate();
  }
}

/** PGlite on its own thread, ready for queries; rejects when the database cannot be opened. */
export async function openPGliteOnThread(options: PGliteThreadOptions): Promise<PGliteSession> {
  const startFrom = await options.startFrom?.arrayBuffer();
  const worker = startWorker(THREAD_MODULE, {
    workerData: { dataDir: options.dataDir, startFrom },
    transferList: startFrom ? [startFrom] : [],
  });
  const session = new PGliteOnThread(worker);
  try {
    await session.waitReady;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return session;
}
