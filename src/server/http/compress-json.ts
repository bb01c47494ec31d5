// JSON answers compressed on the fly with brotli or gzip, whichever the client accepts (brotli first).
// hono/compress offers gzip and deflate only.
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Answers smaller than this gain too little to be worth compressing, bytes. */
const THRESHOLD_BYTES = 1024;
/** Brotli's quality 4 compresses about as well as gzip -9 at a fraction of its time. */
const BROTLI_QUALITY = 4;
/**
 * Answers up to this size are compressed on the event loop, larger ones on libuv's thread pool:
 * an answer of this size compresses in a few milliseconds, less than it waits for the thread pool
 * on a busy machine (docs/benchmarks.md, "Why the code is as it is").
 */
const IN_PLACE_MAX_BYTES = 1024 * 1024;

const brotliOptions = (bytes: Uint8Array): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});
const gzipOptions = (): ZlibOptions => ({});

const compressors = {
  br: { options: brotliOptions, inPlace: brotliCompressSync, pooled: promisify(brotliCompress) },
  gzip: { options: gzipOptions, inPlace: gzipSync, pooled: promisify(gzip) },
};

async function compress(encoding: keyof typeof compressors, bytes: Uint8Array) {
  const { options, inPlace, pooled } = compressors[encoding];
  const chosen = options(bytes);
  return bytes.byteLength <= IN_PLACE_MAX_BYTES ? inPlace(bytes, chosen) : pooled(bytes, chosen);
}

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
    if (res.headers.has('content-encoding')) return;
    // The body untouched until an encoding is chosen: reading the body of @hono/node-server's light
    // answer (so c.header does, once the answer is made) turns it into a web Response, whose body
    // the server then streams instead of writing it in one piece.
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const raw = new Uint8Array(await res.arrayBuffer());
    const compressed = raw.byteLength >= THRESHOLD_BYTES;
    const body = compressed ? new Uint8Array(await compress(encoding, raw)) : raw;
    c.res = new Response(body, { status: res.status, headers: res.headers });
    c.res.headers.set('Content-Length', String(body.byteLength));
    if (!compressed) return;
    c.res.headers.set('Content-Encoding', encoding);
    // The bytes differ from the uncompressed answer's: a strong ETag would claim they are the same.
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
