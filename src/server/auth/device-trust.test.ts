import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildServices } from '../build-services';
import { createLogger } from '../logger';
import { turnOnSecondFactor } from '../testing/members';
import { QUICK_PASSWORD_HASHING } from '../testing/quick-password-hashing';
import { sessionCookie } from '../testing/spawn-server';
import { describeApi, testConfig, TEST_ORIGIN, type ApiContext } from '../testing/test-app';
import { totpCode } from '../testing/totp';
import { MSG_DEVICE_TRUST_OFF } from './device-trust';

type Send = (path: string, init: RequestInit) => Promise<Response>;

const post = (send: Send, path: string, body: unknown, cookie = '') =>
  send(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
    body: JSON.stringify(body),
  });

/** Every cookie a response set, as a Cookie header, leaving out the ones it cleared. */
const cookiesSetBy = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

/** A user with a second factor, and the cookies of their pending sign-in after the password. */
async function passwordStep(t: ApiContext, send: Send = (p, i) => t.request(p, i)) {
  const user = await turnOnSecondFactor(t, await t.signUp());
  const first = await post(send, '/sign-in/email', { email: user.email, password: user.password });
  expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
  return { user, challenge: cookiesSetBy(first) };
}

describeApi('trusting a browser to skip the second factor, off by default', (t) => {
  const send: Send = (p, i) => t.request(p, i);

  it('refuses to trust the browser with 400, and opens no session for that answer', async () => {
    const { user, challenge } = await passwordStep(t);
    for (const path of ['/two-factor/verify-totp', '/two-factor/verify-backup-code']) {
      const asked = await post(
        send,
        path,
        { code: totpCode(user.uri), trustDevice: true },
        challenge,
      );
      expect(asked.status).toBe(400);
      expect(await asked.json()).toMatchObject({ message: MSG_DEVICE_TRUST_OFF });
      expect(sessionCookie(asked)).toBeNull();
    }
    const plain = await post(
      send,
      '/two-factor/verify-totp',
      { code: totpCode(user.uri) },
      challenge,
    );
    expect(plain.status).toBe(200);
    expect(sessionCookie(plain)).not.toBeNull();
  });
});

describeApi(
  'trusting a browser with TRUST_DEVICES=on',
  (t) => {
    const send: Send = (p, i) => t.request(p, i);
    const scratch: string[] = [];
    afterAll(async () => {
      for (const dir of scratch) await rm(dir, { recursive: true, force: true });
    });

    it('asks a trusted browser for the code on a server with it off, lets it in with it on', async () => {
      const { user, challenge } = await passwordStep(t);
      const credentials = { email: user.email, password: user.password };
      const trusted = await post(
        send,
        '/two-factor/verify-totp',
        { code: totpCode(user.uri), trustDevice: true },
        challenge,
      );
      expect(trusted.status).toBe(200);
      const trust = cookiesSetBy(trusted)
        .split('; ')
        .filter((c) => c.includes('trust_device'))
        .join('; ');
      expect(trust).not.toBe('');

      // The same database and secret, with the setting off: the trust cookie counts for nothing.
      const dataDir = await mkdtemp(join(tmpdir(), 'sid-trust-off-'));
      scratch.push(dataDir);
      const off = createApp(
        await buildServices({
          config: testConfig(dataDir),
          db: t.db,
          logger: createLogger('silent'),
          mailer: { send: async () => undefined, close: () => undefined },
          passwordHashing: QUICK_PASSWORD_HASHING,
        }),
        { webRoot: join(dataDir, 'web') },
      );
      const onOff: Send = async (p, i) => off.request(p, i);
      const asked = await post(onOff, '/sign-in/email', credentials, trust);
      expect(await asked.json()).toMatchObject({ twoFactorRedirect: true });
      expect(sessionCookie(asked)).toBeNull();

      const again = await post(send, '/sign-in/email', credentials, trust);
      expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
      expect(sessionCookie(again)).not.toBeNull();
    });
  },
  { config: { trustDevices: true } },
);
