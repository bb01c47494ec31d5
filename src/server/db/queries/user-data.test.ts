import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DataQualityReport } from '../../../domain/csv/dataset';
import { describeEachBackend } from '../testing/test-databases';
import { createFileQueries } from './files';
import { createPermitQueries } from './permits';
import { createUserDataQueries } from './user-data';

const quality: DataQualityReport = {
  rows: 1,
  plants: 1,
  firstDate: null,
  lastDate: null,
  delimiter: ',',
  decimalSeparator: '.',
  warnings: [],
  warningCount: 0,
};

describeEachBackend('deleteUserData', (t) => {
  const newUser = () => `user-${randomUUID()}`;

  /** Gives the user two files and two permits. */
  async function seed(user: string): Promise<void> {
    const files = createFileQueries(t.db);
    const permits = createPermitQueries(t.db);
    for (const name of ['a.csv', 'b.csv']) {
      await files.insertFile(user, {
        fileName: name,
        content: new Uint8Array([1]),
        quality,
        analysis: {},
      });
    }
    await permits.createPermit(user, { permit_year: 2024, active_permits: 1 });
    await permits.createPermit(user, { permit_year: 2025, active_permits: 2 });
  }

  /** Rows the user still has in every table with a user_id column. */
  async function rowsOf(user: string): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select (select count(*) from csv_files where user_id = ${user})
           + (select count(*) from eu_permits where user_id = ${user}) as n`.execute(t.db);
    return rows[0]!.n;
  }

  it("removes every file and permit of the user and nothing of anyone else's", async () => {
    const user = newUser();
    const other = newUser();
    await seed(user);
    await seed(other);
    const removed = await createUserDataQueries(t.db).deleteUserData(user);
    expect(removed).toEqual({ files: 2, permits: 2 });
    expect(await rowsOf(user)).toBe(0);
    expect(await rowsOf(other)).toBe(4); // 2 files + 2 permits
  });

  it("joins the caller's transaction: rolled back with it", async () => {
    const user = newUser();
    await seed(user);
    const userData = createUserDataQueries(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await userData.deleteUserData(user, trx)).toEqual({ files: 2, permits: 2 });
        throw new Error('account deletion failed later');
      }),
    ).rejects.toThrow('account deletion failed later');
    expect(await rowsOf(user)).toBe(4);
  });
});
