// JSON answers compressed on the fly with brotli or gzip, whichever the client accepts (brotli first).
// hono/compress offers gzip and deflate only; node:zlib's asynchronous calls also run on libuv's
// thread pool, so a large analysis is compressed off the event loop.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Answers smaller than this gain too little to be worth compressing, bytes. */
const THRESHOLD_BYTES = 1024;
/** Brotli's quality 4 compresses about as well as gzip -9 at a fraction of its time. */
const BROTLI_QUALITY = 4;

const compressors = {
  br: (bytes: Uint8Array) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes: Uint8Array) => promisify(gzip)(bytes),
};

/** The encoding to answer with: the first of br and gzip that Accept-Encoding allows (q > 0). */
export function acceptedEncoding(header: string | undefined): keyof typeof compressors | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!/^application\/json/i.test(res.headers.get('content-type') ?? '')) return;
    if (res.headers.has('content-encoding') || !res.body) return;
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const raw = new Uint8Array(await res.arrayBuffer());
    const compressed = raw.byteLength >= THRESHOLD_BYTES;
    const body = compressed ? new Uint8Array(await compressors[encoding](raw)) : raw;
    c.res = new Response(body, { status: res.status, headers: res.headers });
    c.res.headers.set('Content-Length', String(body.byteLength));
    if (!compressed) return;
    c.res.headers.set('Content-Encoding', encoding);
    // The bytes differ from the uncompressed answer's: a strong ETag would claim they are the same.
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
