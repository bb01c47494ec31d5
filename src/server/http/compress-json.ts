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
import type { Context, MiddlewareHandler } from 'hono';

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

type Encoding = keyof typeof compressors;

async function compress(encoding: Encoding, bytes: Uint8Array) {
  const { options, inPlace, pooled } = compressors[encoding];
  const chosen = options(bytes);
  return bytes.byteLength <= IN_PLACE_MAX_BYTES ? inPlace(bytes, chosen) : pooled(bytes, chosen);
}

/** The body to send for an encoding: compressed unless too small to gain from it. */
async function encodedBody(encoding: Encoding, raw: Uint8Array<ArrayBuffer>) {
  return raw.byteLength >= THRESHOLD_BYTES
    ? { body: new Uint8Array(await compress(encoding, raw)), compressed: true }
    : { body: raw, compressed: false };
}

/** Marks headers for a body as sent in `encoding` (or as is, when null). */
function describeBody(headers: Headers, body: Uint8Array, encoding: Encoding | null): void {
  headers.set('Content-Length', String(body.byteLength));
  if (!encoding) return;
  headers.set('Content-Encoding', encoding);
  // The bytes differ from the uncompressed answer's: a strong ETag would claim they are the same.
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}

/**
 * A JSON answer kept ready to send (in the cache of completed answers): its UTF-8 bytes, and each
 * compressed form once a client asked for it, so a repeated answer is neither serialized nor
 * compressed again.
 */
export interface ReadyJson {
  readonly bytes: Buffer<ArrayBuffer>;
  readonly encoded: Partial<
    Record<Encoding, Promise<{ body: Uint8Array<ArrayBuffer>; compressed: boolean }>>
  >;
}

export const readyJson = (text: string): ReadyJson => ({ bytes: Buffer.from(text), encoded: {} });

/**
 * A ready JSON answer in the encoding the request accepts, with the headers compressJson would
 * give it; compressJson then leaves it as it is.
 */
export async function sendReadyJson(
  c: Context,
  ready: ReadyJson,
  headers: Record<string, string>,
): Promise<Response> {
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  const { body, compressed } = encoding
    ? await (ready.encoded[encoding] ??= encodedBody(encoding, ready.bytes))
    : { body: ready.bytes, compressed: false };
  const res = new Response(body, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/json', Vary: 'Accept-Encoding' },
  });
  describeBody(res.headers, body, compressed ? encoding : null);
  return res;
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
    // Already negotiated (sendReadyJson).
    if (/accept-encoding/i.test(res.headers.get('vary') ?? '')) return;
    // The body untouched until an encoding is chosen: reading the body of @hono/node-server's light
    // answer (so c.header does, once the answer is made) turns it into a web Response, whose body
    // the server then streams instead of writing it in one piece.
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const { body, compressed } = await encodedBody(
      encoding,
      new Uint8Array(await res.arrayBuffer()),
    );
    c.res = new Response(body, { status: res.status, headers: res.headers });
    describeBody(c.res.headers, body, compressed ? encoding : null);
  };
}
