import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { downAndUp } from '../testing/down-and-up';
import { describeEachBackend } from '../testing/test-databases';
import { down, up } from './m0042-stream-factors';

describeEachBackend('migration 0042 (stream factors)', (t) => {
  const stream = () =>
    sql<{ id: string }>`insert into plant_source_streams (org_id, plant_id, name, fuel, method,
      activity_data, tier_activity_data, tier_ncv, tier_emission_factor, tier_oxidation_factor)
      values ('org-1', 1, 'Coal', 'other_bituminous_coal', 'calculation', 't', '2', '2a', '2a', '1')
      returning id`.execute(t.db);
  const entry = (streamId: string, parameter: string, value: number, from: string, to: string) =>
    sql`insert into source_stream_factors (org_id, stream_id, parameter, value, valid_from,
      valid_to, source) values ('org-1', ${streamId}, ${parameter}, ${value}, ${from}, ${to},
      'Laboratory analysis')`.execute(t.db);
  const count = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from source_stream_factors`.execute(t.db)
    ).rows[0]!.n;
  const tables = async () =>
    (
      await sql<{
        n: number;
      }>`select (to_regclass('source_stream_factors') is not null)::int as n`.execute(t.db)
    ).rows[0]!.n;

  it('keeps entries within the ranges, goes with its stream and down without a trace', async () => {
    const id = (await stream()).rows[0]!.id;
    await entry(id, 'ncv', 24.1, '2025-01-01', '2025-01-31');
    await expect(entry(id, 'ncv', 0, '2025-02-01', '2025-02-28')).rejects.toThrow(/check/i);
    await expect(entry(id, 'oxidation_factor', 1.2, '2025-02-01', '2025-02-28')).rejects.toThrow(
      /check/i,
    );
    await expect(entry(id, 'ncv', 24, '2025-03-01', '2025-02-28')).rejects.toThrow(/check/i);
    await expect(entry(id, 'density', 1, '2025-02-01', '2025-02-28')).rejects.toThrow(/check/i);
    expect(await count()).toBe(1);
    await sql`delete from plant_source_streams where id = ${id}`.execute(t.db);
    expect(await count()).toBe(0);
    await downAndUp(t.db, '0042-stream-factors', { down, up }, async () => {
      expect(await tables()).toBe(0);
    });
    expect(await tables()).toBe(1);
  });
});
