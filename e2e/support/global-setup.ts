import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { privateCopyOfBuild } from './private-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  // A fresh data directory seeds the demo's year and more first (tens of seconds on a busy machine).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready within 180 s:\n${log()}`);
}

/** Builds what is stale, then starts the built server on a fresh data directory with the demo account. */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-test-deps.ts'], {
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], {
    stdio: 'inherit',
  });
  const appDir = await mkdtemp(join(tmpdir(), 'sid-e2e-app-'));
  const serverEntry = await privateCopyOfBuild(appDir);
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATABASE_URL: '',
      DEMO_ACCOUNT: 'on',
      // Each browser context sends its own X-Forwarded-For (support/client-address.ts).
      TRUST_PROXY: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  let stopping = false;
  // A server that dies mid-run leaves every later journey with "connection refused": say why.
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`the e2e server exited (${code ?? signal}):\n${output}`);
  });
  await waitUntilReady(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(appDir, { recursive: true, force: true });
  };
}
