import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildServices } from '../build-services';
import { createLogger } from '../logger';
import { QUICK_PASSWORD_HASHING } from '../testing/quick-password-hashing';
import { describeApi, testConfig, TEST_ORIGIN, type ApiContext } from '../testing/test-app';
import type { AuthRateLimits } from './create-auth';

const LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 3 },
  signUp: { window: 60, max: 3 },
  recovery: { window: 60, max: 2 },
};
const TOO_MANY = 'Too many requests. Please try again later.';

type Requester = (path: string, init: RequestInit) => Promise<Response>;

/** POSTs JSON to a Better Auth endpoint as the client at `ip` (the server trusts X-Forwarded-For here). */
function postFrom(send: Requester, ip: string, path: string, body: unknown) {
  return send(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  });
}

async function rateLimitRow(t: ApiContext, ip: string, path: string) {
  const { rows } = await sql<{ count: number }>`
    select count from "rateLimit" where key = ${`${ip}|${path}`}
  `.execute(t.db);
  return rows;
}

describeApi(
  'rate limits on sign-in, sign-up and recovery, kept in the database',
  (t) => {
    const send: Requester = (path, init) => t.request(path, init);
    const scratch: string[] = [];
    afterAll(async () => {
      for (const dir of scratch) await rm(dir, { recursive: true, force: true });
    });

    it('answers the 4th sign-in in the window with 429, for that client only, and stores the count', async () => {
      const user = await t.signUp();
      const ip = '198.51.100.1';
      for (let attempt = 1; attempt <= 3; attempt++) {
        const res = await postFrom(send, ip, '/sign-in/email', {
          email: user.email,
          password: 'Wrong-Passw0rd',
        });
        expect(res.status).toBe(401);
      }
      const fourth = await postFrom(send, ip, '/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(fourth.status).toBe(429);
      expect(await fourth.json()).toMatchObject({ message: TOO_MANY });
      expect(Number(fourth.headers.get('x-retry-after'))).toBeGreaterThan(0);

      expect(await rateLimitRow(t, ip, '/sign-in/email')).toEqual([{ count: 3 }]);

      const elsewhere = await postFrom(send, '198.51.100.2', '/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(elsewhere.status).toBe(200);
    });

    it('counts across replicas: a second app on the same database sees the same limit', async () => {
      const user = await t.signUp();
      const dataDir = await mkdtemp(join(tmpdir(), 'sid-replica-'));
      scratch.push(dataDir);
      const replica = createApp(
        await buildServices({
          config: testConfig(dataDir, { trustProxy: true }),
          db: t.db,
          logger: createLogger('silent'),
          mailer: { send: async () => undefined, close: () => undefined },
          rateLimits: LIMITS,
          passwordHashing: QUICK_PASSWORD_HASHING,
        }),
        { webRoot: join(dataDir, 'web') },
      );
      const onReplica: Requester = async (path, init) => replica.request(path, init);
      const ip = '198.51.100.3';
      const credentials = { email: user.email, password: user.password };

      expect((await postFrom(send, ip, '/sign-in/email', credentials)).status).toBe(200);
      expect((await postFrom(send, ip, '/sign-in/email', credentials)).status).toBe(200);
      expect((await postFrom(onReplica, ip, '/sign-in/email', credentials)).status).toBe(200);
      expect((await postFrom(onReplica, ip, '/sign-in/email', credentials)).status).toBe(429);
      expect((await postFrom(send, ip, '/sign-in/email', credentials)).status).toBe(429);
    });

    it('limits sign-up: the 4th is refused and creates no account', async () => {
      const ip = '198.51.100.4';
      const emails = [1, 2, 3, 4].map(
        (n) => `limited${n}-${process.pid}-${Date.now()}@example.com`,
      );
      const statuses: number[] = [];
      for (const email of emails) {
        const res = await postFrom(send, ip, '/sign-up/email', {
          name: 'Eager Operator',
          email,
          password: 'Sturdy-Passw0rd',
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const created = await t.db
        .selectFrom('user')
        .select('email')
        .where('email', 'in', emails)
        .execute();
      expect(created.map((u) => u.email).sort()).toEqual(emails.slice(0, 3).sort());
    });

    it.each(['/two-factor/verify-totp', '/two-factor/verify-backup-code'])(
      'limits second-factor codes at %s like sign-in: the 4th in the window is refused',
      async (path) => {
        const ip = '198.51.100.6';
        for (let attempt = 1; attempt <= 3; attempt++) {
          // No pending sign-in: refused, but counted like a guess.
          expect((await postFrom(send, ip, path, { code: '000000' })).status).toBe(401);
        }
        const fourth = await postFrom(send, ip, path, { code: '000000' });
        expect(fourth.status).toBe(429);
        // The sign-in rule's window (60 s), not the plugin's own 10 s.
        expect(Number(fourth.headers.get('x-retry-after'))).toBeGreaterThan(10);
      },
    );

    it('limits confirmation mails per address across clients: the 6th is refused, others go on', async () => {
      // Signed up from a client of its own: the suite's other sign-ups use up the shared one.
      const user = { email: `confirming-${process.pid}-${Date.now()}@example.com` };
      const signedUp = await postFrom(send, '198.51.100.20', '/sign-up/email', {
        name: 'Careful Operator',
        email: user.email,
        password: 'Sturdy-Passw0rd',
      });
      expect(signedUp.status).toBe(200);
      const ask = (ip: string, email: string) =>
        postFrom(send, ip, '/send-verification-email', { email });
      for (let n = 1; n <= 5; n++)
        expect((await ask(`198.51.100.${20 + n}`, user.email)).status).toBe(200);
      const sixth = await ask('198.51.100.26', user.email.toUpperCase());
      expect(sixth.status).toBe(429);
      expect(await sixth.json()).toMatchObject({
        message: 'Too many confirmation e-mails for this address. Try again in 1 minute.',
      });
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(t.mail.filter((m) => m.to === user.email)).toHaveLength(5);
      // Another address from the same client is not held back by it.
      expect((await ask('198.51.100.26', 'someone-else@example.com')).status).toBe(200);
    });

    it('limits confirmation mails per client like recovery: the 3rd is refused', async () => {
      const ip = '198.51.100.30';
      const ask = (n: number) =>
        postFrom(send, ip, '/send-verification-email', { email: `resend${n}@example.com` });
      expect((await ask(1)).status).toBe(200);
      expect((await ask(2)).status).toBe(200);
      expect((await ask(3)).status).toBe(429);
    });

    it('limits recovery requests: the 3rd is refused and sends no mail', async () => {
      const user = await t.signUp();
      const ip = '198.51.100.5';
      const ask = () =>
        postFrom(send, ip, '/request-password-reset', {
          email: user.email,
          redirectTo: '/reset-password',
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(429);
      expect(t.mail.filter((m) => m.to === user.email)).toHaveLength(2);
    });
  },
  { config: { trustProxy: true }, rateLimits: LIMITS },
);
