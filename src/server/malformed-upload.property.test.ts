// Malformed upload forms against the real server process: whatever a client sends as the form
// (cut off anywhere, without or with the wrong boundary, two files, parts without a name, huge part
// headers, a form inside the file, an empty file), the upload is refused with a 4xx, nothing is
// stored and the server goes on answering. One such form used to end the process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from './testing/raw-http';
import { FROM_SOURCE, signUp, startServer, type ServerProcess } from './testing/spawn-server';

const CSV =
  'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,' +
  'fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent\n' +
  '2025-01-01 00:00:00,1,Coal Plant Alpha,coal,359.08,0.00,967.35,329.441,3.482,5.224,37.12\n';

interface Part {
  headers: string[];
  body: string;
}

const filePart = (body: string, disposition = 'form-data; name="file"; filename="plant.csv"') => ({
  headers: [`Content-Disposition: ${disposition}`, 'Content-Type: text/csv'],
  body,
});

const formOf = (boundary: string, parts: Part[]) =>
  parts.map((p) => `--${boundary}\r\n${p.headers.join('\r\n')}\r\n\r\n${p.body}\r\n`).join('') +
  `--${boundary}--\r\n`;

/** A form with something wrong in it, and the Content-Type it is sent with. */
interface BadForm {
  kind: string;
  contentType: string;
  body: string;
}

const BOUNDARY = 'sid-fuzz-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const wellFormed = formOf(BOUNDARY, [filePart(CSV)]);

const badForms: fc.Arbitrary<BadForm> = fc.oneof(
  // Cut anywhere before the closing delimiter is complete.
  fc.integer({ min: 0, max: wellFormed.length - 5 }).map((at) => ({
    kind: `cut after ${at} bytes`,
    contentType: MULTIPART,
    body: wellFormed.slice(0, at),
  })),
  fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'text/csv').map((t) => ({
    kind: `content type ${t}`,
    contentType: t,
    body: wellFormed,
  })),
  fc.string({ minLength: 1, maxLength: 30 }).map((other) => ({
    kind: 'wrong boundary',
    contentType: `multipart/form-data; boundary="${other.replace(/["\\\r\n]/g, 'x')}-"`,
    body: wellFormed,
  })),
  fc.integer({ min: 2, max: 4 }).map((n) => ({
    kind: `${n} file parts`,
    contentType: MULTIPART,
    body: formOf(
      BOUNDARY,
      Array.from({ length: n }, () => filePart(CSV)),
    ),
  })),
  fc
    .constantFrom('form-data; filename="plant.csv"', 'form-data', 'attachment; name="file"')
    .map((disposition) => ({
      kind: `a part of disposition ${disposition}`,
      contentType: MULTIPART,
      body: formOf(BOUNDARY, [filePart(CSV, disposition)]),
    })),
  fc.integer({ min: 20_000, max: 200_000 }).map((size) => ({
    kind: `a part header of ${size} bytes`,
    contentType: MULTIPART,
    body: formOf(BOUNDARY, [
      { headers: [...filePart(CSV).headers, `X-Padding: ${'p'.repeat(size)}`], body: CSV },
    ]),
  })),
  fc.constant({
    kind: 'a form inside the file part',
    contentType: MULTIPART,
    body: formOf(BOUNDARY, [
      {
        headers: [
          'Content-Disposition: form-data; name="file"; filename="plant.csv"',
          'Content-Type: multipart/mixed; boundary=inner',
        ],
        body: formOf('inner', [filePart(CSV)]),
      },
    ]),
  }),
  fc.constant({
    kind: 'an empty file',
    contentType: MULTIPART,
    body: formOf(BOUNDARY, [filePart('')]),
  }),
);

describe('malformed upload forms against the real server', { timeout: 240_000 }, () => {
  let dataDir = '';
  let server: ServerProcess;
  let cookie = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sid-malformed-'));
    server = await startServer({ args: FROM_SOURCE, dataDir });
    cookie = await signUp(server, 'malformed@example.com');
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  const request = (form: BadForm, declaredBytes: number) =>
    `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\n` +
    `Cookie: ${cookie}\r\nContent-Type: ${form.contentType}\r\n` +
    `Content-Length: ${declaredBytes}\r\n\r\n${form.body}`;

  const filesStored = async () => {
    const list = (await (await server.request('/api/files', { cookie })).json()) as {
      total: number;
    };
    return list.total;
  };

  it('refuses every malformed form whole with a 4xx JSON answer and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(badForms, async (form) => {
        const { answers } = await rawExchange(
          server.port,
          request(form, Buffer.byteLength(form.body)),
          { end: false },
        );
        expect(answers[0]?.status, form.kind).toBeGreaterThanOrEqual(400);
        expect(answers[0]?.status, form.kind).toBeLessThan(500);
        expect(JSON.parse(answers[0]!.text), form.kind).toMatchObject({
          error: expect.any(String),
        });
        expect((await server.request('/healthz')).status, form.kind).toBe(200);
      }),
      { numRuns: 60 },
    );
    expect(await filesStored()).toBe(0);
  });

  it('survives a client that goes away in the middle of any form', async () => {
    await fc.assert(
      fc.asyncProperty(badForms, fc.integer({ min: 1, max: 10_000 }), async (form, missing) => {
        // The client promised more bytes than it sends, then closes its side (Node then closes the
        // connection unanswered, or the route answers first).
        const { answers } = await rawExchange(
          server.port,
          request(form, Buffer.byteLength(form.body) + missing),
        );
        // An answer is optional (the connection may just close); a 2xx or 5xx is not.
        for (const answer of answers) expect(answer.status, form.kind).toBeLessThan(500);
        for (const answer of answers) expect(answer.status, form.kind).toBeGreaterThanOrEqual(400);
        expect((await server.request('/healthz')).status, form.kind).toBe(200);
      }),
      { numRuns: 40 },
    );
    expect(await filesStored()).toBe(0);
  });

  it('still takes a well-formed upload afterwards', async () => {
    const { answers } = await rawExchange(
      server.port,
      request(
        { kind: 'well-formed', contentType: MULTIPART, body: wellFormed },
        Buffer.byteLength(wellFormed),
      ),
      { end: false },
    );
    expect(answers[0]?.status).toBe(201);
    expect(await filesStored()).toBe(1);
  });
});
