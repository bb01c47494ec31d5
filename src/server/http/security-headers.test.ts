import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from '../routes/web-app';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  let root = '';
  let app: Hono;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sid-csp-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>app</title>',
    );
    app = new Hono();
    app.use(securityHeaders());
    app.get('/healthz', (c) => c.json({ status: 'ok' }));
    app.get('/api/files', (c) => c.json({ files: [] }));
    app.route('/', webAppRoutes(root));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const styleSources = (res: Response) =>
    /style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.trim();

  it('gives each page a fresh style nonce, the same in its CSP and in its meta tag', async () => {
    const nonces = [];
    for (const path of ['/', '/dashboard', '/dashboard']) {
      const res = await app.request(path);
      const nonce = /'nonce-([^']+)'/.exec(styleSources(res) ?? '')?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await res.text(), path).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('sends API answers and probes the same policy without a nonce', async () => {
    for (const path of ['/healthz', '/api/files']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(styleSources(res), path).toBe("'self'");
    }
  });
});
