import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';

interface Db {
  notes: { text: string };
}

/** A promise with its resolve function, to hold a transaction open until the test says so. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('PGliteDialect', { timeout: 60_000 }, () => {
  let pglite: PGlite;
  let db: Kysely<Db>;

  beforeAll(async () => {
    pglite = new PGlite();
    db = new Kysely<Db>({ dialect: new PGliteDialect(pglite) });
    await sql`create table notes (text text not null)`.execute(db);
  }, 60_000);

  afterAll(async () => {
    if (!pglite.closed) await pglite.close();
  });

  beforeEach(async () => {
    await db.deleteFrom('notes').execute();
  });

  const texts = async () =>
    (await db.selectFrom('notes').select('text').orderBy('text').execute()).map((r) => r.text);

  it('keeps a write issued outside an open transaction when that transaction rolls back', async () => {
    const inside = gate();
    const finish = gate();
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'inside' }).execute();
      inside.open();
      await finish.opened;
      throw new Error('roll back');
    });
    await inside.opened;
    let outsideDone = false;
    const outside = db
      .insertInto('notes')
      .values({ text: 'outside' })
      .execute()
      .then(() => (outsideDone = true));
    await pause();
    // While the transaction holds the session, the outside write waits instead of joining it.
    expect(outsideDone).toBe(false);
    finish.open();
    await expect(transaction).rejects.toThrow('roll back');
    await outside;
    expect(await texts()).toEqual(['outside']);
  });

  it('lets a read issued during a transaction see only committed data, after the commit', async () => {
    const inside = gate();
    const finish = gate();
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'committed' }).execute();
      inside.open();
      await finish.opened;
    });
    await inside.opened;
    const read = texts();
    finish.open();
    await transaction;
    expect(await read).toEqual(['committed']);
  });

  it('releases the session after a failing query and after a failing transaction', async () => {
    await expect(sql`select * from missing_table`.execute(db)).rejects.toThrow('missing_table');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'gone' }).execute();
        await sql`select * from missing_table`.execute(trx);
      }),
    ).rejects.toThrow('missing_table');
    await db.insertInto('notes').values({ text: 'after' }).execute();
    expect(await texts()).toEqual(['after']);
  });

  it('reports affected rows of inserts, updates and deletes', async () => {
    const inserted = await db
      .insertInto('notes')
      .values([{ text: 'a' }, { text: 'b' }, { text: 'c' }])
      .executeTakeFirst();
    const updated = await db
      .updateTable('notes')
      .set({ text: 'z' })
      .where('text', 'in', ['a', 'b'])
      .executeTakeFirst();
    const deleted = await db.deleteFrom('notes').where('text', '=', 'z').executeTakeFirst();
    expect([
      inserted.numInsertedOrUpdatedRows,
      updated.numUpdatedRows,
      deleted.numDeletedRows,
    ]).toEqual([3n, 2n, 2n]);
  });

  it('applies transaction settings', async () => {
    const level = await db
      .transaction()
      .setIsolationLevel('serializable')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const { rows } = await sql<{ level: string; ro: string }>`
          select current_setting('transaction_isolation') as level,
                 current_setting('transaction_read_only') as ro`.execute(trx);
        return rows[0];
      });
    expect(level).toEqual({ level: 'serializable', ro: 'on' });
  });

  // Last: it closes the shared instance.
  it('destroy waits for the query in flight, then closes PGlite', async () => {
    const inFlight = db.insertInto('notes').values({ text: 'last' }).execute();
    await db.destroy();
    await expect(inFlight).resolves.toBeDefined();
    expect(pglite.closed).toBe(true);
  });
});
