import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildServices } from '../build-services';
import type { Config } from '../config';
import { createLogger } from '../logger';
import { QUICK_PASSWORD_HASHING } from '../testing/quick-password-hashing';
import { describeApi, testConfig, type ApiContext } from '../testing/test-app';
import { DEMO_ACCOUNT } from './demo-account';

const NOW = new Date('2026-06-15T12:00:00Z');

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

    it('GET /api/demo gives the credentials, and they sign in to the sample data', async () => {
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
      expect(list[0]).toMatchObject({ fileName: 'sample_data.csv', rows: 2880 });

      const current = await t.request('/api/permits/current', { cookie: cookie! });
      expect(await current.json()).toMatchObject({
        permit: {
          permit_year: 2026,
          active_permits: DEMO_ACCOUNT.activePermits,
          company_name: DEMO_ACCOUNT.companyName,
        },
      });
    });

    it('starting again creates no second demo user and no second file', async () => {
      expect(await demoRows(t)).toEqual({ users: 1, files: [{ rows: 2880 }] });
      await startAgain(t, dirs, { demoAccount: true });
      expect(await demoRows(t)).toEqual({ users: 1, files: [{ rows: 2880 }] });
    });

    it('leaves a demo user its owner changed as it is on the next start', async () => {
      const { cookie } = await t.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      const files = await t.request('/api/files', { cookie: cookie! });
      const [file] = ((await files.json()) as { files: { id: string }[] }).files;
      const removed = await t.request(`/api/files/${file!.id}`, {
        method: 'DELETE',
        cookie: cookie!,
      });
      expect(removed.ok).toBe(true);

      await startAgain(t, dirs, { demoAccount: true });
      expect(await demoRows(t)).toEqual({ users: 1, files: [] });
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
