import { describe, expect, it } from 'vitest';
import {
  MSG_EMAIL_INVALID,
  MSG_FULL_NAME_MAX,
  MSG_FULL_NAME_MIN,
  MSG_PASSWORD_MIN_LENGTH,
  MSG_PASSWORD_RULES,
  MSG_URL_INVALID,
} from '@domain/messages';
import { sessionCookie } from '../testing/spawn-server';
import { describeApi, type ApiContext } from '../testing/test-app';

const PASSWORD = 'Sturdy-Passw0rd';

let unique = 0;
const freshEmail = () => `accounts${++unique}-${process.pid}-${Date.now()}@example.com`;

function post(t: ApiContext, path: string, body: unknown, cookie?: string) {
  return t.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    cookie,
  });
}

async function messageOf(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}

/** The Set-Cookie header that carries the session token. */
function sessionSetCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!header) throw new Error('no session cookie was set');
  return header;
}

async function meStatus(t: ApiContext, cookie: string): Promise<number> {
  return (await t.request('/api/me', { cookie })).status;
}

/** The accounts §5 register rules, each with the message the server answers. */
const REGISTER_RULES: { rule: string; fields: Record<string, string>; message: string }[] = [
  { rule: 'a one-letter name', fields: { name: 'A' }, message: MSG_FULL_NAME_MIN },
  { rule: 'a 51-letter name', fields: { name: 'x'.repeat(51) }, message: MSG_FULL_NAME_MAX },
  { rule: 'a malformed e-mail', fields: { email: 'not-an-email' }, message: MSG_EMAIL_INVALID },
  {
    rule: 'a 255-character e-mail, longer than SMTP carries',
    fields: { email: `${'a'.repeat(243)}@example.com` },
    message: MSG_EMAIL_INVALID,
  },
  { rule: 'a short password', fields: { password: 'abc' }, message: MSG_PASSWORD_MIN_LENGTH },
  {
    rule: 'a password without upper case',
    fields: { password: 'alllowercase1' },
    message: MSG_PASSWORD_RULES,
  },
];

