import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { SAMPLE_CSV_PATH } from '../paths';
import { rowsMentioning } from '../testing/rows-mentioning';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

let sample: Uint8Array;
beforeAll(async () => {
  sample = new Uint8Array(await readFile(SAMPLE_CSV_PATH));
});

/** Uploads the sample; the n-th upload of a user with n blank lines more, so it is stored again. */
function upload(t: ApiContext, user: TestUser, n = 0) {
  const form = new FormData();
  const blankLines = new TextEncoder().encode('\n'.repeat(n));
  form.append('file', new File([sample, blankLines], 'sample_data.csv', { type: 'text/csv' }));
  return t.request('/api/files', { method: 'POST', body: form, cookie: user.cookie });
}

function addPermit(t: ApiContext, user: TestUser, year: number) {
  return t.request('/api/permits', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ permit_year: year, active_permits: 3 }),
    cookie: user.cookie,
  });
}

describeApi('DELETE /api/me: account deletion leaves nothing of the user', (t) => {
  it('removes every row of the user from every table and leaves other users alone', async () => {
    const victim = await t.signUp({ name: 'Leaving Operator' });
    const second = await t.signIn(victim.email, victim.password);
    expect(second.cookie).not.toBeNull();
    for (let n = 0; n < 2; n++) expect((await upload(t, victim, n)).status).toBe(201);
    for (const year of [2025, 2026]) expect((await addPermit(t, victim, year)).status).toBe(201);
    const declared = await t.request('/api/plants/2', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country: 'Austria', notes: 'leaving' }),
      cookie: victim.cookie,
    });
    expect(declared.status).toBe(200);
    const classified = await t.request('/api/quality/gaps', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        plant_id: 2,
        from: '2025-01-01',
        to: '2025-01-02',
        reason: 'not_operating',
      }),
      cookie: victim.cookie,
    });
    expect(classified.status).toBe(204);
    const profiled = await t.request('/api/import-profiles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Leaving export',
        columns: {
          date: 'Zeit',
          plant_id: 'Anlage',
          plant_name: 'Name',
          fuel_type: 'Brennstoff',
          electricity_output_MWh: 'Strom',
          fuel_consumption_MWh: 'Brennstoffeinsatz',
          CO2_emissions_tonnes: 'CO2',
        },
        absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
      }),
      cookie: victim.cookie,
    });
    expect(profiled.status).toBe(201);
    const stream = await t.request('/api/plants/2/source-streams', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Leaving gas',
        fuel: 'natural_gas',
        method: 'calculation',
        activity_data: 'file_fuel_mwh',
        tier_activity_data: '4',
        tier_ncv: '2a',
        tier_emission_factor: '2a',
        tier_oxidation_factor: '1',
      }),
      cookie: victim.cookie,
    });
    expect(stream.status).toBe(201);
    const streamId = ((await stream.json()) as { id: string }).id;
    const entered = await t.request(`/api/plants/2/source-streams/${streamId}/factors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        parameter: 'emission_factor',
        value: 56.2,
        valid_from: '2025-01-01',
        valid_to: '2025-01-31',
        source: 'National inventory',
      }),
      cookie: victim.cookie,
    });
    expect(entered.status).toBe(201);
    const recovery = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: victim.email, redirectTo: '/reset-password' }),
    });
    expect(recovery.status).toBe(200);
    expect((await t.signIn(victim.email, 'Wrong-Passw0rd')).response.status).toBe(401);
    // A second factor set up (its secret and backup codes stored), not yet confirmed; its row goes
    // with the user row (Better Auth's foreign key deletes it in cascade).
    const secondFactor = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: victim.password }),
      cookie: victim.cookie,
    });
    expect(secondFactor.status).toBe(200);

    const other = await t.signUp({ name: 'Staying Operator' });
    expect((await upload(t, other)).status).toBe(201);
    expect((await addPermit(t, other, 2026)).status).toBe(201);

    // The scan finds the user wherever they are, so finding nothing afterwards means something.
    expect(await rowsMentioning(t.db, victim.id)).toEqual({
      user: 1,
      account: 1,
      session: 2,
      verification: 1,
      twoFactor: 1,
      csv_files: 2,
      file_contents: 2,
      // The sample's 4 plants x 30 days, once per upload, and their rollups: 30 days, 4 plants in
      // the month's 5 weeks, in one month and in one year.
      plant_days: 240,
      history_days: 30,
      history_plant_weeks: 20,
      history_plant_months: 4,
      history_plant_years: 4,
      eu_permits: 2,
      plant_register: 1,
      gap_classifications: 1,
      import_profiles: 1,
      plant_source_streams: 1,
      source_stream_factors: 1,
      // The uploads, permits, register edit, classification, profile, stream and factor entry
      // above, one event each.
      audit_events: 9,
      // Raised by the uploads, permits, register edit and classification above.
      data_versions: 1,
      // Their personal organisation (its id is theirs) and their membership of it.
      organization: 1,
      member: 1,
    });
    const otherBefore = await rowsMentioning(t.db, other.id);

    const res = await t.request('/api/me', { method: 'DELETE', cookie: victim.cookie });
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cleared).toMatch(/session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);

    expect(await rowsMentioning(t.db, victim.id)).toEqual({});
    expect(await rowsMentioning(t.db, victim.email)).toEqual({});

    expect(await rowsMentioning(t.db, other.id)).toEqual(otherBefore);
    const files = await t.request('/api/files', { cookie: other.cookie });
    expect(((await files.json()) as { files: unknown[] }).files).toHaveLength(1);
    const permits = await t.request('/api/permits', { cookie: other.cookie });
    expect(((await permits.json()) as { permits: unknown[] }).permits).toHaveLength(1);

    for (const cookie of [victim.cookie, second.cookie!]) {
      expect((await t.request('/api/me', { cookie })).status).toBe(401);
    }
    const again = await t.signIn(victim.email, victim.password);
    expect(again.response.status).toBe(401);
    expect(again.cookie).toBeNull();
  });

  it('refuses without a session and deletes nothing', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/me', { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
  });

  it('lets the same address register again afresh after deletion', async () => {
    const user = await t.signUp();
    expect((await addPermit(t, user, 2026)).status).toBe(201);
    expect((await t.request('/api/me', { method: 'DELETE', cookie: user.cookie })).status).toBe(
      204,
    );

    const again = await t.signUp({ email: user.email, password: 'Another-Passw0rd' });
    expect(again.id).not.toBe(user.id);
    const permits = await t.request('/api/permits', { cookie: again.cookie });
    expect(((await permits.json()) as { permits: unknown[] }).permits).toEqual([]);
  });
});
