import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppRoutes } from './web-app';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const SCRIPT_PATH = '/assets/index-AbC123.js';

describe('webAppRoutes', () => {
  let root = '';
  beforeAll(async () => {
    // A built web app as `npm run build` leaves it: hashed assets with .br and .gz beside them.
    root = await mkdtemp(join(tmpdir(), 'sid-web-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(root, SCRIPT_PATH), SCRIPT);
    await writeFile(join(root, `${SCRIPT_PATH}.br`), brotliCompressSync(SCRIPT));
    await writeFile(join(root, `${SCRIPT_PATH}.gz`), gzipSync(SCRIPT));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const get = (path: string, acceptEncoding?: string) =>
    webAppRoutes(root).request(
      path,
      acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
    );

  it('sends a script brotli-compressed to a browser accepting br, cached for a year as immutable', async () => {
    const res = await get(SCRIPT_PATH, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser accepting only gzip, and the plain file to one accepting neither', async () => {
    const gz = await get(SCRIPT_PATH, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get(SCRIPT_PATH);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never lets a browser keep index.html without asking: no-cache', async () => {
    for (const path of ['/', '/index.html', '/dashboard']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