describeApi('accounts: sign-up, sign-in, sessions, password and profile', (t) => {
  describe('sign-up', () => {
    it('creates the account and sets an HttpOnly SameSite=Lax session cookie, not Secure on http', async () => {
      const email = freshEmail();
      const res = await post(t, '/sign-up/email', {
        name: 'Ada Operator',
        email,
        password: PASSWORD,
      });
      expect(res.status).toBe(200);
      const attributes = sessionSetCookie(res)
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/');
      expect(attributes).not.toContain('secure');

      const me = await t.request('/api/me', { cookie: sessionCookie(res)! });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email, full_name: 'Ada Operator' });
    });

    it.each(REGISTER_RULES)('refuses $rule with "$message" and creates nothing', async (c) => {
      const email = c.fields.email ?? freshEmail();
      const res = await post(t, '/sign-up/email', {
        name: 'Ada Operator',
        email,
        password: PASSWORD,
        ...c.fields,
      });
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(c.message);
      expect(res.headers.getSetCookie().some((h) => h.includes('session_token='))).toBe(false);
      const stored = await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(stored).toEqual([]);
    });

    it('accepts names of 2 and 50 characters, the limits themselves', async () => {
      for (const name of ['Al', 'x'.repeat(50)]) {
        const res = await post(t, '/sign-up/email', {
          name,
          email: freshEmail(),
          password: PASSWORD,
        });
        expect(res.status).toBe(200);
      }
    });

    it('refuses a second account for the same e-mail with "User already registered"', async () => {
      const first = await t.signUp();
      const res = await post(t, '/sign-up/email', {
        name: 'Someone Else',
        email: first.email,
        password: 'Other-Passw0rd',
      });
      expect(res.ok).toBe(false);
      expect(await messageOf(res)).toBe('User already registered');
      // The first owner keeps the account and the password.
      expect((await t.signIn(first.email, first.password)).cookie).not.toBeNull();
      expect((await t.signIn(first.email, 'Other-Passw0rd')).cookie).toBeNull();
    });
  });

  describe('sign-in, sign-out and session', () => {
    it('refuses a wrong password, and an unknown address, with 401 "Invalid email or password"', async () => {
      const user = await t.signUp();
      for (const [email, password] of [
        [user.email, 'Wrong-Passw0rd'],
        [freshEmail(), PASSWORD],
      ] as const) {
        const { cookie, response } = await t.signIn(email, password);
        expect(response.status).toBe(401);
        expect(await messageOf(response)).toBe('Invalid email or password');
        expect(cookie).toBeNull();
      }
    });

    it('signs in with the right password: a new session that GET /api/me accepts', async () => {
      const user = await t.signUp();
      const { cookie, response } = await t.signIn(user.email, user.password);
      expect(response.status).toBe(200);
      expect(cookie).not.toBeNull();
      expect(cookie).not.toBe(user.cookie);
      expect(await meStatus(t, cookie!)).toBe(200);
    });

    it('GET /api/auth/get-session answers the session and its user, or null without one', async () => {
      const user = await t.signUp({ name: 'Grace Session' });
      const res = await t.request('/api/auth/get-session', { cookie: user.cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        user: { id: string; email: string; name: string };
        session: { userId: string };
      };
      expect(body.user).toMatchObject({ id: user.id, email: user.email, name: 'Grace Session' });
      expect(body.session.userId).toBe(user.id);

      const anonymous = await t.request('/api/auth/get-session');
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toBeNull();
    });

    it('sign-out ends the session: GET /api/me then answers 401', async () => {
      const user = await t.signUp();
      expect(await meStatus(t, user.cookie)).toBe(200);
      const res = await post(t, '/sign-out', {}, user.cookie);
      expect(res.status).toBe(200);
      expect(await meStatus(t, user.cookie)).toBe(401);
      const session = await t.request('/api/auth/get-session', { cookie: user.cookie });
      expect(await session.json()).toBeNull();
    });
  });

  describe('change password', () => {
    it('refuses a wrong current password and keeps the old one', async () => {
      const user = await t.signUp();
      const res = await post(
        t,
        '/change-password',
        { currentPassword: 'Wrong-Passw0rd', newPassword: 'Fresh-Passw0rd' },
        user.cookie,
      );
      expect(res.status).toBe(400);
      expect((await t.signIn(user.email, user.password)).cookie).not.toBeNull();
      expect((await t.signIn(user.email, 'Fresh-Passw0rd')).cookie).toBeNull();
    });

    it.each([
      { newPassword: 'abc', message: MSG_PASSWORD_MIN_LENGTH },
      { newPassword: 'alllowercase1', message: MSG_PASSWORD_RULES },
    ])('refuses the new password $newPassword with "$message"', async (c) => {
      const user = await t.signUp();
      const res = await post(
        t,
        '/change-password',
        { currentPassword: user.password, newPassword: c.newPassword },
        user.cookie,
      );
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(c.message);
      expect((await t.signIn(user.email, user.password)).cookie).not.toBeNull();
    });

    it('changes it, revokes the other sessions, and only the new password signs in', async () => {
      const user = await t.signUp();
      const other = await t.signIn(user.email, user.password);
      expect(await meStatus(t, other.cookie!)).toBe(200);

      const res = await post(
        t,
        '/change-password',
        { currentPassword: user.password, newPassword: 'Fresh-Passw0rd' },
        user.cookie,
      );
      expect(res.status).toBe(200);
      // The session that asked goes on (Better Auth hands it a fresh token); the other one is over.
      const current = sessionCookie(res) ?? user.cookie;
      expect(await meStatus(t, current)).toBe(200);
      expect(await meStatus(t, other.cookie!)).toBe(401);

      const old = await t.signIn(user.email, user.password);
      expect(old.response.status).toBe(401);
      expect((await t.signIn(user.email, 'Fresh-Passw0rd')).cookie).not.toBeNull();
    });

    it('refuses a request without a session', async () => {
      const res = await post(t, '/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'Fresh-Passw0rd',
      });
      expect(res.status).toBe(401);
    });
  });

  describe('update user', () => {
    it.each([
      { body: { name: 'A' }, message: MSG_FULL_NAME_MIN },
      { body: { name: 'x'.repeat(51) }, message: MSG_FULL_NAME_MAX },
      { body: { image: 'not a url' }, message: MSG_URL_INVALID },
      { body: { image: 'javascript:alert(1)' }, message: MSG_URL_INVALID },
      {
        body: { image: `https://example.com/${'a'.repeat(2029)}` },
        message: 'Avatar URL must be at most 2048 characters',
      },
    ])('refuses $body with "$message" and changes nothing', async (c) => {
      const user = await t.signUp({ name: 'Unchanged Name' });
      const res = await post(t, '/update-user', c.body, user.cookie);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(c.message);
      const me = await t.request('/api/me', { cookie: user.cookie });
      expect(await me.json()).toMatchObject({ full_name: 'Unchanged Name', avatar_url: null });
    });

    it('updates the full name and the avatar URL, which GET /api/me then shows', async () => {
      const user = await t.signUp({ name: 'Before Name' });
      const avatar = 'https://example.com/avatars/ada.png';
      const res = await post(t, '/update-user', { name: 'After Name', image: avatar }, user.cookie);
      expect(res.status).toBe(200);
      const me = await t.request('/api/me', { cookie: user.cookie });
      expect(await me.json()).toMatchObject({ full_name: 'After Name', avatar_url: avatar });
    });

    it('clears the avatar with an empty URL: GET /api/me shows none', async () => {
      const user = await t.signUp();
      await post(t, '/update-user', { image: 'https://example.com/a.png' }, user.cookie);
      const res = await post(t, '/update-user', { image: '' }, user.cookie);
      expect(res.status).toBe(200);
      const me = await t.request('/api/me', { cookie: user.cookie });
      expect(await me.json()).toMatchObject({ avatar_url: null });
    });
  });
});

