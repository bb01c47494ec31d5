import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formatPermitNotes } from '@domain/permits/permit-runway';
import { createApp } from '../app';
import { buildServices } from '../build-services';
import type { Config } from '../config';
import { createLogger } from '../logger';
import { QUICK_PASSWORD_HASHING } from '../testing/quick-password-hashing';
import { describeApi, testConfig, type ApiContext } from '../testing/test-app';
import { DEMO_ACCOUNT, DEMO_NOTE, DEMO_VIEWER } from './demo-account';
import { DEMO_PROFILE } from './demo-profile';

const NOW = new Date('2026-06-15T12:00:00Z');
/**
 * 2025 and 2026 to 14 June (yesterday): 530 days of 4 plants hourly, less plant 4's 3 days out and
 * the 4 readings of 23:00 UTC on 14 June, which is 15 June on the plants' summer clock.
 */
const DEMO_ROWS = (365 + 165) * 24 * 4 - 3 * 24 - 4;
const DEMO_FILE = 'demo_data_2025-01-01_to_2026-06-14.csv';

/** Another start of the server on the suite's database, as a restart or a replica would be. */
async function startAgain(t: ApiContext, dirs: string[], config: Partial<Config>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-demo-'));
  dirs.push(dataDir);
  const services = await buildServices({
    config: testConfig(dataDir, config),
    db: t.db,
    logger: createLogger('silent'),
    mailer: { send: async () => undefined, close: () => undefined },
    passwordHashing: QUICK_PASSWORD_HASHING,
    now: () => NOW,
  });
  return createApp(services, { webRoot: join(dataDir, 'web') });
}

async function demoRows(t: ApiContext) {
  const users = await t.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', DEMO_ACCOUNT.email)
    .execute();
  const files = await t.db
    .selectFrom('csv_files')
    .innerJoin('user', 'user.id', 'csv_files.org_id')
    .select('csv_files.rows')
    .where('user.email', '=', DEMO_ACCOUNT.email)
    .execute();
  return { users: users.length, files };
}

