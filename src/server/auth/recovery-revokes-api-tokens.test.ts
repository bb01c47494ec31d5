import { expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../mail/mailer';
import { bearer, mintToken } from '../testing/api-tokens';
import { changePassword, requestResetToken, resetPassword } from '../testing/password-flows';
import { sessionCookie } from '../testing/spawn-server';
import { describeApi, type ApiContext } from '../testing/test-app';

const NEW_PASSWORD = 'Recovered-Passw0rd';
const NOTICE_SUBJECT = 'Your password was reset';

// Each refused token counts towards the in-process client's lock-out (5 in a minute), so each
// suite presents at most four revoked tokens.
const statusWith = async (t: ApiContext, token: string) =>
  (await t.request('/api/files', { headers: bearer(token) })).status;

describeApi('API tokens through an account recovery', (t) => {
  it("a reset revokes every token of the account and mails the owner so; others' tokens work", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const own = await mintToken(t, owner, 'SCADA export');
    const intruders = await mintToken(t, owner, 'Intruder feed');
    const others = await mintToken(t, other);
    expect(await statusWith(t, intruders.token)).toBe(200);

    const link = await requestResetToken(t, owner);
    const sent = t.mail.length;
    expect((await resetPassword(t, link, NEW_PASSWORD)).status).toBe(200);

    for (const { token } of [own, intruders]) expect(await statusWith(t, token)).toBe(401);
    expect(await statusWith(t, others.token)).toBe(200);

    const notices = t.mail.slice(sent);
    expect(notices.map((m) => [m.to, m.subject])).toEqual([[owner.email, NOTICE_SUBJECT]]);
    expect(notices[0]!.text).toContain('All API tokens of your account were revoked (2)');
    expect(notices[0]!.text).toContain('Create new ones under Settings > API tokens');
    expect(notices[0]!.text).toContain('http://localhost:3000/settings?tab=tokens');

    // Signed in with the new password, the owner has no tokens left, and a new one works.
    const { cookie } = await t.signIn(owner.email, NEW_PASSWORD);
    const list = await t.request('/api/tokens', { cookie: cookie! });
    expect(await list.json()).toEqual({ tokens: [] });
    expect(await statusWith(t, (await mintToken(t, { cookie: cookie! })).token)).toBe(200);
  });

  it('a password change keeps the tokens, unless the user revokes them all after it', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const feed = await mintToken(t, owner);
    const others = await mintToken(t, other);

    const change = await changePassword(t, owner, NEW_PASSWORD);
    expect(change.status).toBe(200);
    expect(await statusWith(t, feed.token)).toBe(200);
    expect(t.mail.filter((m) => m.subject === NOTICE_SUBJECT && m.to === owner.email)).toEqual([]);

    // The change signed out the other sessions and gave this one a new cookie.
    const cookie = sessionCookie(change)!;
    const revokeAll = await t.request('/api/tokens', { method: 'DELETE', cookie });
    expect(await revokeAll.json()).toEqual({ revoked: 1 });
    expect(await statusWith(t, feed.token)).toBe(401);
    expect(await statusWith(t, others.token)).toBe(200);
  });
});

// A mail server that takes the reset link but refuses the notice after the reset.
const delivered: MailMessage[] = [];
const refusingNotices: Mailer = {
  async send(message) {
    if (message.subject === NOTICE_SUBJECT) throw new Error('554 transaction failed');
    delivered.push(message);
  },
  close: () => undefined,
};

describeApi(
  'a reset whose notice cannot be mailed',
  (t) => {
    it('still sets the password and revokes the tokens: the reset is not undone by the mail', async () => {
      const owner = await t.signUp();
      const feed = await mintToken(t, owner);
      const link = await requestResetToken(t, owner, delivered);
      expect((await resetPassword(t, link, NEW_PASSWORD)).status).toBe(200);
      expect(await statusWith(t, feed.token)).toBe(401);
      expect((await t.signIn(owner.email, NEW_PASSWORD)).cookie).not.toBeNull();
    });
  },
  { mailer: () => refusingNotices },
);