describeApi(
  'accounts with e-mail confirmation required',
  (t) => {
    it('sends a confirmation mail, refuses sign-in until the link is followed, then lets the password in', async () => {
      const email = freshEmail();
      const signUp = await post(t, '/sign-up/email', {
        name: 'Careful Operator',
        email,
        password: PASSWORD,
      });
      expect(signUp.status).toBe(200);
      expect(sessionCookie(signUp)).toBeNull();

      const mail = t.mail.filter((m) => m.to === email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Confirm your e-mail address');

      const refused = await t.signIn(email, PASSWORD);
      expect(refused.response.status).toBe(403);
      expect(await messageOf(refused.response)).toBe('Email not confirmed');
      expect(refused.cookie).toBeNull();

      const link = new URL(/https?:\/\/\S+/.exec(mail[0]!.text)![0]);
      expect(link.origin).toBe('http://localhost:3000');
      const confirmed = await t.request(link.pathname + link.search);
      // The link confirms the address and leads to the sign-in form, opening no session itself.
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('/auth/login?confirmed=1');
      expect(sessionCookie(confirmed)).toBeNull();
      const user = await t.db
        .selectFrom('user')
        .select('emailVerified')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.emailVerified).toBe(true);

      const { cookie, response } = await t.signIn(email, PASSWORD);
      expect(response.status).toBe(200);
      const me = await t.request('/api/me', { cookie: cookie! });
      expect(await me.json()).toMatchObject({ email, email_verified: true });
    });

    it('does not confirm with a forged token', async () => {
      const email = freshEmail();
      await post(t, '/sign-up/email', { name: 'Careful Operator', email, password: PASSWORD });
      const forged = await t.request('/api/auth/verify-email?token=forged.token.value');
      expect(forged.ok).toBe(false);
      expect((await t.signIn(email, PASSWORD)).response.status).toBe(403);
    });
  },
  { config: { requireEmailVerification: true } },
);
