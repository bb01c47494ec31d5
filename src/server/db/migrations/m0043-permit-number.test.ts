import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { downAndUp } from '../testing/down-and-up';
import { describeEachBackend } from '../testing/test-databases';
import { down, up } from './m0043-permit-number';

describeEachBackend('migration 0043 (permit number, monitoring plan version)', (t) => {
  const insert = (year: number, number: string | null, version: string | null) =>
    sql`insert into eu_permits (org_id, permit_year, active_permits, permit_number,
      monitoring_plan_version) values ('org-1', ${year}, 0, ${number}, ${version})`.execute(t.db);
  const columns = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
        where table_schema = current_schema() and table_name = 'eu_permits'
          and column_name in ('permit_number', 'monitoring_plan_version')`.execute(t.db)
    ).rows[0]!.n;

  it('holds both as short optional texts, and goes down without a trace', async () => {
    await insert(2025, 'DEHSt-14310-0123', 'MP v4.2');
    await insert(2026, null, null);
    await expect(insert(2027, 'x'.repeat(51), null)).rejects.toThrow(/check/i);
    await expect(insert(2028, null, 'v'.repeat(51))).rejects.toThrow(/check/i);
    await downAndUp(t.db, '0043-permit-number', { down, up }, async () => {
      expect(await columns()).toBe(0);
    });
    expect(await columns()).toBe(2);
  });
});
