import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { bearer, mintToken } from '@server/testing/api-tokens';
import { readingsCsv, sendJson, uploadCsv } from '@server/testing/audit-log';
import { describeApi, type ApiContext, type TestUser } from '@server/testing/test-app';
import { migrateDownTo, migrateToLatest } from '../migrate';

const KEYED = ['csv_files', 'plant_days', 'history_days', 'plant_register', 'api_tokens'] as const;

/** How many rows of each table the key column holds for `id`. */
async function rowsKeyedBy(t: ApiContext, column: 'user_id' | 'org_id', id: string) {
  const counts: Record<string, number> = {};
  for (const table of KEYED) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
      where ${sql.ref(column)} = ${id}`.execute(t.db);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** A user with a file, a register entry and an API token, as an account held them before. */
async function filledAccount(t: ApiContext): Promise<TestUser & { token: string }> {
  const user = await t.signUp();
  const csv = readingsCsv('2025-03-01 10:00:00', '2025-03-01 11:00:00');
  expect((await uploadCsv(t, user, csv, 'before.csv')).status).toBe(201);
  expect((await sendJson(t, user, 'PUT', '/api/plants/2', { country: 'Germany' })).status).toBe(
    200,
  );
  return { ...user, token: (await mintToken(t, user)).token };
}

describeApi('migration 0028 (organisations)', (t) => {
  it("moves every file, plant-day, history row, register entry and token into the owner's personal organisation, and back down", async () => {
    const user = await filledAccount(t);
    const held = await rowsKeyedBy(t, 'org_id', user.id);
    expect(Object.values(held).every((n) => n > 0)).toBe(true);

    // The database as it was before organisations: the tenant key a user's id, no organisation.
    await migrateDownTo(t.db, '0027-year-locks');
    expect(await rowsKeyedBy(t, 'user_id', user.id)).toEqual(held);
    await sql`delete from member`.execute(t.db);
    await sql`delete from organization`.execute(t.db);

    await migrateToLatest(t.db);
    expect(await t.services.queries.organisations.createPersonalOrganisations()).toBeGreaterThan(0);
    expect(await rowsKeyedBy(t, 'org_id', user.id)).toEqual(held);

    const read = async (path: string) =>
      (await (await t.request(path, { cookie: user.cookie })).json()) as Record<string, unknown>;
    const me = await read('/api/me');
    expect(me.organisation).toMatchObject({ id: user.id, role: 'owner' });
    expect((await read('/api/files')).files).toEqual([
      expect.objectContaining({ fileName: 'before.csv' }),
    ]);
    expect((await read('/api/plants')).plants).toEqual(
      expect.arrayContaining([expect.objectContaining({ plant_id: 2, country: 'Germany' })]),
    );
    const byToken = await t.request('/api/files', { headers: bearer(user.token) });
    expect(byToken.status).toBe(200);
    const orgs = await t.request('/api/auth/organization/list', { cookie: user.cookie });
    expect(await orgs.json()).toEqual([expect.objectContaining({ id: user.id })]);
  });

  it('refuses to go down while an organisation of several members holds data, and loses nothing', async () => {
    const owner = await t.signUp();
    const created = await sendJson(t, owner, 'POST', '/api/auth/organization/create', {
      name: 'Team Nord',
      slug: `team-nord-${owner.id.slice(0, 8)}`,
    });
    expect(created.status).toBe(200);
    const team = (await created.json()) as { id: string };
    await sendJson(t, owner, 'POST', '/api/auth/organization/set-active', {
      organizationId: team.id,
    });
    const csv = readingsCsv('2025-04-01 10:00:00');
    expect((await uploadCsv(t, owner, csv, 'team.csv')).status).toBe(201);

    await expect(migrateDownTo(t.db, '0027-year-locks')).rejects.toThrow(
      /organisation\(s\) of several members hold data/,
    );
    expect(await rowsKeyedBy(t, 'org_id', team.id)).toMatchObject({ csv_files: 1 });
  });
});