describeApi(
  'demo account (DEMO_ACCOUNT on)',
  (t) => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it('GET /api/demo gives the credentials, and they sign in to the demo data', async () => {
      const res = await t.request('/api/demo');
      expect(res.status).toBe(200);
      const credentials = (await res.json()) as { email: string; password: string };
      expect(credentials).toEqual({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });

      const { cookie } = await t.signIn(credentials.email, credentials.password);
      expect(cookie).not.toBeNull();

      const me = await t.request('/api/me', { cookie: cookie! });
      expect(await me.json()).toMatchObject({
        email: DEMO_ACCOUNT.email,
        full_name: DEMO_ACCOUNT.fullName,
        email_verified: true,
      });

      const files = await t.request('/api/files', { cookie: cookie! });
      const list = ((await files.json()) as { files: { fileName: string; rows: number }[] }).files;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ fileName: DEMO_FILE, rows: DEMO_ROWS });

      const current = await t.request('/api/permits/current', { cookie: cookie! });
      const { permit } = (await current.json()) as { permit: { notes: string } };
      expect(permit).toMatchObject({
        permit_year: 2026,
        active_permits: expect.any(Number),
        company_name: DEMO_ACCOUNT.companyName,
        notes: DEMO_NOTE,
      });
      // The permit card cuts notes past 50 characters: the demo's is read whole there.
      expect(formatPermitNotes(permit.notes)).toBe(permit.notes);
    });

    it('holds last year complete, verified and locked, and this year to yesterday', async () => {
      const { cookie } = await t.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      const ets = (await (await t.request('/api/ets/2025', { cookie: cookie! })).json()) as {
        coverage: { share: number; hours_present: number; hours_of_year: number };
        status: string;
        verified_co2_t: number;
        reported_co2_t: number;
        verification: { verifier: string } | null;
        locked: { by: string } | null;
      };
      expect(ets.coverage).toMatchObject({
        share: 1,
        hours_present: 3 * 8760,
        hours_of_year: 8760,
      });
      expect(ets.status).toBe('verified');
      expect(ets.verified_co2_t).toBeCloseTo(ets.reported_co2_t, 1);
      expect(ets.reported_co2_t).toBeGreaterThan(0);
      expect(ets.locked).toMatchObject({ by: 'demo setup' });

      const quality = (await (await t.request('/api/quality', { cookie: cookie! })).json()) as {
        plants: { plant_id: number; last_reading: string; gaps: { reason: string | null }[] }[];
      };
      expect(quality.plants.map((p) => p.last_reading.slice(0, 10))).toEqual(
        Array(4).fill('2026-06-14'),
      );
      const gaps = quality.plants.flatMap((p) => p.gaps.map((g) => ({ ...g, plant: p.plant_id })));
      expect(gaps).toEqual([
        expect.objectContaining({ plant: 4, hours: 72, reason: 'not_operating' }),
      ]);
    });

    it('declares the register, keeps an import profile and has a viewer member', async () => {
      const { cookie } = await t.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      const register = (await (await t.request('/api/plants', { cookie: cookie! })).json()) as {
        plants: { country: string; timezone: string | null; in_ets: boolean; confirmed: boolean }[];
      };
      expect(register.plants.map((p) => [p.country, p.timezone, p.in_ets, p.confirmed])).toEqual([
        ['Ireland', null, true, true],
        ['Portugal', 'Europe/Lisbon', true, true],
        ['Ireland', null, true, true],
        ['United Kingdom', 'Europe/London', false, true],
      ]);
      const organisation = await t.request('/api/organisation', { cookie: cookie! });
      expect(await organisation.json()).toMatchObject({ default_timezone: 'Europe/Dublin' });
      const profiles = await t.request('/api/import-profiles', { cookie: cookie! });
      expect(((await profiles.json()) as { profiles: { name: string }[] }).profiles).toEqual([
        expect.objectContaining({ name: DEMO_PROFILE.name }),
      ]);
      const viewer = await t.signIn(DEMO_VIEWER.email, DEMO_VIEWER.password);
      const members = await t.db
        .selectFrom('member')
        .innerJoin('user', 'user.id', 'member.userId')
        .innerJoin('user as owner', 'owner.id', 'member.organizationId')
        .select(['user.email', 'member.role'])
        .where('owner.email', '=', DEMO_ACCOUNT.email)
        .orderBy('user.email')
        .execute();
      expect(viewer.cookie).not.toBeNull();
      expect(members).toEqual([
        { email: DEMO_VIEWER.email, role: 'viewer' },
        { email: DEMO_ACCOUNT.email, role: 'owner' },
      ]);
    });

    it('starting again creates no second demo user and no second file', async () => {
      expect(await demoRows(t)).toEqual({ users: 1, files: [{ rows: DEMO_ROWS }] });
      await startAgain(t, dirs, { demoAccount: true });
      expect(await demoRows(t)).toEqual({ users: 1, files: [{ rows: DEMO_ROWS }] });
      const counts = await Promise.all(
        (
          ['import_profiles', 'ets_verifications', 'year_locks', 'gap_classifications'] as const
        ).map(
          async (table) =>
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
        ),
      );
      expect(counts.map(Number)).toEqual([1, 1, 1, 1]);
    });

    it('leaves a demo user its owner changed as it is on the next start', async () => {
      const { cookie } = await t.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      const organisation = await t.request('/api/organisation', { cookie: cookie! });
      expect(await organisation.json()).toMatchObject({ default_timezone: 'Europe/Dublin' });
      const profiles = await t.request('/api/import-profiles', { cookie: cookie! });
      const [profile] = ((await profiles.json()) as { profiles: { id: string }[] }).profiles;
      const removed = await t.request(`/api/import-profiles/${profile!.id}`, {
        method: 'DELETE',
        cookie: cookie!,
      });
      expect(removed.ok).toBe(true);

      await startAgain(t, dirs, { demoAccount: true });
      const again = await t.request('/api/import-profiles', { cookie: cookie! });
      expect(((await again.json()) as { profiles: unknown[] }).profiles).toEqual([]);
      expect(await demoRows(t)).toEqual({ users: 1, files: [{ rows: DEMO_ROWS }] });
    });

    it('answers GET /api/demo with 404 once DEMO_ACCOUNT is off', async () => {
      const off = await startAgain(t, dirs, { demoAccount: false });
      const res = await off.request('/api/demo');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    });
  },
  { config: { demoAccount: true }, now: () => NOW },
);

describeApi('demo account (DEMO_ACCOUNT off)', (t) => {
  it('creates no demo user and GET /api/demo answers 404', async () => {
    expect(await demoRows(t)).toEqual({ users: 0, files: [] });
    const res = await t.request('/api/demo');
    expect(res.status).toBe(404);
    expect((await t.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).response.status).toBe(401);
  });
});
