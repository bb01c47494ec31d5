import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { AuthRateLimits } from '../auth/create-auth';
import { buildServices } from '../build-services';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { describeEachBackend, type BackendContext } from '../db/testing/test-databases';
import { createLogger } from '../logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { Services } from '../services';
import { QUICK_PASSWORD_HASHING } from './quick-password-hashing';
import { sessionCookie, TEST_PASSWORD } from './spawn-server';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Limits no ordinary test reaches; the rate-limit tests pass their own. */
const GENEROUS_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10_000 },
  signUp: { window: 60, max: 10_000 },
  recovery: { window: 60, max: 10_000 },
};

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    appUrl: TEST_ORIGIN,
    trustedOrigins: [TEST_ORIGIN],
    acceptHostOrigin: false,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    smtpUrl: undefined,
    mailFrom: 'Dashboard <no-reply@localhost>',
    maxUploadMb: 10,
    maxWorkbookUnpackedMb: 1024,
    maxPlantsPerFile: 5_000,
    demoAccount: false,
    requireEmailVerification: false,
    trustProxy: false,
    trustDevices: false,
    logLevel: 'silent',
    dbConnectTimeoutMs: 5_000,
    dbStatementTimeoutMs: 30_000,
    work: { threads: 2, queueLimit: 32, timeoutMs: 120_000 },
    analysisCacheMb: 64,
    digestCheckSeconds: 0,
    ...overrides,
  };
}

export interface ApiTestOptions {
  config?: Partial<Config>;
  rateLimits?: AuthRateLimits;
  /** A mailer of the test's own (an SMTP sink); by default messages are collected in `mail`. */
  mailer?: () => Mailer;
  now?: () => Date;
  /** What the app is given instead of the backend's database (the database with a test's plugin). */
  db?: (db: Kysely<Database>) => Kysely<Database>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The Cookie header that carries the session. */
  cookie: string;
}

export interface ApiContext extends BackendContext {
  readonly services: Services;
  /** Messages sent through the collecting mailer. */
  readonly mail: MailMessage[];
  /** A request to the app in process, from the app's own origin unless the init says otherwise. */
  request(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /** A new account with a unique e-mail, signed in. */
  signUp(fields?: { name?: string; email?: string; password?: string }): Promise<TestUser>;
  /** Signs in and returns the Cookie header, or the failed response. */
  signIn(email: string, password: string): Promise<{ cookie: string | null; response: Response }>;
}

/** Declares in the user's plant register that a plant is in EU ETS scope, through the API. */
export async function declareInEts(t: ApiContext, user: TestUser, plantId: number): Promise<void> {
  const res = await t.request(`/api/plants/${plantId}`, {
    method: 'PUT',
    cookie: user.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ in_ets: true }),
  });
  if (res.status !== 200) throw new Error(`declaring plant ${plantId} answered ${res.status}`);
}

let counter = 0;

/** Registers an API suite on PGlite and on PostgreSQL, each with the whole app in process. */
export function describeApi(
  title: string,
  suite: (t: ApiContext) => void,
  options: ApiTestOptions = {},
): void {
  describeEachBackend(title, (backend) => {
    let services: Services | undefined;
    let app: ReturnType<typeof createApp> | undefined;
    let dataDir = '';
    const mail: MailMessage[] = [];
    const collecting: Mailer = {
      send: async (m) => void mail.push(m),
      close: () => undefined,
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'sid-api-'));
      services = await buildServices({
        config: testConfig(dataDir, options.config),
        db: options.db?.(backend.db) ?? backend.db,
        logger: createLogger('silent'),
        mailer: options.mailer?.() ?? collecting,
        rateLimits: options.rateLimits ?? GENEROUS_LIMITS,
        passwordHashing: QUICK_PASSWORD_HASHING,
        now: options.now,
      });
      app = createApp(services, { webRoot: join(dataDir, 'web') });
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    const ready = () => {
      if (!app || !services) throw new Error('the app is built in beforeAll');
      return { app, services };
    };
    const request: ApiContext['request'] = (path, init = {}) => {
      const { cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
      if (cookie) headers.set('cookie', cookie);
      return Promise.resolve(ready().app.request(path, { ...rest, headers }));
    };
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const signIn: ApiContext['signIn'] = async (email, password) => {
      const response = await request('/api/auth/sign-in/email', json({ email, password }));
      return { cookie: response.ok ? sessionCookie(response) : null, response };
    };

    suite({
      kind: backend.kind,
      get db() {
        return backend.db;
      },
      get database() {
        return backend.database;
      },
      get services() {
        return ready().services;
      },
      mail,
      request,
      signIn,
      async signUp(fields = {}) {
        const email = fields.email ?? `user${++counter}-${process.pid}-${Date.now()}@example.com`;
        const password = fields.password ?? TEST_PASSWORD;
        const response = await request(
          '/api/auth/sign-up/email',
          json({ name: fields.name ?? 'Test User', email, password }),
        );
        if (!response.ok)
          throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
        const { user } = (await response.json()) as { user: { id: string } };
        const cookie = sessionCookie(response);
        if (!cookie) throw new Error('sign-up set no session cookie');
        return { id: user.id, email, password, cookie };
      },
    });
  });
}
