// A US EPA hourly file of 24 columns, uploaded through a saved profile that maps the columns the
// product reads: the answer names the profile and the zone that placed the days, and plants the
// upload first brings take the profile's time zone as their own.
import { expect, it } from 'vitest';
import { EPA_HOURLY_PROFILE, epaHourlyFile, epaHours } from '@domain/testing/epa-hourly';
import { auditLog } from '../testing/audit-log';
import { describeApi, type TestUser } from '../testing/test-app';

interface Answer {
  plants: number;
  profile: { id: string; name: string } | null;
  placedIn: { plantId: number; timezone: string; declared: string }[];
}

describeApi('an EPA hourly file through its saved profile', (t) => {
  const send = (user: TestUser, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const saveProfile = async (user: TestUser) => {
    const res = await send(user, 'POST', '/api/import-profiles', EPA_HOURLY_PROFILE);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const upload = async (user: TestUser, text: string, query = '') => {
    const form = new FormData();
    form.append('file', new File([text], 'epa-hourly.csv', { type: 'text/csv' }));
    return t.request(`/api/files${query}`, { method: 'POST', cookie: user.cookie, body: form });
  };
  const registerZones = async (user: TestUser) => {
    const res = await t.request('/api/plants', { cookie: user.cookie });
    const { plants } = (await res.json()) as {
      plants: { plant_id: number; timezone: string | null }[];
    };
    return Object.fromEntries(plants.map((p) => [p.plant_id, p.timezone]));
  };

  it("names the profile that read it, and places a new plant's days in the profile's zone", async () => {
    const user = await t.signUp();
    const id = await saveProfile(user);
    const res = await upload(
      user,
      epaHourlyFile(epaHours(['07-04-1995', '07-05-1995'])),
      `?profile=${id}`,
    );
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Answer;
    expect(answer.plants).toBe(2);
    expect(answer.profile).toEqual({ id, name: 'EPA CAMD hourly' });
    expect(answer.placedIn).toEqual([
      { plantId: 116, timezone: '-07:00', declared: 'profile' },
      { plantId: 118, timezone: '-07:00', declared: 'profile' },
    ]);
    // The register shows the zone as the plant's own: changeable like any declared one.
    expect(await registerZones(user)).toEqual({ 116: '-07:00', 118: '-07:00' });
    // Two whole local days of 24 hours, not three UTC days cut at 07:00.
    const analysis = await t.request('/api/analysis', { cookie: user.cookie });
    const { dailyEmissions } = (await analysis.json()) as { dailyEmissions: { date: string }[] };
    expect(dailyEmissions.map((d) => d.date)).toEqual(['1995-07-04', '1995-07-05']);
  });

  it("records in the audit log that new plants took the profile's zone, once", async () => {
    const user = await t.signUp();
    const id = await saveProfile(user);
    const first = await upload(user, epaHourlyFile(epaHours(['07-04-1995'])), `?profile=${id}`);
    const { id: fileId } = (await first.json()) as { id: string };
    const zoned = async () =>
      (await auditLog(t, user)).filter((e) => e.action === 'zone_from_profile');
    expect(await zoned()).toMatchObject([
      {
        actor: user.email,
        target: 'plants 116 and 118',
        details: {
          plant_ids: [116, 118],
          timezone: '-07:00',
          profile: 'EPA CAMD hourly',
          file_id: fileId,
          file_name: 'epa-hourly.csv',
        },
      },
    ]);
    // The next file of the same plants finds their zone declared: nothing more to record.
    const next = await upload(user, epaHourlyFile(epaHours(['07-05-1995'])), `?profile=${id}`);
    expect(next.status).toBe(201);
    expect(await zoned()).toHaveLength(1);
  });

  it("keeps a plant's declared zone, and the organisation's for plants without their own", async () => {
    const user = await t.signUp();
    const id = await saveProfile(user);
    const first = await upload(user, epaHourlyFile(epaHours(['07-04-1995'])), `?profile=${id}`);
    expect(first.status).toBe(201);
    expect(
      (await send(user, 'PUT', '/api/plants/118', { timezone: 'America/Phoenix' })).status,
    ).toBe(200);
    const next = await upload(user, epaHourlyFile(epaHours(['07-05-1995'])), `?profile=${id}`);
    expect(((await next.json()) as Answer).placedIn).toEqual([
      { plantId: 116, timezone: '-07:00', declared: 'plant' },
      { plantId: 118, timezone: 'America/Phoenix', declared: 'plant' },
    ]);

    const other = await t.signUp();
    expect(
      (await send(other, 'PUT', '/api/organisation/timezone', { timezone: 'America/Denver' }))
        .status,
    ).toBe(200);
    const res = await upload(
      other,
      epaHourlyFile(epaHours(['07-04-1995'])),
      `?profile=${await saveProfile(other)}`,
    );
    expect(((await res.json()) as Answer).placedIn).toEqual([
      { plantId: 116, timezone: 'America/Denver', declared: 'organisation' },
      { plantId: 118, timezone: 'America/Denver', declared: 'organisation' },
    ]);
    expect(await registerZones(other)).toEqual({ 116: null, 118: null });
    // No plant took the profile's zone: the log says nothing of one.
    expect((await auditLog(t, other)).map((e) => e.action)).not.toContain('zone_from_profile');
  });

  it('gives the zone only to the plants no earlier file brought', async () => {
    const user = await t.signUp();
    const zoneless: Partial<typeof EPA_HOURLY_PROFILE> = {
      ...EPA_HOURLY_PROFILE,
      name: 'EPA without a zone',
    };
    delete zoneless.timezone;
    const res = await send(user, 'POST', '/api/import-profiles', zoneless);
    expect(res.status).toBe(201);
    const withoutZone = ((await res.json()) as { id: string }).id;
    const first = await upload(
      user,
      epaHourlyFile(epaHours(['07-04-1995'])),
      `?profile=${withoutZone}`,
    );
    expect(first.status).toBe(201);
    // The next day of the same two facilities, and a facility of its own.
    const newFacility = epaHours(['07-05-1995'])
      .filter((h) => h.facility === 116)
      .map((h) => ({ ...h, facility: 120 }));
    const next = await upload(
      user,
      epaHourlyFile([...epaHours(['07-05-1995']), ...newFacility]),
      `?profile=${await saveProfile(user)}`,
    );
    expect(next.status).toBe(201);
    expect(await registerZones(user)).toEqual({ 116: null, 118: null, 120: '-07:00' });
  });
});
