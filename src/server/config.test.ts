import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// Set in every test that does not look at the stored secret, so no file is written under ./data.
const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('loadConfig', () => {
  it('has the README defaults', async () => {
    expect(await loadConfig({ AUTH_SECRET: SECRET })).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      acceptHostOrigin: true,
      authSecret: SECRET,
      smtpUrl: undefined,
      mailFrom: 'Sustainability Dashboard <no-reply@localhost>',
      maxUploadMb: 10,
      maxWorkbookUnpackedMb: 1024,
      maxPlantsPerFile: 5000,
      demoAccount: true,
      requireEmailVerification: false,
      trustProxy: false,
      trustDevices: false,
      logLevel: 'info',
      dbConnectTimeoutMs: 5000,
      dbStatementTimeoutMs: 30000,
      work: {
        threads: Math.max(2, availableParallelism() - 1),
        queueLimit: 32,
        timeoutMs: 120_000,
      },
      analysisCacheMb: 64,
      digestCheckSeconds: 300,
    });
  });

  it('treats an empty variable as unset', async () => {
    const config = await loadConfig({ AUTH_SECRET: SECRET, PORT: '', DEMO_ACCOUNT: '' });
    expect(config.port).toBe(3000);
    expect(config.demoAccount).toBe(true);
  });

  it('reads every variable', async () => {
    const config = await loadConfig({
      AUTH_SECRET: SECRET,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/sid',
      DATABASE_URL: 'postgres://sid@db.internal:5432/sid',
      APP_URL: 'https://dashboard.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Plant Dashboard <dashboard@example.com>',
      MAX_UPLOAD_MB: '25',
      MAX_WORKBOOK_UNPACKED_MB: '4096',
      MAX_PLANTS_PER_FILE: '20000',
      DEMO_ACCOUNT: 'off',
      REQUIRE_EMAIL_VERIFICATION: 'on',
      TRUST_PROXY: 'true',
      TRUST_DEVICES: 'on',
      LOG_LEVEL: 'debug',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
      WORKER_THREADS: '3',
      WORK_QUEUE_LIMIT: '5',
      WORK_TIMEOUT_S: '30',
      ANALYSIS_CACHE_MB: '16',
      DIGEST_CHECK_SECONDS: '60',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('var/sid'),
      databaseUrl: 'postgres://sid@db.internal:5432/sid',
      // Links in e-mails are built by appending a path: no trailing slash.
      appUrl: 'https://dashboard.example.com',
      trustedOrigins: ['https://dashboard.example.com'],
      acceptHostOrigin: false,
      authSecret: SECRET,
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'Plant Dashboard <dashboard@example.com>',
      maxUploadMb: 25,
      maxWorkbookUnpackedMb: 4096,
      maxPlantsPerFile: 20_000,
      demoAccount: false,
      requireEmailVerification: true,
      trustProxy: true,
      trustDevices: true,
      logLevel: 'debug',
      dbConnectTimeoutMs: 2000,
      dbStatementTimeoutMs: 60000,
      work: { threads: 3, queueLimit: 5, timeoutMs: 30_000 },
      analysisCacheMb: 16,
      digestCheckSeconds: 60,
    });
  });

  it('derives the app URL and trusted origins from PORT without APP_URL', async () => {
    const config = await loadConfig({ AUTH_SECRET: SECRET, PORT: '4100' });
    expect(config.appUrl).toBe('http://localhost:4100');
    expect(config.trustedOrigins).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['APP_URL', 'dashboard.example.com'],
    ['AUTH_SECRET', 'too-short'],
    ['SMTP_URL', 'mail server'],
    ['MAX_UPLOAD_MB', '0'],
    ['MAX_UPLOAD_MB', 'ten'],
    ['MAX_PLANTS_PER_FILE', '0'],
    ['MAX_PLANTS_PER_FILE', '2.5'],
    ['DEMO_ACCOUNT', 'maybe'],
    ['REQUIRE_EMAIL_VERIFICATION', 'sometimes'],
    ['TRUST_PROXY', 'perhaps'],
    ['LOG_LEVEL', 'loud'],
    ['DB_CONNECT_TIMEOUT_MS', 'soon'],
    ['DB_CONNECT_TIMEOUT_MS', '50'],
    ['DB_STATEMENT_TIMEOUT_MS', '1.5'],
    ['DB_STATEMENT_TIMEOUT_MS', '86400000'],
    ['WORKER_THREADS', '0'],
    ['WORK_QUEUE_LIMIT', '-1'],
    ['WORK_TIMEOUT_S', '0'],
    ['ANALYSIS_CACHE_MB', 'lots'],
  ])('refuses %s=%s with a ConfigError naming the variable', async (name, value) => {
    const error = await loadConfig({ AUTH_SECRET: SECRET, [name]: value }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
  });

  it('names every bad variable at once', async () => {
    const error = await loadConfig({ AUTH_SECRET: SECRET, PORT: 'x', LOG_LEVEL: 'loud' }).catch(
      (e: unknown) => e,
    );
    expect((error as ConfigError).message).toMatch(/PORT.*LOG_LEVEL|LOG_LEVEL.*PORT/);
  });

  describe('AUTH_SECRET unset', () => {
    let root = '';
    beforeEach(async () => {
      root = await mkdtemp(join(tmpdir(), 'sid-config-'));
    });
    afterEach(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('generates a secret once into DATA_DIR/auth-secret, readable by the owner only', async () => {
      const dataDir = join(root, 'not', 'yet', 'there');
      const first = await loadConfig({ DATA_DIR: dataDir });
      const file = join(dataDir, 'auth-secret');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.authSecret);
      expect(first.authSecret.length).toBeGreaterThanOrEqual(32);

      const second = await loadConfig({ DATA_DIR: dataDir });
      expect(second.authSecret).toBe(first.authSecret);
    });

    it('gives each data directory its own secret', async () => {
      const a = await loadConfig({ DATA_DIR: join(root, 'a') });
      const b = await loadConfig({ DATA_DIR: join(root, 'b') });
      expect(a.authSecret).not.toBe(b.authSecret);
    });

    it('agrees on one secret when two starts race for the file', async () => {
      const dataDir = join(root, 'race');
      const [a, b] = await Promise.all([
        loadConfig({ DATA_DIR: dataDir }),
        loadConfig({ DATA_DIR: dataDir }),
      ]);
      expect(a.authSecret).toBe(b.authSecret);
      expect((await readFile(join(dataDir, 'auth-secret'), 'utf8')).trim()).toBe(a.authSecret);
      expect(await readdir(dataDir)).toEqual(['auth-secret']);
    });

    it('refuses a stored secret that was emptied, naming AUTH_SECRET', async () => {
      await writeFile(join(root, 'auth-secret'), '\n', { mode: 0o600 });
      const error = await loadConfig({ DATA_DIR: root }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain('AUTH_SECRET');
    });

    it('uses AUTH_SECRET when set and writes no file', async () => {
      const config = await loadConfig({ DATA_DIR: root, AUTH_SECRET: SECRET });
      expect(config.authSecret).toBe(SECRET);
      await expect(stat(join(root, 'auth-secret'))).rejects.toThrow(/ENOENT/);
    });
  });
});
