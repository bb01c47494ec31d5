import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';

describeApi('GET and DELETE /api/me', (t) => {
  it('answers the signed-in user with the accounts §3 fields', async () => {
    const user = await t.signUp({ name: 'Ada Operator' });
    const res = await t.request('/api/me', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const me = (await res.json()) as { created_at: string };
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: 'Ada Operator',
      avatar_url: null,
    });
    expect(new Date(me.created_at).getTime()).not.toBeNaN();
  });

  it('refuses a request without a session: 401 "User not authenticated"', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'User not authenticated' });
  });
});
