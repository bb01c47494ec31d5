import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/database-unavailable';
import { openDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { createPermitQueries } from './queries/permits';
import { TEST_DATABASE_URL } from './testing/test-database-url';
import { describeEachBackend } from './testing/test-databases';

describeEachBackend('openDatabase result types', (t) => {
  it('names its kind', () => {
    expect(t.database.kind).toBe(t.kind);
  });

  it('gives the same JS values on both backends: counts and sums as numbers', async () => {
    const permits = createPermitQueries(t.db);
    const user = `types-${t.kind}`;
    for (const [year, active] of [
      [2021, 10],
      [2022, 20],
      [2023, 30],
    ] as const) {
      await permits.createPermit(user, { permit_year: year, active_permits: active }, 'test');
    }
    const { rows } = await sql<Record<string, unknown>>`
      select count(*) as n,                          -- int8
             sum(active_permits) as total,           -- int8
             sum(active_permits::bigint) as big,     -- numeric
             avg(active_permits) as mean,            -- numeric
             max(active_permits) as top,             -- int4
             min(created_at) as first                -- timestamptz
      from eu_permits where org_id = ${user}`.execute(t.db);
    const row = rows[0]!;
    // 10 + 20 + 30 = 60 over 3 rows: mean 20, max 30.
    expect({ ...row, first: undefined }).toEqual({
      n: 3,
      total: 60,
      big: 60,
      mean: 20,
      top: 30,
      first: undefined,
    });
    expect(row.first).toBeInstanceOf(Date);
  });

  if (t.kind === 'postgres') {
    it('runs its queries without JIT compilation, which costs more than a range query runs', async () => {
      const { rows } = await sql<{ jit: string }>`show jit`.execute(t.db);
      expect(rows[0]!.jit).toBe('off');
    });

    describe('timeouts and lost connections (README: DB_STATEMENT_TIMEOUT_MS)', () => {
      let handle: DatabaseHandle | undefined;
      afterAll(async () => {
        await handle?.close();
      });
      const open = async () =>
        (handle ??= await openDatabase({
          databaseUrl: TEST_DATABASE_URL,
          statementTimeoutMs: 300,
        }));

      it('cancels a statement that runs past the statement timeout, as an outage', async () => {
        const { db } = await open();
        const error = await sql`select pg_sleep(30)`.execute(db).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: '57014' });
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([
          { one: 1 },
        ]);
      });

      it('takes a terminated backend for an outage, and the pool reconnects', async () => {
        const { db } = await open();
        const marker = `terminate-me-${randomBytes(6).toString('hex')}`;
        const running = sql`select pg_sleep(0.25) from generate_series(1, 40) -- ${sql.raw(marker)}`
          .execute(db)
          .catch((e: unknown) => e);
        // Only this test's own statement, found by its marker: other sessions are left alone.
        const terminate = sql<{ done: boolean }>`
          select pg_terminate_backend(pid) as done from pg_stat_activity
          where query like ${`%${marker}%`} and pid <> pg_backend_pid()`;
        let terminated: { done: boolean }[] = [];
        while (terminated.length === 0) terminated = (await terminate.execute(t.db)).rows;
        expect(terminated).toEqual([{ done: true }]);
        const error = await running;
        expect(error).toMatchObject({ code: '57P01' });
        expect(isDatabaseUnavailable(error)).toBe(true);
        // The cut connection may be handed out once more before the pool sees it closed; that
        // failure is an outage too, and the query after it runs on a new connection.
        const retried = await sql`select 1`.execute(db).catch((e: unknown) => e);
        if (retried instanceof Error) expect(isDatabaseUnavailable(retried)).toBe(true);
        expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([
          { one: 1 },
        ]);
      });
    });
  }

  it('refuses a bigint beyond 2^53 instead of returning a rounded number', async () => {
    await expect(sql`select 9007199254740993::bigint as n`.execute(t.db)).rejects.toThrow(
      RangeError,
    );
    // The connection is still usable afterwards.
    const { rows } = await sql<{ n: number }>`select 9007199254740991::bigint as n`.execute(t.db);
    expect(rows[0]!.n).toBe(9007199254740991);
  });
});

describe('openDatabase on PGlite files', { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('needs a URL, a data directory or inMemory', async () => {
    await expect(openDatabase({})).rejects.toThrow(
      'openDatabase needs databaseUrl, dataDir or inMemory.',
    );
  });

  it('keeps a row across close and reopen in DATA_DIR/db', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sid-db-'));
    dirs.push(dataDir);

    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    // Every migration on a new directory (migrate.test.ts names them).
    expect(await migrateToLatest(first.db)).toEqual(Object.keys(MIGRATIONS));
    const created = await createPermitQueries(first.db).createPermit(
      'persist-user',
      {
        permit_year: 2025,
        active_permits: 3,
        company_name: 'Nordkraft',
      },
      'test',
    );
    await first.close();
    expect((await stat(join(dataDir, 'db'))).isDirectory()).toBe(true);

    const second = await openDatabase({ dataDir });
    try {
      expect(await migrateToLatest(second.db)).toEqual([]);
      const found = await createPermitQueries(second.db).getPermitByYear('persist-user', 2025);
      expect(found).toEqual(created);
    } finally {
      await second.close();
    }

    // Kysely skips its driver's destroy when no query ran: close must still close PGlite.
    const unused = await openDatabase({ dataDir });
    await unused.close();
    await expect(sql`select 1`.execute(unused.db)).rejects.toThrow();
  });
});
