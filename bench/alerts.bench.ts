// Alerts benchmark (`npm run bench:alerts`): the built server on PostgreSQL with last year and this
// year of hourly data for 20 plants, then GET /api/alerts (the bell, polled by every open screen)
// timed by the server's own request log in two passes of the same run: each request after a
// register edit that raises the data version (the alerts are read from the data again), and each
// after nothing changed (the alerts the data gives come from the cache). The ratio of their
// medians is the saving of a poll while the data stands still.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import {
  FROM_BUILD,
  multipartCsv,
  signUp,
  startServer,
  type ServerProcess,
} from '@server/testing/spawn-server';
import { buildServerIfStale } from './build-server';
import { median } from './median';
import { postgresSchema } from './postgres-schema';
import { p95, serverTimes } from './server-log';

const PLANTS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

/** The days of a year up to today's (this year), or all of them (last year). */
function daysOf(year: number, today: Date): number {
  const end = year < today.getUTCFullYear() ? Date.UTC(year + 1, 0, 1) : today.getTime();
  return Math.floor((end - Date.UTC(year, 0, 1)) / 86_400_000);
}

async function send(server: ServerProcess, path: string, init: RequestInit & { cookie: string }) {
  const res = await server.request(path, init);
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/** The server's times of ROUNDS bell polls, each after `before` (untimed). */
async function pollTimes(
  server: ServerProcess,
  cookie: string,
  before: (k: number) => Promise<void>,
) {
  const since = server.stdout.length;
  for (let k = 0; k < ROUNDS; k++) {
    await before(k);
    await send(server, '/api/alerts', { cookie });
  }
  // The request line is logged once the answer is sent.
  await new Promise((r) => setTimeout(r, 100));
  return serverTimes(server, '/api/alerts', since);
}

const f = (x: number) => x.toFixed(1);

const postgres = await postgresSchema();
buildServerIfStale();
const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-alerts-'));
const server = await startServer({
  args: FROM_BUILD,
  dataDir,
  databaseUrl: postgres.url,
  env: { MAX_UPLOAD_MB: '100', WORK_TIMEOUT_S: '600', DIGEST_CHECK_SECONDS: '0' },
});
try {
  const cookie = await signUp(server, `bench-alerts-${Date.now()}@example.com`);
  const today = new Date();
  const years = [today.getUTCFullYear() - 1, today.getUTCFullYear()];
  for (const year of years) {
    const csv = generateSampleCsv({
      plants: PLANTS,
      days: daysOf(year, today),
      start: `${year}-01-01`,
      seed: year,
    });
    const { contentType, body } = await multipartCsv(`${year}.csv`, csv);
    await send(server, '/api/files', {
      method: 'POST',
      cookie,
      headers: { 'content-type': contentType },
      body,
    });
  }
  // A register edit that moves no figure of the alerts but raises the data version.
  const edit = (k: number) =>
    send(server, '/api/plants/1', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notes: `bench ${k}` }),
    });
  await send(server, '/api/alerts', { cookie });
  const changed = await pollTimes(server, cookie, edit);
  const unchanged = await pollTimes(server, cookie, async () => {});
  console.log(
    `# Alerts benchmark: ${PLANTS} plants x ${years.join(' and ')} on PostgreSQL, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [title, ms] of [
    ['after a change (read from the data)', changed],
    ['nothing changed (the data alerts cached)', unchanged],
  ] as const) {
    console.log(
      `GET /api/alerts ${title}, ${ms.length} requests: server median ${f(median(ms))} ms, p95 ${f(p95(ms))} ms.`,
    );
  }
  console.log(`Changed / unchanged (server medians): ${f(median(changed) / median(unchanged))}x.`);
} finally {
  await server.kill();
  await postgres.drop();
  await rm(dataDir, { recursive: true, force: true });
}
