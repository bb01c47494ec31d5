// Issue 27: a plant whose time zone is declared has local days. A historian's 15-minute readings
// in Berlin wall-clock time across both 2025 clock changes, uploaded through a profile: 30 March
// is one day of 23 hours and 26 October one of 25, with no gap or repeat, once the plant's time
// zone is declared (the stored file's days are placed again).
import { expect, it } from 'vitest';
import { berlinText } from '@domain/testing/berlin-clock';
import { HISTORIAN } from '../testing/historian-profile';
import { describeApi, type TestUser } from '../testing/test-app';

const MS_PER_QUARTER = 900_000;
const HEADER = Object.values(HISTORIAN.columns).join(';');

/** Plant 101's quarter-hours from `fromIso` for `hours` hours, as Berlin wall clocks. */
function quarterHours(fromIso: string, hours: number) {
  const start = Date.parse(fromIso);
  return Array.from({ length: hours * 4 }, (_, q) => ({
    clock: berlinText(start + q * MS_PER_QUARTER),
    kgCo2: 1000 + (q % 9) * 12.5,
  }));
}

// Local midnight to local midnight: 23 hours from 29 March 23:00 UTC, 25 from 25 October 22:00 UTC.
const SPRING = quarterHours('2025-03-29T23:00:00Z', 23);
const AUTUMN = quarterHours('2025-10-25T22:00:00Z', 25);

const file = (rows: { clock: string; kgCo2: number }[]) =>
  `${HEADER}\n${rows
    .map((r) =>
      [
        r.clock,
        101,
        'Block 101',
        'natural_gas',
        '2500',
        '0',
        '6250',
        String(r.kgCo2).replace('.', ','),
        '0',
        '0',
        '40',
      ].join(';'),
    )
    .join('\n')}\n`;

