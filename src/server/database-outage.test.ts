// The database away: unreachable (nothing listens), or reachable but silent. Every request that
// needs it answers 503 JSON with Retry-After, /healthz still answers, and nothing is logged as a
// crash. A session made while the database was up is used, so the requests really reach it.
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from './app';
import { createAuth } from './auth/create-auth';
import { createSessionReader } from './auth/session-reader';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { createQueries } from './db/queries';
import { createLogger } from './logger';
import type { Services } from './services';
import { freePort } from './testing/spawn-server';
import { describeApi, TEST_ORIGIN, type TestUser } from './testing/test-app';

const CONNECT_TIMEOUT_MS = 300;

/** The app on another database, as a replica whose database went away would be. */
function appOn(base: Services, database: DatabaseHandle, lines: string[]) {
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  );
  const mailer = { send: async () => undefined, close: () => undefined };
  const auth = createAuth({ config: base.config, db: database.db, mailer, logger });
  const services: Services = {
    ...base,
    logger,
    auth,
    sessions: createSessionReader(auth, createQueries(database.db).organisations),
    queries: createQueries(database.db),
  };
  return createApp(services, { webRoot: '/nonexistent' });
}

// A TCP server that accepts connections and never says a word, like a hung database host.
let silent: Server | undefined;
const sockets = new Set<Socket>();
beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
});

describeApi('a database outage', (t) => {
  let user: TestUser;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    user = await t.signUp();
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  async function outageApp(port: number) {
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/test`,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    handles.push(database);
    const lines: string[] = [];
    return { app: appOn(t.services, database, lines), lines };
  }

  const scenarios = [
    ['unreachable (connection refused)', () => freePort()],
    [
      'silent (connection timeout)',
      () => Promise.resolve((silent!.address() as { port: number }).port),
    ],
  ] as const;

  it.each(scenarios)('answers 503 with Retry-After when the database is %s', async (_, port) => {
    const { app, lines } = await outageApp(await port());
    const send = (path: string, init: RequestInit = {}) =>
      app.request(path, {
        ...init,
        headers: { origin: TEST_ORIGIN, cookie: user.cookie, ...init.headers },
      });
    const answers = [
      await send('/api/files'),
      await send('/api/permits/current'),
      await send('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        error: 'database_unavailable',
        message: 'The database is not available right now. Please try again in a moment.',
      });
    }
    expect((await send('/readyz')).status).toBe(503);
    expect((await send('/healthz')).status).toBe(200);

    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((l) => l.msg === 'database unavailable')).toHaveLength(3);
    expect(logged.filter((l) => l.msg === 'unhandled error')).toEqual([]);
  });
});
