// What the server and the embedded database's thread (pglite-thread.ts) say to each other.

export interface PGliteThreadData {
  /** PGlite's data directory; in memory without it. */
  dataDir?: string;
  /** A dumped data directory to start from (moved to the thread). */
  startFrom?: ArrayBuffer;
}

/** A query, or closing the database (the last request). */
export type ThreadAsk = { sql: string; params: unknown[]; blob?: Blob } | { close: true };

export type ThreadRequest = ThreadAsk & { id: number };

/** An error as it crosses the thread: its name, message and PostgreSQL's fields. */
export interface ThreadError {
  name: string;
  message: string;
  fields?: Record<string, string>;
}

export type ThreadReply =
  | { ready: true }
  | { ready: false; error: ThreadError }
  | {
      id: number;
      ok: true;
      rows: unknown[];
      affectedRows?: number;
      /** Columns holding bytea: they arrive as Uint8Array and are handed on as Buffer, as pg does. */
      byteaColumns: string[];
    }
  | { id: number; ok: false; error: ThreadError };
