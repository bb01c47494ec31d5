import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';
import { errorHandler } from './error-handler';
import { originCheck, type OriginPolicy } from './origin-check';
import { createLogger } from '../logger';

const APP = 'https://sid.example.com';

function appWith(policy: OriginPolicy) {
  const app = new Hono();
  app.use('*', originCheck(policy));
  app.post('/api/thing', (c) => c.json({ changed: true }));
  app.onError(errorHandler(createLogger('silent'), async () => undefined));
  return app;
}

/** A POST to `url` (its host is the Host header) from a page at `origin`. */
const post = (app: Hono, url: string, headers: Record<string, string>) =>
  app.request(url, { method: 'POST', headers });

describe('originCheck with APP_URL set', () => {
  const app = appWith({ trustedOrigins: [APP], acceptHostOrigin: false });

  it('lets the app’s own pages change state', async () => {
    expect((await post(app, `${APP}/api/thing`, { origin: APP })).status).toBe(200);
  });

  it('refuses a page of another site, even when the Host header names that site', async () => {
    for (const url of ['https://evil.example/api/thing', `${APP}/api/thing`]) {
      const res = await post(app, url, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: 'forbidden_origin',
        message: 'Cross-site request refused',
      });
    }
  });

  it('refuses a cross-site Sec-Fetch-Site, and lets clients that send neither header through', async () => {
    expect((await post(app, `${APP}/api/thing`, { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await post(app, `${APP}/api/thing`, {})).status).toBe(200);
  });
});

describe('originCheck without APP_URL', () => {
  it('also accepts the origin the Host names, as when the app is opened by a LAN address', async () => {
    const app = appWith({ trustedOrigins: ['http://localhost:3000'], acceptHostOrigin: true });
    const lan = 'http://192.168.1.20:3000';
    expect((await post(app, `${lan}/api/thing`, { origin: lan })).status).toBe(200);
    expect((await post(app, `${lan}/api/thing`, { origin: 'http://evil.example' })).status).toBe(
      403,
    );
  });
});

describeApi('a forged Host header on the whole app (APP_URL set)', (t) => {
  it('changes nothing: the permit is refused and not stored', async () => {
    const user = await t.signUp();
    const res = await t.request('http://evil.example/api/permits/year/2025', {
      method: 'PUT',
      cookie: user.cookie,
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ active_permits: 99 }),
    });
    expect(res.status).toBe(403);
    const permits = await t.request('/api/permits', { cookie: user.cookie });
    expect(await permits.json()).toEqual({ permits: [] });
  });
});
