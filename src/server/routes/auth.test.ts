import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';

describeApi('Better Auth routes under /api/auth', (t) => {
  it.each([
    ['GET', '/api/auth/no-such-endpoint'],
    ['POST', '/api/auth/no-such-endpoint'],
    ['GET', '/api/auth/sign-in/email'],
    ['GET', '/api/auth'],
    ['PUT', '/api/auth/sign-in/email'],
  ])('answers %s %s, which nothing serves, with the API JSON 404', async (method, path) => {
    const res = await t.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No such API route' });
  });

  it('still serves the endpoints it has', async () => {
    const user = await t.signUp();
    const session = await t.request('/api/auth/get-session', { cookie: user.cookie });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: user.email } });
  });
});
