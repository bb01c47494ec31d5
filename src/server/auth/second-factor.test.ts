import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeApi, type TestUser } from '../testing/test-app';
import { sessionCookie } from '../testing/spawn-server';
import { totpCode } from '../testing/totp';
import { APP_NAME } from './create-auth';

const PERIOD_MS = 30_000;

/** The Cookie header for every cookie a response set, leaving out the ones it cleared. */
function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

describeApi('the second factor (TOTP and backup codes) at sign-in', (t) => {
  const post = (path: string, body: unknown, cookie?: string) =>
    t.request(`/api/auth${path}`, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const sessionsOf = async (userId: string) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from session where "userId" = ${userId}
    `.execute(t.db);
    return rows[0]!.n;
  };

  /** A user with the second factor on: its otpauth URI, backup codes and a fresh session cookie. */
  async function userWithSecondFactor(): Promise<
    TestUser & { uri: string; backupCodes: string[] }
  > {
    const user = await t.signUp();
    const enabled = await post('/two-factor/enable', { password: user.password }, user.cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const verified = await post(
      '/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      user.cookie,
    );
    expect(verified.status).toBe(200);
    return { ...user, cookie: sessionCookie(verified)!, uri: totpURI, backupCodes };
  }

  /** Signs in with the password; the answer and the cookies that carry the pending challenge. */
  async function firstStep(user: TestUser) {
    const response = await post('/sign-in/email', { email: user.email, password: user.password });
    return { response, challenge: cookiesSetBy(response) };
  }

  it('needs the password to enable, and is only on once a first code was verified', async () => {
    const user = await t.signUp();
    const wrong = await post('/two-factor/enable', { password: 'Wrong-Passw0rd' }, user.cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid password' });
    expect((await post('/two-factor/enable', {}, user.cookie)).status).toBe(400);
    expect((await post('/two-factor/enable', { password: user.password })).status).toBe(401);

    const enabled = await post('/two-factor/enable', { password: user.password }, user.cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const uri = new URL(totpURI);
    expect(totpURI.split('?')[0]).toBe(
      `otpauth://totp/${encodeURIComponent(APP_NAME)}:${encodeURIComponent(user.email)}`,
    );
    expect(uri.searchParams.get('issuer')).toBe(APP_NAME);
    expect(uri.searchParams.get('secret')).toMatch(/^[A-Z2-7]{32,}$/);
    expect(backupCodes).toHaveLength(10);

    // Set up but not confirmed: a sign-in still needs only the password.
    expect((await t.signIn(user.email, user.password)).cookie).not.toBeNull();
    const refused = await post('/two-factor/verify-totp', { code: '000000' }, user.cookie);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'Invalid code' });

    const verified = await post(
      '/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      user.cookie,
    );
    expect(verified.status).toBe(200);
    // Turning it on replaces the session: the old cookie is done, the new one reads it as on.
    const cookie = sessionCookie(verified)!;
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(await session.json()).toMatchObject({ user: { twoFactorEnabled: true } });
  });

  it('gives no usable session for the password alone, and one for a valid code', async () => {
    const user = await userWithSecondFactor();
    const before = await sessionsOf(user.id);

    const { response, challenge } = await firstStep(user);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(sessionCookie(response)).toBeNull();
    expect(await sessionsOf(user.id)).toBe(before);
    expect((await t.request('/api/me', { cookie: challenge })).status).toBe(401);
    const none = await t.request('/api/auth/get-session', { cookie: challenge });
    expect(await none.json()).toBeNull();
    const tokens = await t.request('/api/tokens', {
      method: 'POST',
      cookie: challenge,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'sneaky' }),
    });
    expect(tokens.status).toBe(401);

    // A code of another time step is refused, and still no session.
    const stale = totpCode(user.uri, Date.now() - 10 * PERIOD_MS);
    const wrong = await post('/two-factor/verify-totp', { code: stale }, challenge);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid code' });
    expect(sessionCookie(wrong)).toBeNull();
    expect(await sessionsOf(user.id)).toBe(before);

    const right = await post('/two-factor/verify-totp', { code: totpCode(user.uri) }, challenge);
    expect(right.status).toBe(200);
    const cookie = sessionCookie(right)!;
    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(before + 1);
    // The challenge is spent: the same cookies cannot open a second session.
    const again = await post('/two-factor/verify-totp', { code: totpCode(user.uri) }, challenge);
    expect(again.status).toBe(401);
  });

  it('refuses a code without a pending sign-in', async () => {
    const user = await userWithSecondFactor();
    const res = await post('/two-factor/verify-totp', { code: totpCode(user.uri) });
    expect(res.status).toBe(401);
    expect(sessionCookie(res)).toBeNull();
  });

  it('ends a challenge after 5 wrong codes: the right one is refused, the password asked again', async () => {
    const user = await userWithSecondFactor();
    const { challenge } = await firstStep(user);
    for (let i = 0; i < 5; i++) {
      expect((await post('/two-factor/verify-totp', { code: '000000' }, challenge)).status).toBe(
        401,
      );
    }
    const late = await post('/two-factor/verify-totp', { code: totpCode(user.uri) }, challenge);
    expect(late.status).toBe(400);
    expect(sessionCookie(late)).toBeNull();
  });

  it('lets a backup code in once', async () => {
    const user = await userWithSecondFactor();
    const code = user.backupCodes[0]!;
    const first = await firstStep(user);
    const used = await post('/two-factor/verify-backup-code', { code }, first.challenge);
    expect(used.status).toBe(200);
    expect((await t.request('/api/me', { cookie: sessionCookie(used)! })).status).toBe(200);

    const second = await firstStep(user);
    const reused = await post('/two-factor/verify-backup-code', { code }, second.challenge);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ message: 'Invalid backup code' });
    expect(sessionCookie(reused)).toBeNull();
    const other = await post(
      '/two-factor/verify-backup-code',
      { code: user.backupCodes[1]! },
      second.challenge,
    );
    expect(other.status).toBe(200);
  });

  it('needs the password to disable; then the password alone signs in again', async () => {
    const user = await userWithSecondFactor();
    const wrong = await post('/two-factor/disable', { password: 'Wrong-Passw0rd' }, user.cookie);
    expect(wrong.status).toBe(400);
    expect(await (await firstStep(user)).response.json()).toMatchObject({
      twoFactorRedirect: true,
    });

    const disabled = await post('/two-factor/disable', { password: user.password }, user.cookie);
    expect(disabled.status).toBe(200);
    const signedIn = await t.signIn(user.email, user.password);
    expect(signedIn.cookie).not.toBeNull();
    expect(await signedIn.response.json()).not.toHaveProperty('twoFactorRedirect');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from "twoFactor" where "userId" = ${user.id}
    `.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps the sign-in lock: a locked account is refused before any code is asked', async () => {
    const user = await userWithSecondFactor();
    for (let i = 0; i < 5; i++) {
      expect((await t.signIn(user.email, 'Wrong-Passw0rd')).response.status).toBe(401);
    }
    const locked = await firstStep(user);
    expect(locked.response.status).toBe(429);
    expect(locked.challenge).toBe('');
  });
});
