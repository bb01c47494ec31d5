import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CSV_MAX_SIZE_MB } from '@domain/constants';

/** Better Auth signs sessions with the secret; shorter ones are guessable. */
const MIN_SECRET_CHARS = 32;

const onOff = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['on', 'true', '1'].includes(v)));

// A timeout: whole milliseconds, from 100 ms to one hour.
const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(100).max(3_600_000).default(fallback);

/** The environment variables the server reads (README "Configuration"), with their defaults. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  AUTH_SECRET: z
    .string()
    .min(MIN_SECRET_CHARS, `AUTH_SECRET must be at least ${MIN_SECRET_CHARS} characters`)
    .optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Sustainability Dashboard <no-reply@localhost>'),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(CSV_MAX_SIZE_MB),
  MAX_WORKBOOK_UNPACKED_MB: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  MAX_PLANTS_PER_FILE: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  DEMO_ACCOUNT: onOff(true),
  REQUIRE_EMAIL_VERIFICATION: onOff(false),
  TRUST_PROXY: onOff(false),
  TRUST_DEVICES: onOff(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(30_000),
  // One core stays with the event loop, which answers every other request meanwhile. At least two:
  // one user's reports render one at a time, so a second thread is where another user's goes.
  WORKER_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(2, availableParallelism() - 1)),
  WORK_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(32),
  WORK_TIMEOUT_S: z.coerce.number().positive().max(3600).default(120),
  ANALYSIS_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  DIGEST_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base of links in e-mails. */
  appUrl: string;
  /** Origins whose pages may change state (APP_URL's; without APP_URL, localhost and 127.0.0.1). */
  trustedOrigins: string[];
  /** Without APP_URL: also the origin named by the request's Host (see origin-check.ts). */
  acceptHostOrigin: boolean;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  maxUploadMb: number;
  /** MB a workbook's zip entries may unpack to in all, per request (an entry read twice counts twice). */
  maxWorkbookUnpackedMb: number;
  /** The most plants one uploaded file may hold; a file of more is refused (422). */
  maxPlantsPerFile: number;
  demoAccount: boolean;
  requireEmailVerification: boolean;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Let a browser skip the second factor for 30 days when its user asks (off: a code every sign-in). */
  trustDevices: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** PostgreSQL: how long opening a connection may take before the request answers 503. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: how long one statement may run before it is cancelled (503). */
  dbStatementTimeoutMs: number;
  /** The worker threads that render PDFs and check uploads off the event loop. */
  work: WorkLimits;
  /** Memory the completed analyses kept for repeated requests may take, in MB. */
  analysisCacheMb: number;
  /** How often a replica looks for alert digests to send; 0: never (another replica sends). */
  digestCheckSeconds: number;
}

export interface WorkLimits {
  /** Tasks running at once, one per thread. */
  threads: number;
  /** Tasks waiting for a thread; past this a request is answered 503 at once. */
  queueLimit: number;
  /** A task running longer is stopped (its thread is replaced). */
  timeoutMs: number;
}

/** A configuration the server refuses to start with; the message names the variable. */
export class ConfigError extends Error {}

/** The secret kept in DATA_DIR when AUTH_SECRET is unset: made once, readable by the owner only. */
async function storedSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'auth-secret');
  const read = async () => {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < MIN_SECRET_CHARS) {
      throw new ConfigError(
        `AUTH_SECRET is unset and ${file} holds no usable secret (at least ${MIN_SECRET_CHARS} characters): set AUTH_SECRET or remove the file`,
      );
    }
    return secret;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // Written aside and linked into place: a start racing this one never reads a half-written
  // file, and the first link to land is the secret every start uses.
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 });
  await chmod(draft, 0o600);
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return read();
}

/** Reads the configuration from environment variables; throws ConfigError naming each bad one. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustedOrigins: e.APP_URL
      ? [new URL(e.APP_URL).origin]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
    acceptHostOrigin: !e.APP_URL,
    authSecret: e.AUTH_SECRET ?? (await storedSecret(dataDir)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    maxUploadMb: e.MAX_UPLOAD_MB,
    maxWorkbookUnpackedMb: e.MAX_WORKBOOK_UNPACKED_MB,
    maxPlantsPerFile: e.MAX_PLANTS_PER_FILE,
    demoAccount: e.DEMO_ACCOUNT,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    trustProxy: e.TRUST_PROXY,
    trustDevices: e.TRUST_DEVICES,
    logLevel: e.LOG_LEVEL,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    work: {
      threads: e.WORKER_THREADS,
      queueLimit: e.WORK_QUEUE_LIMIT,
      timeoutMs: e.WORK_TIMEOUT_S * 1000,
    },
    analysisCacheMb: e.ANALYSIS_CACHE_MB,
    digestCheckSeconds: e.DIGEST_CHECK_SECONDS,
  };
}
