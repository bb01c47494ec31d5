// node-postgres's pool as Kysely's PostgreSQL dialect takes it, with one addition: a query that
// carries a CopyData (copy-rows.ts) is sent as COPY FROM STDIN on the same connection, so it runs
// inside the transaction that asked for it.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyDataOf } from './copy-rows';

async function runCopy(client: pg.PoolClient, sql: string, bytes: Uint8Array) {
  const copy = client.query(copyFrom(sql));
  await pipeline(
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    copy,
  );
  return { command: 'COPY', rowCount: copy.rowCount, rows: [] };
}

function copyingClient(client: pg.PoolClient): PostgresPoolClient {
  const query = (sql: string, parameters: readonly unknown[]) => {
    const copy = copyDataOf(parameters);
    return copy ? runCopy(client, sql, copy.bytes) : client.query(sql, [...parameters]);
  };
  // Kysely passes a cursor only to stream a query, and the dialect here is given no cursor.
  return {
    query: query as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** The pool, each of its clients able to COPY; one wrapper per client, as Kysely keys its connections by client. */
export function copyingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = copyingClient(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
