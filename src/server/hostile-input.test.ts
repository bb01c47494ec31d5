// Hostile input against the real server process (PGlite in a temporary DATA_DIR): request bodies
// far over their limit, with and without Content-Length, and every file of the fuzz corpus as an
// upload. Each gets a clean JSON answer (2xx or 4xx, never 5xx) and the server keeps answering.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FROM_SOURCE,
  parseLogLine,
  signUp,
  startServer,
  uploadCsv,
  type ServerProcess,
} from './testing/spawn-server';

const CORPUS = join(import.meta.dirname, 'testing', 'fuzz-corpus');
const corpus = (await readdir(CORPUS)).filter((name) => name.endsWith('.csv')).sort();
const MB = 1024 * 1024;

interface Answer {
  status: number;
  contentType: string | undefined;
  text: string;
}

/** The status, content type and body of a raw HTTP/1.1 response, once it has all arrived. */
function parseResponse(raw: Buffer): Answer | null {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine = '', ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const body = raw.subarray(split + 4);
  if (body.length < Number(headers.get('content-length') ?? 0)) return null;
  return {
    status: Number(statusLine.split(' ')[1]),
    contentType: headers.get('content-type'),
    text: body.toString(),
  };
}

/**
 * POSTs JSON-looking bytes to the path, far more than any limit: 200 MB announced by
 * Content-Length (of which 1 MB is sent), or 8 MB chunked without a length. Written on a bare
 * socket that keeps what arrives: the server answers once the limit is passed and then closes the
 * connection, and an HTTP client still writing would report the closed pipe instead of the answer.
 */
function oversizedPost(
  server: ServerProcess,
  path: string,
  framing: 'content-length' | 'chunked',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const received: Buffer[] = [];
    const answer = () => parseResponse(Buffer.concat(received));
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const done = answer();
      if (done) {
        socket.destroy();
        resolve(done);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => reject(new Error(`no complete answer: ${Buffer.concat(received)}`)));
    const body = Buffer.alloc(framing === 'chunked' ? 8 * MB : MB, 'x');
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\n` +
        'Content-Type: application/json\r\n' +
        (framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${200 * MB}`) +
        '\r\n\r\n',
    );
    if (framing === 'chunked') {
      socket.write(`${body.length.toString(16)}\r\n`);
      socket.write(body);
      socket.write('\r\n0\r\n\r\n');
    } else {
      socket.write(body);
    }
  });
}

function expectCleanJson(answer: Answer, context: string) {
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.contentType, context).toContain('application/json');
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  if (answer.status >= 400) {
    expect(body, context).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
  return body;
}

describe('hostile input against the real server', { timeout: 180_000 }, () => {
  let dataDir = '';
  let server: ServerProcess;
  let cookie = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sid-hostile-'));
    server = await startServer({ args: FROM_SOURCE, dataDir });
    cookie = await signUp(server, 'hostile@example.com');
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  const healthy = async () => (await server.request('/healthz')).status;

  it.each(['content-length', 'chunked'] as const)(
    'refuses a sign-in body far over 16 KB, framed by %s: 413 JSON, and keeps answering',
    async (framing) => {
      const answer = await oversizedPost(server, '/api/auth/sign-in/email', framing);
      expect(answer.status).toBe(413);
      expect(expectCleanJson(answer, framing)).toEqual({
        error: 'payload_too_large',
        message: 'Request body too large: at most 16 KB',
      });
      expect(await healthy()).toBe(200);
    },
  );

  it.each(corpus)('answers the upload %s cleanly and keeps answering', async (name) => {
    const bytes = new Uint8Array(await readFile(join(CORPUS, name)));
    const res = await uploadCsv(server, cookie, name, bytes);
    const body = expectCleanJson(
      {
        status: res.status,
        contentType: res.headers.get('content-type') ?? undefined,
        text: await res.text(),
      },
      name,
    );
    expect(await healthy()).toBe(200);
    if (name === 'formula-names.csv') {
      expect(res.status).toBe(201);
      const exported = await server.request(
        `/api/files/${String(body.id)}/export?format=csv&role=internal`,
        { cookie },
      );
      const cells = Papa.parse<string[]>(await exported.text()).data.flat();
      expect(cells.filter((cell) => cell.includes('HYPERLINK')).length).toBeGreaterThan(0);
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    }
  });

  it('logged no error while doing so', () => {
    const errors = server.stdout.map(parseLogLine).filter((line) => line && line.level >= 50);
    expect(errors).toEqual([]);
  });
});
