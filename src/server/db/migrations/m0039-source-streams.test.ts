import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { downAndUp } from '../testing/down-and-up';
import { describeEachBackend } from '../testing/test-databases';
import { down, up } from './m0039-source-streams';

describeEachBackend('migration 0039 (source streams)', (t) => {
  const insert = (method: string, oxidation: number | null) =>
    sql`insert into plant_source_streams (org_id, plant_id, name, fuel, method, activity_data,
      oxidation_factor, tier_activity_data, tier_ncv, tier_emission_factor, tier_oxidation_factor)
      values ('org-1', 1, 'Gas', 'natural_gas', ${method}, 'file_fuel_mwh', ${oxidation},
        '4', '2a', '2a', '1')`.execute(t.db);
  // The table as the connection's search path finds it: each test file has its own schema.
  const tables = async () =>
    (
      await sql<{
        n: number;
      }>`select (to_regclass('plant_source_streams') is not null)::int as n`.execute(t.db)
    ).rows[0]!.n;

  it('keeps streams within what the calculation reads, and goes down without a trace', async () => {
    await insert('calculation', null);
    await expect(insert('estimate', null)).rejects.toThrow(/check/i);
    await expect(insert('measurement', 1.5)).rejects.toThrow(/check/i);
    await downAndUp(t.db, '0039-source-streams', { down, up }, async () => {
      expect(await tables()).toBe(0);
    });
    expect(await tables()).toBe(1);
    await insert('measurement', 0.99);
  });
});
