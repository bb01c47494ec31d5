import { expect, it } from 'vitest';
import { changePassword, requestResetToken, resetPassword } from '../testing/password-flows';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const NEW_PASSWORD = 'Changed-Passw0rd';
const OTHER_PASSWORD = 'Another-Passw0rd';

async function expectRefused(t: ApiContext, token: string, user: TestUser) {
  const res = await resetPassword(t, token, 'Attacker-Passw0rd');
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  expect((await t.signIn(user.email, 'Attacker-Passw0rd')).cookie).toBeNull();
}

describeApi('reset links outstanding when the password changes', (t) => {
  it('a link sent before a password change no longer works after it', async () => {
    const user = await t.signUp();
    const token = await requestResetToken(t, user);
    const change = await changePassword(t, user, NEW_PASSWORD);
    expect(change.status).toBe(200);
    await expectRefused(t, token, user);
    expect((await t.signIn(user.email, NEW_PASSWORD)).cookie).not.toBeNull();
  });

  it('resetting with the newer of two links ends the older one', async () => {
    const user = await t.signUp();
    const older = await requestResetToken(t, user);
    const newer = await requestResetToken(t, user);
    expect((await resetPassword(t, newer, NEW_PASSWORD)).status).toBe(200);
    await expectRefused(t, older, user);
    expect((await t.signIn(user.email, NEW_PASSWORD)).cookie).not.toBeNull();
  });

  it('resetting with the older of two links ends the newer one', async () => {
    const user = await t.signUp();
    const older = await requestResetToken(t, user);
    const newer = await requestResetToken(t, user);
    expect((await resetPassword(t, older, NEW_PASSWORD)).status).toBe(200);
    await expectRefused(t, newer, user);
  });

  it('a link asked for after the change works, and other users’ links are untouched', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const othersLink = await requestResetToken(t, other);
    await requestResetToken(t, user);
    const change = await changePassword(t, user, NEW_PASSWORD);
    expect(change.status).toBe(200);
    const fresh = await requestResetToken(t, user);
    expect((await resetPassword(t, fresh, OTHER_PASSWORD)).status).toBe(200);
    expect((await resetPassword(t, othersLink, OTHER_PASSWORD)).status).toBe(200);
    expect((await t.signIn(other.email, OTHER_PASSWORD)).cookie).not.toBeNull();
  });
});
