import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountedAuthRoutes, type MountedRoute } from '../testing/auth-routes';
import { turnOnSecondFactor } from '../testing/members';
import { requestResetToken } from '../testing/password-flows';
import { sessionCookie } from '../testing/spawn-server';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

/** What an attacker holds: an address, maybe a mailed link's token, maybe the password. */
interface Holding {
  email: string;
  password: string;
  token: string;
  /** The cookie a request carries: none, or a pending second-factor sign-in. */
  cookie?: string;
}

/** The confirmation link Better Auth mails for the address, as anyone may ask for it. */
async function confirmationToken(t: ApiContext, email: string): Promise<string> {
  const sent = t.mail.length;
  const asked = await t.request('/api/auth/send-verification-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const link = t.mail.slice(sent).find((m) => m.to === email)?.text ?? '';
  const token = /verify-email\?token=([^&\s]+)/.exec(link)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

/** The route called with everything the attacker holds, in its query or body and path. */
function attempt(t: ApiContext, { path, method }: MountedRoute, held: Holding) {
  const fields = {
    email: held.email,
    password: held.password,
    currentPassword: held.password,
    newPassword: 'Attacker-Passw0rd',
    token: held.token,
    code: '000000',
    trustDevice: true,
    name: 'Attacker',
  };
  const route = path.replace(':token', encodeURIComponent(held.token)).replace(':id', 'credential');
  if (method === 'GET') {
    const query = new URLSearchParams({ email: held.email, token: held.token });
    return t.request(`/api/auth${route}?${query}`, { cookie: held.cookie });
  }
  return t.request(`/api/auth${route}`, {
    method,
    cookie: held.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
}

async function sessionsOf(t: ApiContext, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from session where "userId" = ${userId}
  `.execute(t.db);
  return rows[0]!.n;
}

/** Walks every mounted route with what is held: none may answer a session or open one. */
function walkEveryRoute(t: ApiContext, victim: () => { user: TestUser; held: Holding }) {
  const routes = () => mountedAuthRoutes(t.services.auth);

  it('finds the core, organisation and two-factor routes among the mounted ones', () => {
    const paths = routes().map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /verify-email',
        'POST /sign-in/email',
        'POST /organization/accept-invitation',
        'POST /two-factor/verify-totp',
      ]),
    );
    expect(paths.length).toBeGreaterThan(50);
  });

  it('sets no session cookie and opens no session on any of them', async () => {
    const { user, held } = victim();
    const opened: string[] = [];
    for (const route of routes()) {
      const before = await sessionsOf(t, user.id);
      const response = await attempt(t, route, held);
      if (sessionCookie(response) !== null || (await sessionsOf(t, user.id)) > before) {
        opened.push(`${route.method} ${route.path} (${response.status})`);
      }
    }
    expect(opened).toEqual([]);
  });
}

describeApi('no route of /api/auth opens a session without the password and the code', (t) => {
  describe('an attacker with only the address', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await t.signUp();
    });
    walkEveryRoute(t, () => ({
      user,
      held: { email: user.email, password: 'Wrong-Passw0rd', token: 'forged.token.value' },
    }));
  });

  describe('an attacker with a confirmation link from the mailbox', () => {
    let user: TestUser;
    let token = '';
    beforeAll(async () => {
      user = await t.signUp();
      token = await confirmationToken(t, user.email);
    });
    walkEveryRoute(t, () => ({
      user,
      held: { email: user.email, password: 'Wrong-Passw0rd', token },
    }));
  });

  describe('an attacker with a reset link from the mailbox', () => {
    let user: TestUser;
    let token = '';
    beforeAll(async () => {
      user = await t.signUp();
      token = await requestResetToken(t, user);
    });
    walkEveryRoute(t, () => ({
      user,
      held: { email: user.email, password: 'Wrong-Passw0rd', token },
    }));
  });

  describe('an attacker with the password of a two-factor account and its link', () => {
    let user: TestUser;
    let token = '';
    let challenge = '';
    beforeAll(async () => {
      user = await turnOnSecondFactor(t, await t.signUp());
      token = await confirmationToken(t, user.email);
      const first = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
      challenge = first.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .join('; ');
    });
    walkEveryRoute(t, () => ({
      user,
      held: { email: user.email, password: user.password, token, cookie: challenge },
    }));
  });
});
