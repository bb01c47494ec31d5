// The real server process (issue 3 "Tests": durability, a dropped upload, graceful stop): started
// from source on PGlite in a temporary DATA_DIR, killed with SIGKILL (its lock on DATA_DIR left
// behind, taken over by the restart), refused a second server on the same directory, cut off
// mid-upload and stopped with SIGTERM while a request is in flight. One process per scenario at
// a time, each on a copy of a database made once.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { openDatabase } from './db/connect';
import { migratedSnapshot } from './db/testing/migrated-snapshot';
import {
  FROM_SOURCE,
  REPO_ROOT,
  multipartCsv,
  parseLogLine,
  signUp,
  startServer,
  uploadCsv,
  type ServerProcess,
} from './testing/spawn-server';

const MB = 1024 * 1024;
const SAMPLE = new Uint8Array(await readFile(join(REPO_ROOT, 'public', 'sample_data.csv')));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface FileEntry {
  id: string;
  sha256: string;
}

/** An upload written by hand on its own connection, so the test decides when bytes arrive. */
function rawUpload(
  server: ServerProcess,
  cookie: string,
  body: { contentType: string; length: number },
  headers: Record<string, string> = {},
): { request: ClientRequest; response: Promise<{ status: number; text: string }> } {
  const request = httpRequest({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/files',
    agent: false,
    headers: {
      ...headers,
      origin: server.origin,
      cookie,
      'content-type': body.contentType,
      'content-length': body.length,
    },
  });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
  });
  return { request, response };
}

/** Resolves once the bytes are handed to the connection. */
function write(request: ClientRequest, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) =>
    request.write(bytes, (error) => (error ? reject(error) : resolve())),
  );
}

describe('the server process', { timeout: 120_000 }, () => {
  const tmpDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let template = '';

  async function tmpDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'sid-process-'));
    tmpDirs.push(dir);
    return dir;
  }

  async function start(dataDir: string, port?: number): Promise<ServerProcess> {
    const server = await startServer({ args: FROM_SOURCE, dataDir, port });
    servers.push(server);
    return server;
  }

  /** A DATA_DIR of its own, copied from the template: reopening takes a fraction of creating. */
  async function freshDataDir(): Promise<string> {
    const dir = await tmpDir();
    await cp(template, dir, { recursive: true });
    return dir;
  }

  // The template database starts from the migrated snapshot (creating one takes seconds); one server
  // adds the auth tables, then stops cleanly; each scenario copies it.
  beforeAll(async () => {
    template = await tmpDir();
    const seeded = await openDatabase({
      dataDir: template,
      startFrom: (await migratedSnapshot()).dataDir,
    });
    await seeded.close();
    const server = await start(template);
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await Promise.all(tmpDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps the session, the file and its analysis through a kill -9 and a restart', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    const cookie = await signUp(first, 'durable@example.com');
    const uploaded = await uploadCsv(first, cookie, 'sample_data.csv', SAMPLE);
    expect(uploaded.status).toBe(201);
    const entry = (await uploaded.json()) as FileEntry;
    const analysisPath = `/api/files/${entry.id}/analysis`;
    const before = await first.request(analysisPath, { cookie });
    expect(before.status).toBe(200);
    const analysis: unknown = await before.json();

    expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
    const second = await start(dataDir, first.port);

    const me = await second.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'durable@example.com' });
    const list = (await (await second.request('/api/files', { cookie })).json()) as {
      files: FileEntry[];
    };
    expect(list.files.map((f) => [f.id, f.sha256])).toEqual([[entry.id, sha256(SAMPLE)]]);
    const content = await second.request(`/api/files/${entry.id}/content`, { cookie });
    expect(content.status).toBe(200);
    expect(sha256(new Uint8Array(await content.arrayBuffer()))).toBe(sha256(SAMPLE));
    const after = await second.request(analysisPath, { cookie });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual(analysis);
  });

  it('refuses a second server on the same DATA_DIR, naming the directory and the running pid', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    const cookie = await signUp(first, 'one-dir@example.com');

    const refused = await startServer({ args: FROM_SOURCE, dataDir }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    const message = (refused as Error).message;
    expect(message).toContain('the server exited ({"code":1,"signal":null}) before it was ready');
    expect(message).toContain(
      `The data directory ${dataDir} is in use by another server process (pid ${first.pid})`,
    );

    // The running server is unharmed; once it has stopped, the directory is free again.
    expect((await uploadCsv(first, cookie, 'sample_data.csv', SAMPLE)).status).toBe(201);
    first.signal('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const next = await start(dataDir, first.port);
    const list = (await (await next.request('/api/files', { cookie })).json()) as {
      files: FileEntry[];
    };
    expect(list.files.map((f) => f.sha256)).toEqual([sha256(SAMPLE)]);
  });

  it('stores nothing of an upload whose connection drops, and keeps serving', async () => {
    const server = await start(await freshDataDir());
    const cookie = await signUp(server, 'dropped@example.com');
    const multipart = await multipartCsv('big.csv', generateSampleCsv({ plants: 6, days: 365 }));
    expect(multipart.body.byteLength).toBeGreaterThan(4 * MB);

    const { request, response } = rawUpload(server, cookie, {
      contentType: multipart.contentType,
      length: multipart.body.byteLength,
    });
    response.catch(() => undefined);
    await write(request, multipart.body.subarray(0, MB));
    // destroy() fails the request with "socket hang up": that is the point.
    request.destroy();
    await new Promise((resolve) => request.once('close', resolve));
    // The server is done with the cut request once it has logged it.
    await server.waitForLog(
      (line) => line.msg === 'request' && line.method === 'POST' && line.path === '/api/files',
    );

    expect((await server.request('/readyz')).status).toBe(200);
    const list = await server.request('/api/files', { cookie });
    expect(await list.json()).toEqual({ files: [], total: 0, nextCursor: null });
    const upload = await uploadCsv(server, cookie, 'sample_data.csv', SAMPLE);
    expect(upload.status).toBe(201);
    expect(((await upload.json()) as FileEntry).sha256).toBe(sha256(SAMPLE));
  });

  it('finishes the request in flight on SIGTERM, then stops with code 0 and JSON logs', async () => {
    const server = await start(await freshDataDir());
    const cookie = await signUp(server, 'sigterm@example.com');
    const multipart = await multipartCsv('sample_data.csv', SAMPLE);
    const half = multipart.body.byteLength >> 1;

    // "Expect: 100-continue" makes the server confirm it has the request before the body flows.
    const { request, response } = rawUpload(
      server,
      cookie,
      { contentType: multipart.contentType, length: multipart.body.byteLength },
      { expect: '100-continue' },
    );
    await once(request, 'continue');
    await write(request, multipart.body.subarray(0, half));
    server.signal('SIGTERM');
    await server.waitForLog((line) => line.reason === 'SIGTERM');
    request.end(multipart.body.subarray(half));

    const answer = await response;
    expect(answer.status).toBe(201);
    expect((JSON.parse(answer.text) as FileEntry).sha256).toBe(sha256(SAMPLE));
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const lines = server.stdout.map(parseLogLine);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(line).toMatchObject({ level: expect.any(Number), msg: expect.any(String) });
    }
    const messages = lines.map((line) => line!.msg);
    const uploadLogged = lines.findIndex(
      (line) => line!.msg === 'request' && line!.path === '/api/files' && line!.status === 201,
    );
    expect(uploadLogged).toBeGreaterThan(-1);
    expect(messages.lastIndexOf('stopped')).toBeGreaterThan(uploadLogged);
  });
});
