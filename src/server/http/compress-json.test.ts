import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV_PATH } from '../paths';
import { describeApi } from '../testing/test-app';
import { acceptedEncoding, compressJson } from './compress-json';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('compressJson', () => {
  it('compresses answers below and above the in-place limit, each to the same JSON', async () => {
    const app = new Hono();
    app.use(compressJson());
    app.get('/:rows', (c) =>
      c.json(Array.from({ length: Number(c.req.param('rows')) }, (_, i) => ({ i, v: i / 7 }))),
    );
    for (const rows of [1_000, 60_000]) {
      const plain = await (await app.request(`/${rows}`)).text();
      for (const [encoding, decompress] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await app.request(`/${rows}`, { headers: { 'accept-encoding': encoding } });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(decompress(bytes).toString()).toBe(plain);
      }
      expect(plain.length).toBeGreaterThan(rows === 1_000 ? 10_000 : 1024 * 1024);
    }
  });

  it('passes a JSON answer on unread to a client that accepts no encoding', async () => {
    // @hono/node-server writes its light answers in one piece unless their body is read.
    let reads = 0;
    const bodyOf = Object.getOwnPropertyDescriptor(Response.prototype, 'body')!.get!;
    const json = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i })));
    const app = new Hono();
    app.use(compressJson());
    app.get('/', () => {
      const answer = new Response(json, { headers: { 'content-type': 'application/json' } });
      Object.defineProperty(answer, 'body', {
        get() {
          reads++;
          return bodyOf.call(this) as unknown;
        },
      });
      return answer;
    });
    const res = await app.request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(reads).toBe(0);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(json);
  });
});

describeApi('JSON answers of the API', (t) => {
  it('compresses a large answer per Accept-Encoding; it decompresses to the same JSON and still revalidates', async () => {
    const user = await t.signUp();
    const form = new FormData();
    form.append(
      'file',
      new File([await readFile(SAMPLE_CSV_PATH)], 'sample.csv', { type: 'text/csv' }),
    );
    const upload = await t.request('/api/files', {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    const { id } = (await upload.json()) as { id: string };
    const path = `/api/files/${id}/analysis`;

    const plain = await t.request(path, { cookie: user.cookie });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json: unknown = await plain.json();

    const br = await t.request(path, { cookie: user.cookie, headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(json);

    const gz = await t.request(path, {
      cookie: user.cookie,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(json);

    // The compressed answer's ETag is weak; sent back, it still means "unchanged".
    const etag = br.headers.get('etag')!;
    expect(etag).toBe(`W/${plain.headers.get('etag')}`);
    const again = await t.request(path, {
      cookie: user.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('sends a small answer as it is', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/me', {
      cookie: user.cookie,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ email: user.email });
  });
});
