import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { migratedSnapshot } from './migrated-snapshot';
import { TEST_DATABASE_URL } from './test-database-url';

export type BackendKind = DatabaseHandle['kind'];

/** A migrated database for one test file, in a schema of its own on PostgreSQL. */
export interface TestDatabase extends DatabaseHandle {
  /** The migrations the first run applied (on PGlite, the run that built the migrated snapshot). */
  applied: string[];
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const problem = await postgresProblem(TEST_DATABASE_URL);
if (problem && process.env.CI === 'true') {
  throw new Error(`CI needs PostgreSQL at ${redacted(TEST_DATABASE_URL)}: ${problem}`);
}
const skipNote = problem
  ? ` (skipped: PostgreSQL at ${redacted(TEST_DATABASE_URL)} did not answer: ${problem})`
  : '';
if (problem) console.warn(`PostgreSQL half of the database tests${skipNote}`);

/**
 * Opens a migrated test database: PGlite in memory, started from the migrated snapshot, or a
 * fresh schema on PostgreSQL, dropped when the run ends (test-schemas-setup.ts).
 */
export async function openTestDatabase(kind: BackendKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = await migratedSnapshot();
    const handle = await openDatabase({ inMemory: true, startFrom: snapshot.dataDir });
    return { ...handle, applied: snapshot.applied };
  }
  const schema = `${inject('testSchemaPrefix')}${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    return { ...handle, applied: await migrateToLatest(handle.db) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** What a suite sees: the backend's kind and, once beforeAll has run, its database. */
export interface BackendContext {
  kind: BackendKind;
  readonly db: Kysely<Database>;
  readonly database: TestDatabase;
}

/**
 * Registers the same suite on PGlite and on PostgreSQL, one database per backend and test file
 * (PGlite still takes about a second to start). Suites isolate their tests with distinct user ids.
 * The PostgreSQL half is skipped with a message when the server does not answer, except in CI.
 */
export function describeEachBackend(title: string, suite: (ctx: BackendContext) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const skip = kind === 'postgres' && problem !== null;
    describe.skipIf(skip)(`${title} [${kind}]${skip ? skipNote : ''}`, { timeout: 60_000 }, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await openTestDatabase(kind);
      }, 60_000);
      afterAll(async () => {
        await database?.close();
      });
      const opened = (): TestDatabase => {
        if (!database) throw new Error('the test database is opened in beforeAll');
        return database;
      };
      suite({
        kind,
        get db() {
          return opened().db;
        },
        get database() {
          return opened();
        },
      });
    });
  }
}
