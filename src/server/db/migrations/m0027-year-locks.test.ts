import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createPermitQueries } from '../queries/permits';
import { createYearLockQueries, YearLockedError } from '../queries/year-locks';
import type { FrozenYear } from '../schema';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { filesAndPermits, tableExists as tableExistsIn } from '../testing/kept-rows';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0027-year-locks';

const FROZEN = {
  ets: { year: 2024, reported_co2_t: 12, status: 'reported' },
  facts: { register: [], permit: null, verification: null, settings: {} },
} as unknown as FrozenYear;

describeEachBackend('migration 0027 (locked years)', (t) => {
  const tableExists = () => tableExistsIn(t.db, 'year_locks');
  const userData = (user: string) => filesAndPermits(t.db, user);

  it('keeps every file and permit down and up, and a lock refuses a write to its year', async () => {
    const user = await uploadOverlappingHistory(t.db);
    const permits = createPermitQueries(t.db);
    await permits.createPermit(user, { permit_year: 2024, active_permits: 2 }, 'ann@example.com');
    const before = await userData(user);
    expect(before.files.length).toBeGreaterThan(0);

    await downAndUp(t.db, '0027-year-locks', { down, up }, async () => {
      expect(await tableExists()).toBe(false);
    });
    expect(await userData(user)).toEqual(before);
    const locks = createYearLockQueries(t.db);
    const version = (
      await sql<{ v: string }>`select coalesce((select version from data_versions
        where org_id = ${user}), 0)::text as v`.execute(t.db)
    ).rows[0]!.v;
    const lock = await locks.lock(user, 2024, FROZEN, { actor: 'ann@example.com', version });
    expect(lock).toMatchObject({ year: 2024, by: 'ann@example.com', frozen: FROZEN });
    expect((await locks.get(user, 2024))?.frozen).toEqual(FROZEN);
    await expect(
      permits.upsertPermitForYear(user, 2024, { active_permits: 3 }, 'bob@example.com'),
    ).rejects.toBeInstanceOf(YearLockedError);
    expect(await userData(user)).toEqual(before);
    // A copy computed before the data moved is not kept.
    expect(await locks.lock(user, 2023, FROZEN, { actor: 'ann', version: '-1' })).toBeNull();
    expect(await locks.get(user, 2023)).toBeNull();
  });
});
