import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildServices } from '../build-services';
import { createLogger } from '../logger';
import { describeApi, testConfig, TEST_ORIGIN, type ApiContext } from '../testing/test-app';
import { DEFAULT_LOCKOUT, lockDurationMs, lockedMessage } from './sign-in-lockout';

const MINUTE_MS = 60_000;
const WRONG = 'Wrong-Passw0rd';

describe('lockDurationMs (5 failures in 15 minutes, 1 minute doubling up to 1 hour)', () => {
  it.each([
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [10, 32],
    [11, 60],
    [500, 60],
  ])('%i failures in a row lock for %i minutes', (failures, minutes) => {
    expect(lockDurationMs(failures, DEFAULT_LOCKOUT)).toBe(minutes * MINUTE_MS);
  });

  it('says when to try again, and the way out', () => {
    expect(lockedMessage(60)).toBe(
      'Too many failed sign-in attempts for this account. Try again in 1 minute, or reset your password.',
    );
    expect(lockedMessage(61)).toContain('Try again in 2 minutes');
  });
});

// The lock's clock, moved by the tests; each test starts an hour after the previous one.
let clock = Date.now();
const advance = (ms: number) => (clock += ms);

let address = 0;
/** A sign-in from a new client address every time: the per-address limit never applies. */
function signInFrom(send: ApiContext['request'], email: string, password: string) {
  return send('/api/auth/sign-in/email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${++address % 250}`,
      origin: TEST_ORIGIN,
    },
    body: JSON.stringify({ email, password }),
  });
}

describeApi(
  'the per-account sign-in lock',
  (t) => {
    const send = t.request;
    const scratch: string[] = [];
    afterAll(async () => {
      for (const dir of scratch) await rm(dir, { recursive: true, force: true });
    });
    const fail = async (email: string, times: number) => {
      const statuses = [];
      for (let i = 0; i < times; i++) statuses.push((await signInFrom(send, email, WRONG)).status);
      return statuses;
    };

    it('refuses the right password after 5 wrong ones from 5 addresses, with when to retry', async () => {
      advance(60 * MINUTE_MS);
      const user = await t.signUp();
      expect(await fail(user.email, 5)).toEqual([401, 401, 401, 401, 401]);
      const locked = await signInFrom(send, user.email, user.password);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('60');
      expect(await locked.json()).toEqual({
        code: 'SIGN_IN_LOCKED',
        message: lockedMessage(60),
      });
      expect(locked.headers.get('set-cookie')).toBeNull();
    });

    it('lets the right password in once the lock ends, which forgets the failures', async () => {
      advance(60 * MINUTE_MS);
      const user = await t.signUp();
      await fail(user.email, 5);
      advance(MINUTE_MS + 1000);
      expect((await signInFrom(send, user.email, user.password)).status).toBe(200);
      expect(await fail(user.email, 4)).toEqual([401, 401, 401, 401]);
      expect((await signInFrom(send, user.email, user.password)).status).toBe(200);
    });

    it('doubles the lock with each further failure, up to an hour', async () => {
      advance(60 * MINUTE_MS);
      const user = await t.signUp();
      await fail(user.email, 5);
      const retryAfter: string[] = [];
      for (let lock = 1; lock <= 7; lock++) {
        advance(Math.min(2 ** (lock - 1), 60) * MINUTE_MS + 1000);
        expect((await signInFrom(send, user.email, WRONG)).status).toBe(401);
        const refused = await signInFrom(send, user.email, user.password);
        expect(refused.status).toBe(429);
        retryAfter.push(refused.headers.get('retry-after')!);
      }
      expect(retryAfter).toEqual(['120', '240', '480', '960', '1920', '3600', '3600']);
    });

    it('starts counting anew after 15 quiet minutes', async () => {
      advance(60 * MINUTE_MS);
      const user = await t.signUp();
      await fail(user.email, 4);
      advance(16 * MINUTE_MS);
      expect(await fail(user.email, 4)).toEqual([401, 401, 401, 401]);
      expect((await signInFrom(send, user.email, user.password)).status).toBe(200);
    });

    it('answers an unknown address exactly as a known one, so the lock reveals nothing', async () => {
      advance(60 * MINUTE_MS);
      const known = await t.signUp();
      const unknown = `nobody-${process.pid}-${Date.now()}@example.com`;
      const answers = async (email: string, password: string) => {
        const out = [];
        for (let i = 0; i < 6; i++) {
          const res = await signInFrom(send, email, i < 5 ? WRONG : password);
          out.push({ status: res.status, body: await res.text() });
        }
        return out;
      };
      expect(await answers(unknown, WRONG)).toEqual(await answers(known.email, known.password));
    });

    it('is lifted by a password reset: how a locked-out user gets back in', async () => {
      advance(60 * MINUTE_MS);
      const user = await t.signUp();
      await fail(user.email, 8);
      expect((await signInFrom(send, user.email, user.password)).status).toBe(429);
      const sent = t.mail.length;
      await send('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
      });
      const text = t.mail.slice(sent).find((m) => m.to === user.email)!.text;
      const token = decodeURIComponent(/token=(\S+)/.exec(text)![1]!);
      const reset = await send('/api/auth/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, newPassword: 'Unlocked-Passw0rd' }),
      });
      expect(reset.status).toBe(200);
      expect((await signInFrom(send, user.email, 'Unlocked-Passw0rd')).status).toBe(200);
    });

    it('holds across replicas: another app on the same database refuses too', async () => {
      advance(60 * MINUTE_MS);
      const user = await t.signUp();
      const dataDir = await mkdtemp(join(tmpdir(), 'sid-replica-'));
      scratch.push(dataDir);
      const replica = createApp(
        await buildServices({
          config: testConfig(dataDir, { trustProxy: true }),
          db: t.db,
          logger: createLogger('silent'),
          mailer: { send: async () => undefined, close: () => undefined },
          now: () => new Date(clock),
        }),
        { webRoot: join(dataDir, 'web') },
      );
      await fail(user.email, 5);
      const onReplica = async (path: string, init?: RequestInit) => replica.request(path, init);
      expect((await signInFrom(onReplica, user.email, user.password)).status).toBe(429);
    });
  },
  { config: { trustProxy: true }, now: () => new Date(clock) },
);