describeApi('a plant with a declared time zone', (t) => {
  const send = (user: TestUser, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** Uploads the plant's rows as the historian exports them, through its profile: 201. */
  const uploadThroughProfile = async (user: TestUser, rows: { clock: string; kgCo2: number }[]) => {
    const profile = await send(user, 'POST', '/api/import-profiles', HISTORIAN);
    const { id } = (await profile.json()) as { id: string };
    const form = new FormData();
    form.append('file', new File([file(rows)], 'historian.csv'));
    const upload = await t.request(`/api/files?profile=${id}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(upload.status).toBe(201);
    // The plant took the profile's zone on its first upload: these tests begin without one.
    const cleared = await send(user, 'PUT', '/api/plants/101', { timezone: null });
    expect(cleared.status).toBe(200);
  };
  const quality = async (user: TestUser, day: string) => {
    const res = await t.request(`/api/quality?from=${day}&to=${day}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const { plants } = (await res.json()) as {
      plants: {
        hours_expected: number;
        hours_present: number;
        duplicate_hours: number;
        gaps: unknown[];
      }[];
    };
    return plants[0]!;
  };

  it('counts 30 March as 23 hours and 26 October as 25, with no gap or repeat', async () => {
    const user = await t.signUp();
    await uploadThroughProfile(user, [...SPRING, ...AUTUMN]);

    // Undeclared, the plant's days are the days its stored file writes: UTC, so 30 March lacks
    // its last two hours (Berlin's 31 March begins at 22:00 UTC).
    expect(await quality(user, '2025-03-30')).toMatchObject({
      hours_expected: 24,
      hours_present: 22,
    });

    const declared = await send(user, 'PUT', '/api/plants/101', { timezone: 'Europe/Berlin' });
    expect(declared.status).toBe(200);
    expect(((await declared.json()) as { timezone: string }).timezone).toBe('Europe/Berlin');

    expect(await quality(user, '2025-03-30')).toMatchObject({
      hours_expected: 23,
      hours_present: 23,
      duplicate_hours: 0,
      gaps: [],
    });
    expect(await quality(user, '2025-10-26')).toMatchObject({
      hours_expected: 25,
      hours_present: 25,
      duplicate_hours: 0,
      gaps: [],
    });

    // The daily series holds each as one day with all its readings.
    for (const [day, rows] of [
      ['2025-03-30', SPRING],
      ['2025-10-26', AUTUMN],
    ] as const) {
      const res = await t.request(`/api/analysis?from=${day}&to=${day}`, { cookie: user.cookie });
      expect(res.status).toBe(200);
      const { dailyEmissions } = (await res.json()) as {
        dailyEmissions: { date: string; CO2: number | null }[];
      };
      const co2 = rows.reduce((s, r) => s + r.kgCo2, 0) / 1000;
      expect(dailyEmissions).toEqual([expect.objectContaining({ date: day })]);
      expect(dailyEmissions[0]!.CO2).toBeCloseTo(co2, 1);
    }
  });

  it("lists a partial hour on the plant's local day", async () => {
    const user = await t.signUp();
    // Berlin's first hour of 30 March (23:00 UTC on the 29th) holds 2 of its 4 readings.
    await uploadThroughProfile(user, SPRING.slice(2));
    const partial = async () =>
      (
        (await quality(user, '2025-03-30')) as unknown as {
          partial_hours: { total: number; first: { hour: string; readings: number }[] };
        }
      ).partial_hours;
    expect((await partial()).total).toBe(0);
    await send(user, 'PUT', '/api/plants/101', { timezone: 'Europe/Berlin' });
    expect(await partial()).toMatchObject({
      total: 1,
      first: [{ hour: '2025-03-29T23:00:00.000Z', readings: 2 }],
    });
    // A whole day classified is the plant's local day: it holds that first hour.
    const classified = await send(user, 'PUT', '/api/quality/gaps', {
      plant_id: 101,
      from: '2025-03-30',
      to: '2025-03-30',
      reason: 'measurement_missing',
    });
    expect(classified.status).toBe(204);
    expect((await quality(user, '2025-03-30')).gaps).toEqual([
      {
        from: '2025-03-29T23:00:00.000Z',
        to: '2025-03-30T00:00:00.000Z',
        hours: 1,
        reason: 'measurement_missing',
      },
    ]);
  });

  it('refuses a time zone the platform does not know, and changes nothing', async () => {
    const user = await t.signUp();
    await uploadThroughProfile(user, SPRING.slice(0, 8));
    const res = await send(user, 'PUT', '/api/plants/101', { timezone: 'Europe/Atlantis' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(
      'Time zone must be an IANA name such as Europe/Berlin or an offset such as -06:00',
    );
    const register = await t.request('/api/plants', { cookie: user.cookie });
    const { plants } = (await register.json()) as { plants: { timezone: string | null }[] };
    expect(plants[0]!.timezone).toBeNull();
  });

  it("places a plant without its own zone on the organisation's default, its own zone first", async () => {
    const user = await t.signUp();
    await uploadThroughProfile(user, SPRING);
    expect(await quality(user, '2025-03-30')).toMatchObject({
      hours_expected: 24,
      hours_present: 22,
    });

    const refused = await send(user, 'PUT', '/api/organisation/timezone', {
      timezone: 'Mars/Base',
    });
    expect(refused.status).toBe(400);
    const set = await send(user, 'PUT', '/api/organisation/timezone', {
      timezone: 'Europe/Berlin',
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ default_timezone: 'Europe/Berlin' });
    expect(await quality(user, '2025-03-30')).toMatchObject({
      hours_expected: 23,
      hours_present: 23,
      gaps: [],
    });

    // The plant's own zone goes first; removing the default leaves the files' days again.
    await send(user, 'PUT', '/api/plants/101', { timezone: '+00:00' });
    expect(await quality(user, '2025-03-30')).toMatchObject({
      hours_expected: 24,
      hours_present: 22,
    });
    await send(user, 'PUT', '/api/plants/101', { timezone: null });
    expect(await quality(user, '2025-03-30')).toMatchObject({ hours_expected: 23 });
    expect((await send(user, 'PUT', '/api/organisation/timezone', { timezone: null })).status).toBe(
      200,
    );
    expect(await quality(user, '2025-03-30')).toMatchObject({
      hours_expected: 24,
      hours_present: 22,
    });
  });
});
