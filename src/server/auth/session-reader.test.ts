import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';

describeApi('remembered sessions', (t) => {
  it('a session ended by sign-out, password change or account deletion is refused at once', async () => {
    const user = await t.signUp();
    const second = await t.signIn(user.email, user.password);
    // Both sessions are now remembered.
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    expect((await t.request('/api/me', { cookie: second.cookie! })).status).toBe(200);

    const change = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: user.password, newPassword: 'Another-Passw0rd' }),
    });
    expect(change.status).toBe(200);
    expect((await t.request('/api/me', { cookie: second.cookie! })).status).toBe(401);

    const signOut = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
  });

  it('a deleted account is refused on the next request, even within the remembered second', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    expect((await t.request('/api/me', { method: 'DELETE', cookie: user.cookie })).status).toBe(
      204,
    );
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
  });
});
