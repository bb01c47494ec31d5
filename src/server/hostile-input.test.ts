// Hostile input against the real server process (PGlite in a temporary DATA_DIR): request bodies
// far over their limit, with and without Content-Length, headers past Node's limit, and every file
// of the fuzz corpus as an upload. Each gets a clean JSON answer (2xx or 4xx, never 5xx) and the server keeps answering.
// A workbook preview that would unpack for minutes stops when its client disconnects.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { XLSX_MIME } from '@domain/csv/check-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FROM_SOURCE,
  parseLogLine,
  signUp,
  startServer,
  uploadCsv,
  type ServerProcess,
} from './testing/spawn-server';
import { overlappingSheetsWorkbook } from './testing/overlapping-zip-workbook';
import { rawExchange, type RawAnswer } from './testing/raw-http';

const CORPUS = join(import.meta.dirname, 'testing', 'fuzz-corpus');
const corpus = (await readdir(CORPUS)).filter((name) => name.endsWith('.csv')).sort();
const MB = 1024 * 1024;

/**
 * POSTs JSON-looking bytes to the path, far more than any limit: 200 MB announced by
 * Content-Length (of which 1 MB is sent), or 8 MB chunked without a length. The server answers
 * once the limit is passed and then closes the connection.
 */
async function oversizedPost(
  server: ServerProcess,
  path: string,
  framing: 'content-length' | 'chunked',
): Promise<Answer> {
  const body = 'x'.repeat(framing === 'chunked' ? 8 * MB : MB);
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\n` +
    'Content-Type: application/json\r\n' +
    (framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${200 * MB}`) +
    '\r\n\r\n';
  const framed =
    framing === 'chunked' ? `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n` : body;
  const { answers } = await rawExchange(server.port, head + framed, { end: false });
  if (!answers[0]) throw new Error(`no answer to the oversized ${framing} POST`);
  return answerOf(answers[0]);
}

interface Answer {
  status: number;
  contentType: string | undefined;
  text: string;
}

const answerOf = (raw: RawAnswer): Answer => ({
  ...raw,
  contentType: raw.headers.get('content-type'),
});

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
    // The budget on a workbook's unpacking lifted: only its client's going stops a preview's reading.
    const env = { MAX_WORKBOOK_UNPACKED_MB: '1048576' };
    server = await startServer({ args: FROM_SOURCE, dataDir, env });
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

  it('closes a connection whose body it refused for its size, so no request is lost on it', async () => {
    const body = 'x'.repeat(MB);
    const { answers, closedByServer } = await rawExchange(
      server.port,
      `POST /api/tokens HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
        `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`,
      { end: false, responses: 2 },
    );
    expect(answers[0]?.status).toBe(413);
    // Either the server says it closes (the client sends its next request anew) or it answers it.
    if (answers[0]?.headers.get('connection') === 'close') expect(closedByServer).toBe(true);
    else expect(answers[1]?.status).toBe(200);
  });

  it('answers headers past the limit with 431 JSON and closes the connection', async () => {
    const plants = Array.from({ length: 2000 }, (_, i) => `plant=${i}`).join('&');
    const { answers, closedByServer } = await rawExchange(
      server.port,
      `GET /api/analysis?${plants} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
        `Cookie: ${cookie}\r\n\r\n`,
      { end: false },
    );
    expect(answers[0]?.status).toBe(431);
    expect(answers[0]?.headers.get('connection')).toBe('close');
    expect(expectCleanJson(answerOf(answers[0]!), '431')).toEqual({
      error: 'headers_too_large',
      message: 'Request headers too large: the request line and headers may hold at most 16 KB',
    });
    expect(closedByServer).toBe(true);
    expect(await healthy()).toBe(200);
  });

  it('stops reading a workbook preview whose client disconnects: 499 logged, and keeps answering', async () => {
    // 1,000 sheet entries sharing one stream of 100 MiB: 100 GB to unpack, minutes of work.
    const bytes = overlappingSheetsWorkbook({ sheets: 1000, sheetMib: 100 });
    const form = new FormData();
    form.set('file', new File([bytes], 'many-sheets.xlsx', { type: XLSX_MIME }));
    const client = new AbortController();
    const init = { method: 'POST', cookie, body: form, signal: client.signal };
    const sent = server.request('/api/files/preview', init).catch(() => 'gone');
    // Time for the upload to arrive whole: the server is reading the workbook when the client goes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    client.abort();
    expect(await sent).toBe('gone');
    const logged = await server.waitForLog(
      (line) => line.msg === 'request' && line.path === '/api/files/preview',
    );
    expect(logged.status).toBe(499);
    expect(await healthy()).toBe(200);
  });

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
