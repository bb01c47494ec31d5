// The real server as a child process, for the process-level tests and the API benchmark: started
// with only the environment given here, awaited until /readyz answers, its stdout log lines kept.
// Free of vitest, so the benchmark can use it under plain tsx.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The repository root: the server's working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Node arguments that run the server from source, and the built bundle of `npm run build`. */
export const FROM_SOURCE = ['--import', 'tsx', 'src/server/main.ts'];
export const FROM_BUILD = ['dist/server/main.js'];

const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 150;

export interface ServerOptions {
  /** Node arguments: FROM_SOURCE or FROM_BUILD. */
  args: readonly string[];
  dataDir: string;
  /** A free port; picked when omitted (a restart passes the previous one: origins include it). */
  port?: number;
  /** DATABASE_URL; PGlite in dataDir when omitted. */
  databaseUrl?: string;
  /**
   * Send the log to this file instead of reading it here (stdout stays empty): a benchmark's load
   * generator must not spend its time reading a log line per request.
   */
  logFile?: string;
  /** Further settings of the server's environment (MAX_UPLOAD_MB, say). */
  env?: Readonly<Record<string, string>>;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One JSON log line of the server (pino: numeric level, msg, and the event's fields). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  readonly pid: number;
  readonly port: number;
  /** The base URL requests go to; also the Origin they send (a trusted origin without APP_URL). */
  readonly origin: string;
  /** Every line the process wrote to stdout so far, as written. */
  readonly stdout: readonly string[];
  /** Resolves when the process has exited and its output has been read. */
  readonly exited: Promise<ExitStatus>;
  /** A request to the server from its own origin, with the session cookie when given. */
  request(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /** Resolves with the first log line (past or future) that the predicate accepts. */
  waitForLog(accept: (line: LogLine) => boolean): Promise<LogLine>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL unless the process has exited already; resolves once it has. */
  kill(): Promise<ExitStatus>;
}

/** The children still running, killed if this process exits without stopping them. */
const running = new Set<() => void>();
process.on('exit', () => {
  for (const killNow of running) killNow();
});

/** A TCP port nothing listens on right now: the kernel's pick for port 0. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function parseLogLine(text: string): LogLine | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as LogLine) : null;
  } catch {
    return null;
  }
}

/** Starts the server and resolves once GET /readyz answers 200 (the database answers). */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // Only what the test sets: a DATABASE_URL or APP_URL of the caller's shell must not leak in.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO_ACCOUNT: 'off',
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  };
  const log = options.logFile ? openSync(options.logFile, 'a') : 'pipe';
  const child = spawn(process.execPath, options.args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, 'pipe'],
  });
  if (typeof log === 'number') closeSync(log);
  const killNow = () => void child.kill('SIGKILL');
  running.add(killNow);
  // 'close' comes after the last output line, unlike 'exit'.
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('close', (code, signal) => {
      running.delete(killNow);
      resolve({ code, signal });
    }),
  );

  const stdout: string[] = [];
  const waiters = new Set<(line: string) => void>();
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      stdout.push(line);
      for (const waiter of waiters) waiter(line);
    });
  }
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));

  let exitStatus: ExitStatus | null = null;
  void exited.then((status) => (exitStatus = status));

  const server: ServerProcess = {
    pid: child.pid!,
    port,
    origin,
    stdout,
    exited,
    request(path, init = {}) {
      const { cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('origin', origin);
      if (cookie) headers.set('cookie', cookie);
      return fetch(`${origin}${path}`, { ...rest, headers });
    },
    waitForLog(accept) {
      const matches = (text: string) => {
        const line = parseLogLine(text);
        return line && accept(line) ? line : null;
      };
      for (const text of stdout) {
        const line = matches(text);
        if (line) return Promise.resolve(line);
      }
      return new Promise((resolve, reject) => {
        const waiter = (text: string) => {
          const line = matches(text);
          if (line) {
            waiters.delete(waiter);
            resolve(line);
          }
        };
        waiters.add(waiter);
        void exited.then(() => {
          if (!waiters.delete(waiter)) return;
          reject(new Error(`the server exited before the awaited log line:\n${stdout.join('\n')}`));
        });
      });
    },
    signal(signal) {
      child.kill(signal);
    },
    async kill() {
      if (!exitStatus) child.kill('SIGKILL');
      return exited;
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitStatus) {
      throw new Error(
        `the server exited (${JSON.stringify(exitStatus)}) before it was ready:\n` +
          [...stdout, ...stderr].join('\n'),
      );
    }
    const status = await fetch(`${origin}/readyz`).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookie(response: Response): string | null {
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = cookies.filter((c) => c.includes('session_token=') && !c.endsWith('='));
  return session.length > 0 ? session.join('; ') : null;
}

export const TEST_PASSWORD = 'Sturdy-Passw0rd';

/** Signs up a new account on the server and returns its Cookie header. */
export async function signUp(server: ServerProcess, email: string): Promise<string> {
  const response = await server.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Process Test', email, password: TEST_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie;
}

/** A multipart/form-data body with one CSV in the field `file`, as bytes and its Content-Type. */
export async function multipartCsv(
  fileName: string,
  csv: string | Uint8Array,
): Promise<{ contentType: string; body: Uint8Array }> {
  const form = new FormData();
  form.set('file', new File([csv], fileName, { type: 'text/csv' }));
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type')!,
    body: new Uint8Array(await encoded.arrayBuffer()),
  };
}

/** POST /api/files with one CSV, as the web app sends it. */
export async function uploadCsv(
  server: ServerProcess,
  cookie: string,
  fileName: string,
  csv: string | Uint8Array,
): Promise<Response> {
  const { contentType, body } = await multipartCsv(fileName, csv);
  return server.request('/api/files', {
    method: 'POST',
    cookie,
    headers: { 'content-type': contentType },
    body,
  });
}
