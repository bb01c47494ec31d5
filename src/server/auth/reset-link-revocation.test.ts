import { expect, it } from 'vitest';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const NEW_PASSWORD = 'Changed-Passw0rd';
const OTHER_PASSWORD = 'Another-Passw0rd';

function post(t: ApiContext, path: string, body: unknown, cookie?: string) {
  return t.request(`/api/auth${path}`, {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Asks for a reset link and returns its token, read from the mail sent. */
async function resetToken(t: ApiContext, user: TestUser): Promise<string> {
  const sent = t.mail.length;
  const res = await post(t, '/request-password-reset', {
    email: user.email,
    redirectTo: '/reset-password',
  });
  expect(res.status).toBe(200);
  const mail = t.mail.slice(sent).find((m) => m.to === user.email);
  const token = /reset-password\?token=(\S+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

const resetWith = (t: ApiContext, token: string, newPassword: string) =>
  post(t, '/reset-password', { token, newPassword });

async function expectRefused(t: ApiContext, token: string, user: TestUser) {
  const res = await resetWith(t, token, 'Attacker-Passw0rd');
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  expect((await t.signIn(user.email, 'Attacker-Passw0rd')).cookie).toBeNull();
}

describeApi('reset links outstanding when the password changes', (t) => {
  it('a link sent before a password change no longer works after it', async () => {
    const user = await t.signUp();
    const token = await resetToken(t, user);
    const change = await post(
      t,
      '/change-password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      user.cookie,
    );
    expect(change.status).toBe(200);
    await expectRefused(t, token, user);
    expect((await t.signIn(user.email, NEW_PASSWORD)).cookie).not.toBeNull();
  });

  it('resetting with the newer of two links ends the older one', async () => {
    const user = await t.signUp();
    const older = await resetToken(t, user);
    const newer = await resetToken(t, user);
    expect((await resetWith(t, newer, NEW_PASSWORD)).status).toBe(200);
    await expectRefused(t, older, user);
    expect((await t.signIn(user.email, NEW_PASSWORD)).cookie).not.toBeNull();
  });

  it('resetting with the older of two links ends the newer one', async () => {
    const user = await t.signUp();
    const older = await resetToken(t, user);
    const newer = await resetToken(t, user);
    expect((await resetWith(t, older, NEW_PASSWORD)).status).toBe(200);
    await expectRefused(t, newer, user);
  });

  it('a link asked for after the change works, and other users’ links are untouched', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const othersLink = await resetToken(t, other);
    await resetToken(t, user);
    const change = await post(
      t,
      '/change-password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      user.cookie,
    );
    expect(change.status).toBe(200);
    const fresh = await resetToken(t, user);
    expect((await resetWith(t, fresh, OTHER_PASSWORD)).status).toBe(200);
    expect((await resetWith(t, othersLink, OTHER_PASSWORD)).status).toBe(200);
    expect((await t.signIn(other.email, OTHER_PASSWORD)).cookie).not.toBeNull();
  });
});
