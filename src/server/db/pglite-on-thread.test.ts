import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGliteSession } from './pglite-dialect';
import { openPGliteOnThread } from './pglite-on-thread';

describe('PGlite on its own thread', { timeout: 60_000 }, () => {
  let pglite: PGliteSession;

  beforeAll(async () => {
    pglite = await openPGliteOnThread({});
    await pglite.query('create table parts (name text primary key, bytes bytea not null)');
  }, 60_000);

  afterAll(() => pglite.close());

  it('answers other requests while a long query runs', async () => {
    const events: string[] = [];
    const query = pglite.query('select pg_sleep(0.5)').then(() => events.push('query done'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push('timer fired');
    await query;
    expect(events).toEqual(['timer fired', 'query done']);
  });

  it('stores the bytes of a part of a larger buffer, and reads them back as a Buffer', async () => {
    const whole = Buffer.from('header;part one;part two');
    await pglite.query('insert into parts values ($1, $2)', ['one', whole.subarray(7, 15)]);
    const { rows } = await pglite.query<{ bytes: Buffer }>(
      "select bytes from parts where name = 'one'",
    );
    expect(Buffer.isBuffer(rows[0]!.bytes)).toBe(true);
    expect(rows[0]!.bytes.toString()).toBe('part one');
  });

  it("gives PostgreSQL's error fields, without the query's parameters", async () => {
    const secret = Buffer.from('a whole uploaded file');
    await pglite.query('insert into parts values ($1, $2)', ['dup', secret]);
    const error = await pglite
      .query('insert into parts values ($1, $2)', ['dup', secret])
      .catch((e: unknown) => e as Record<string, unknown>);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'parts_pkey', table: 'parts' });
    expect(error).not.toHaveProperty('params');
    expect(JSON.stringify(error)).not.toContain('uploaded file');
  });

  it('fails a query whose parameter cannot reach the thread, and keeps answering', async () => {
    await expect(pglite.query('select $1::text', [() => 'a function'])).rejects.toThrow(
      /could not be cloned/,
    );
    const { rows } = await pglite.query<{ n: number }>('select 1 as n');
    expect(rows).toEqual([{ n: 1 }]);
  });

  // Last: it closes the suite's database (closing again in afterAll does nothing).
  it('refuses queries once closed', async () => {
    await pglite.close();
    expect(pglite.closed).toBe(true);
    await expect(pglite.query('select 1')).rejects.toThrow('The embedded database is closed.');
  });
});
