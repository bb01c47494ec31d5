import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { bearer, mintToken } from '../testing/api-tokens';
import { HISTORIAN } from '../testing/historian-profile';
import { describeApi, type TestUser } from '../testing/test-app';

interface ProfileJson {
  id: string;
  name: string;
  columns: Record<string, unknown>;
  units: Record<string, string>;
  timezone: string;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

interface ErrorJson {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
}

const NOT_FOUND = { error: 'not_found', message: 'Import profile not found' };

describeApi('import profile routes', (t) => {
  const send = (user: TestUser, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      cookie: user.cookie,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await send(user, 'POST', '/api/import-profiles', body);
    expect(res.status).toBe(201);
    return (await res.json()) as ProfileJson;
  };
  const list = async (user: TestUser) => {
    const res = await send(user, 'GET', '/api/import-profiles');
    expect(res.status).toBe(200);
    return ((await res.json()) as { profiles: ProfileJson[] }).profiles;
  };

  it('saves a profile (201) with its defaults filled in, reads it back and lists it', async () => {
    const user = await t.signUp();
    expect(await list(user)).toEqual([]);
    const saved = await create(user, HISTORIAN);
    expect(saved).toEqual({
      id: expect.any(String),
      ...HISTORIAN,
      absent: [],
      fixed: {},
      empty: 'missing',
      period: 'reading',
      sheet: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: saved.created_at,
    });
    expect(saved).not.toHaveProperty('org_id');
    const read = await send(user, 'GET', `/api/import-profiles/${saved.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(saved);
    expect(await list(user)).toEqual([saved]);
  });

  it('replaces a profile with PUT, and deletes it with DELETE', async () => {
    const user = await t.signUp();
    const saved = await create(user, HISTORIAN);
    const changed = { ...HISTORIAN, name: 'Historian (UTC)', timezone: 'UTC', units: {} };
    const put = await send(user, 'PUT', `/api/import-profiles/${saved.id}`, changed);
    expect(put.status).toBe(200);
    const replaced = (await put.json()) as ProfileJson;
    expect(replaced).toMatchObject({ id: saved.id, name: 'Historian (UTC)', timezone: 'UTC' });
    expect(replaced.units).toEqual({});
    expect(replaced.created_at).toBe(saved.created_at);
    expect(await list(user)).toEqual([replaced]);

    const deleted = await send(user, 'DELETE', `/api/import-profiles/${saved.id}`);
    expect(deleted.status).toBe(204);
    expect(await list(user)).toEqual([]);
    const again = await send(user, 'DELETE', `/api/import-profiles/${saved.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(NOT_FOUND);
  });

  it('refuses a profile with 400 naming every problem by field, and saves nothing', async () => {
    const user = await t.signUp();
    const columns: Record<string, unknown> = { ...HISTORIAN.columns };
    delete columns.plant_id;
    const res = await send(user, 'POST', '/api/import-profiles', {
      ...HISTORIAN,
      columns,
      units: { CO2_emissions_tonnes: 'kWh' },
      timezone: 'Europe/Berlni',
    });
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as ErrorJson;
    expect(refusal.error).toBe('invalid_request');
    expect(refusal.issues).toEqual(
      expect.arrayContaining([
        { path: 'columns.plant_id', message: 'columns.plant_id names no header' },
        {
          path: 'units.CO2_emissions_tonnes',
          message: 'units.CO2_emissions_tonnes must be one of g, kg, t, kt, lb, short_ton',
        },
        {
          path: 'timezone',
          message:
            'timezone must be an IANA time zone such as Europe/Berlin, or an offset such as -06:00',
        },
      ]),
    );
    expect(refusal.issues).toHaveLength(3);
    expect(refusal.message).toBe(refusal.issues!.map((i) => i.message).join(', '));
    expect(await list(user)).toEqual([]);

    const saved = await create(user, HISTORIAN);
    const put = await send(user, 'PUT', `/api/import-profiles/${saved.id}`, {
      ...HISTORIAN,
      date_format: 'DD.MM.YY',
    });
    expect(put.status).toBe(400);
    const putRefusal = (await put.json()) as ErrorJson;
    expect(putRefusal.issues).toEqual([
      { path: 'date_format', message: expect.stringMatching(/^The date format has "Y"/) },
    ]);
    expect(await list(user)).toEqual([saved]);

    const control = await send(user, 'POST', '/api/import-profiles', {
      ...HISTORIAN,
      columns: { ...HISTORIAN.columns, plant_id: 'Anlage\u0000' },
    });
    expect(control.status).toBe(400);
    expect(((await control.json()) as ErrorJson).issues).toEqual([
      { path: 'columns.plant_id', message: 'columns.plant_id may not contain control characters' },
    ]);
    expect(await list(user)).toEqual([saved]);
  });

  it('answers 409 for a name the user already gives a profile, and lets another user take it', async () => {
    const user = await t.signUp();
    const first = await create(user, HISTORIAN);
    const second = await create(user, { ...HISTORIAN, name: 'Second export' });
    for (const [method, path] of [
      ['POST', '/api/import-profiles'],
      ['PUT', `/api/import-profiles/${second.id}`],
    ] as const) {
      const res = await send(user, method, path, HISTORIAN);
      expect(res.status, method).toBe(409);
      expect(await res.json()).toEqual({
        error: 'profile_name_exists',
        message: 'An import profile named "Historian export" already exists',
        field: 'name',
      });
    }
    expect((await list(user)).map((p) => p.id)).toEqual([first.id, second.id]);
    await create(await t.signUp(), HISTORIAN);
  });

  it("answers 404 for another user's profile exactly as for a missing one, and changes nothing", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const saved = await create(owner, HISTORIAN);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ...HISTORIAN, name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(stranger, method, `/api/import-profiles/${saved.id}`, body);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
  });

  it('refuses a profile past the 100 an account may keep with 422, and takes one again after a deletion', async () => {
    const user = await t.signUp();
    // 99 written directly, the 100th through the API: the cap counts what the table holds.
    const fields = JSON.stringify({ ...HISTORIAN, name: undefined });
    for (let n = 1; n < 100; n++) {
      await sql`insert into import_profiles (org_id, name, profile)
        values (${user.id}, ${`Export ${n}`}, ${fields})`.execute(t.db);
    }
    const hundredth = await create(user, HISTORIAN);
    const res = await send(user, 'POST', '/api/import-profiles', {
      ...HISTORIAN,
      name: 'One more',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'profile_limit',
      message:
        'You have 100 import profiles, the most one account may keep: delete one you no longer use first',
      limit: 100,
    });
    expect(await list(user)).toHaveLength(100);
    expect((await send(user, 'DELETE', `/api/import-profiles/${hundredth.id}`)).status).toBe(204);
    await create(user, { ...HISTORIAN, name: 'One more' });
  });

  it('lets an API token read the profiles a feed uploads through, and change none', async () => {
    const user = await t.signUp();
    const saved = await create(user, HISTORIAN);
    const { token } = await mintToken(t, user);
    const read = await t.request(`/api/import-profiles/${saved.id}`, { headers: bearer(token) });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(saved);
    const listed = await t.request('/api/import-profiles', { headers: bearer(token) });
    expect(await listed.json()).toEqual({ profiles: [saved] });
    for (const [method, path] of [
      ['POST', '/api/import-profiles'],
      ['PUT', `/api/import-profiles/${saved.id}`],
      ['DELETE', `/api/import-profiles/${saved.id}`],
    ] as const) {
      const res = await t.request(path, {
        method,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ ...HISTORIAN, name: 'Feed' }),
      });
      expect(res.status, method).toBe(403);
    }
    expect(await list(user)).toEqual([saved]);
  });
});
