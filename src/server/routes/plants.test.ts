import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SAMPLE_CSV_PATH } from '../paths';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

interface Entry {
  plant_id: number;
  plant_name: string;
  country: string;
  sector: string;
  capacity_mw: number | null;
  in_ets: boolean;
  sec_reporting: boolean;
  renewable_share: number;
  notes: string | null;
  confirmed: boolean;
  assumed: Record<string, boolean>;
}

const sample = readFileSync(SAMPLE_CSV_PATH);

// The register's words, written out so that a changed message fails.
const MSG_RENEWABLE = 'Renewable share must be between 0 and 100';
const MSG_CAPACITY = 'Capacity must be 0 MW or more';
const MSG_COUNTRY = 'Choose a country from the list';
const PLANT_NOT_FOUND = { error: 'not_found', message: 'Plant not found' };

async function upload(t: ApiContext, user: TestUser): Promise<string> {
  const form = new FormData();
  form.append('file', new File([sample], 'sample_data.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', body: form, cookie: user.cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describeApi('plant register routes', (t) => {
  const put = (user: TestUser, plant: string | number, body: unknown, headers = {}) =>
    t.request(`/api/plants/${plant}`, {
      method: 'PUT',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const list = async (user: TestUser) => {
    const res = await t.request('/api/plants', { cookie: user.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { plants: Entry[] }).plants;
  };
  const getJson = async (user: TestUser, path: string) => {
    const res = await t.request(path, { cookie: user.cookie });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };

  it('lists no plants for a user without data, and each plant of the data with assumed defaults', async () => {
    const user = await t.signUp();
    expect(await list(user)).toEqual([]);
    await upload(t, user);
    const plants = await list(user);
    expect(plants.map((p) => p.plant_id)).toEqual([1, 2, 3, 4]);
    expect(plants[0]).toMatchObject({
      country: 'US',
      in_ets: false,
      sec_reporting: true,
      capacity_mw: null,
      confirmed: false,
    });
    expect(plants[1]).toMatchObject({ country: 'Germany', in_ets: true, sec_reporting: true });
    expect(plants[2]).toMatchObject({ country: 'Denmark', in_ets: true, sec_reporting: false });
    for (const p of plants) expect(Object.values(p.assumed).every(Boolean)).toBe(true);
  });

  it('keeps declared values, shows the rest as assumed, and assumes nothing once confirmed', async () => {
    const user = await t.signUp();
    await upload(t, user);
    const res = await put(user, 2, { country: 'Austria', capacity_mw: 410.5, notes: 'Unit B' });
    expect(res.status).toBe(200);
    const declared = (await res.json()) as Entry;
    expect(declared).toMatchObject({ country: 'Austria', capacity_mw: 410.5, notes: 'Unit B' });
    expect(declared.assumed).toMatchObject({ country: false, capacity_mw: false, sector: true });
    expect(declared.confirmed).toBe(false);

    const confirmed = (await (await put(user, 2, { confirmed: true })).json()) as Entry;
    expect(confirmed).toMatchObject({
      country: 'Austria',
      sector: 'Energy - Natural Gas',
      confirmed: true,
    });
    expect(Object.values(confirmed.assumed).some(Boolean)).toBe(false);
    expect((await list(user))[1]).toEqual(confirmed);

    // A null clears a declared value: the default applies again.
    const cleared = (await (await put(user, 2, { capacity_mw: null })).json()) as Entry;
    expect(cleared.capacity_mw).toBeNull();
    expect(cleared.country).toBe('Austria');
  });

  it('refuses values with their messages: 400, nothing saved', async () => {
    const user = await t.signUp();
    await upload(t, user);
    const res = await put(user, 1, {
      country: 'Atlantis',
      capacity_mw: -5,
      renewable_share: 101,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe([MSG_COUNTRY, MSG_CAPACITY, MSG_RENEWABLE].join(', '));
    const long = await put(user, 1, { notes: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(
      'Notes must be at most 500 characters',
    );
    expect(Object.values((await list(user))[0]!.assumed).every(Boolean)).toBe(true);
  });

  it("answers 404 for a plant the user has no data for, another user's plant included", async () => {
    const a = await t.signUp();
    await upload(t, a);
    const b = await t.signUp();
    for (const id of ['9', 'abc', '1.5', '-1']) {
      const res = await put(a, id, { notes: 'x' });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(PLANT_NOT_FOUND);
    }
    const foreign = await put(b, 1, { country: 'Norway' });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(PLANT_NOT_FOUND);
    expect((await list(a))[0]!.country).toBe('US');
    expect(await list(b)).toEqual([]);
  });

  it('lets an API token read the register but not change it', async () => {
    const user = await t.signUp();
    await upload(t, user);
    const minted = await t.request('/api/tokens', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'feed' }),
    });
    const { token } = (await minted.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const read = await t.request('/api/plants', { headers: { authorization } });
    expect(read.status).toBe(200);
    const write = await t.request('/api/plants/1', {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ country: 'Norway' }),
    });
    expect(write.status).toBe(403);
    expect((await list(user))[0]!.country).toBe('US');
  });

  it('shows a declared country in every analysis and export at once', async () => {
    const user = await t.signUp();
    const fileId = await upload(t, user);
    const history = await t.request('/api/analysis', { cookie: user.cookie });
    const etag = history.headers.get('etag')!;
    expect(etag).toBeTruthy();

    expect((await put(user, 1, { country: 'Poland', confirmed: true })).status).toBe(200);

    // The held ETag no longer matches: the edit is seen at once.
    const again = await t.request('/api/analysis', {
      cookie: user.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(200);
    type Analysis = {
      inventory: { plant_id: number; location: string }[];
      factories: { id: number; location: string }[];
    };
    const plant1 = (a: Analysis) => ({
      inventory: a.inventory.find((p) => p.plant_id === 1)?.location,
      factory: a.factories.find((f) => f.id === 1)?.location,
    });
    const expected = { inventory: 'Poland', factory: 'Poland' };
    expect(plant1((await again.json()) as Analysis)).toEqual(expected);
    for (const path of [
      `/api/files/${fileId}/analysis`,
      `/api/files/${fileId}/analysis?from=2025-01-10`,
      '/api/analysis?plant=1&plant=2',
    ]) {
      expect(plant1((await getJson(user, path)) as unknown as Analysis), path).toEqual(expected);
    }
    for (const path of [
      '/api/analysis/export?format=json&role=internal',
      `/api/files/${fileId}/export?format=json&role=internal`,
    ]) {
      const report = (await getJson(user, path)) as {
        facilities: { id: number; location: string }[];
      };
      expect(report.facilities.find((f) => f.id === 1)?.location, path).toBe('Poland');
    }
  });
});
