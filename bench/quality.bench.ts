// Coverage benchmark (`npm run bench:quality`, issue 26): the built server on PostgreSQL with five
// years of hourly data for 100 plants (182,500 plant-days), some hours and a week a year missing,
// then GET /api/quality over all of it and over years, quarters and months, alternating with
// GET /healthz in the same run as the baseline, timed by the server's own request log and by the
// client; then GET /api/ets/:year for each of the five years (every plant's register entry
// confirmed, so all of them are in declared scope), five times, likewise. Twice: right after the
// uploads, and once PostgreSQL has analyzed the new rows (its autovacuum does within a minute of a
// write), whose statistics choose the plant-days' index.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
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
import { logLines, p95, serverTimes } from './server-log';

const PLANTS = 100;
const YEARS = [2021, 2022, 2023, 2024, 2025];
/** The issue's goals for the server's p95: the quality of any range, and an ETS year. */
const GOAL_P95_MS = 100;
const GOAL_ETS_MS = 50;
/** Each year's ETS answer is asked for this many times (never cached: each is computed). */
const ETS_ROUNDS = 5;

/**
 * A year of hourly rows for every plant, less about one row in a thousand (a lost hour) and plant
 * 42's second week of March (an outage).
 */
function yearCsv(year: number): string {
  const days = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
  const lines = generateSampleCsv({
    plants: PLANTS,
    days,
    start: `${year}-01-01`,
    seed: year,
  }).split('\n');
  const outage = new RegExp(`^${year}-03-(0[89]|1[0-4]) [^,]*,42,`);
  return lines.filter((l, i) => i === 0 || (i % 1009 !== 7 && !outage.test(l))).join('\n');
}

/** All of the history, each year, a quarter and a month of each year. */
function queries(): string[] {
  const out = [''];
  for (const y of YEARS) {
    out.push(`?from=${y}-01-01&to=${y}-12-31`, `?from=${y}-04-01&to=${y}-06-30`);
    out.push(`?from=${y}-03-01&to=${y}-03-31`, `?from=${y}-11-01&to=${y}-11-30`);
  }
  return out;
}

/** One request's times: the server's own (its log) and the client's, in ms. */
interface Timed {
  path: string;
  paths: string[];
  serverMs: number[];
  clientMs: number[];
  healthzServerMs: number[];
  healthzClientMs: number[];
}

/**
 * Asks for each path in turn, each followed by GET /healthz as the baseline in the same minutes;
 * `logged` is the path (or its prefix) the server's request log names.
 */
async function timeRequests(
  server: ServerProcess,
  cookie: string,
  logged: string,
  paths: string[],
): Promise<Timed> {
  const since = server.stdout.length;
  const clientMs: number[] = [];
  const healthzClientMs: number[] = [];
  for (const path of paths) {
    let started = performance.now();
    const res = await server.request(path, { cookie });
    await res.arrayBuffer();
    clientMs.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    started = performance.now();
    await (await server.request('/healthz')).arrayBuffer();
    healthzClientMs.push(performance.now() - started);
  }
  // The request line is logged once the answer is sent.
  await new Promise((r) => setTimeout(r, 100));
  const serverMs = logLines(server, since)
    .filter((l) => l.msg === 'request' && typeof l.path === 'string' && l.path.startsWith(logged))
    .map((l) => l.ms as number);
  return {
    path: logged,
    paths,
    serverMs,
    clientMs,
    healthzServerMs: serverTimes(server, '/healthz', since),
    healthzClientMs,
  };
}

const f = (x: number) => x.toFixed(1);

/** Prints the medians and p95s of a pass against its goal and the /healthz baseline. */
function report(title: string, t: Timed, goalMs: number) {
  const { serverMs, clientMs, healthzServerMs, healthzClientMs } = t;
  console.log(
    `${title}, ${serverMs.length} requests: server median ${f(median(serverMs))} ms, p95 ${f(p95(serverMs))} ms, max ${f(Math.max(...serverMs))} ms (goal <= ${goalMs}); client median ${f(median(clientMs))} ms, p95 ${f(p95(clientMs))} ms.`,
  );
  const slowest = t.paths
    .map((path, i) => ({ path, ms: serverMs[i] ?? NaN }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  console.log(`  Slowest: ${slowest.map((x) => `${x.path} ${x.ms} ms`).join('; ')}.`);
  console.log(
    `  GET /healthz in between: server median ${f(median(healthzServerMs))} ms, p95 ${f(p95(healthzServerMs))} ms; client median ${f(median(healthzClientMs))} ms, p95 ${f(p95(healthzClientMs))} ms; ${t.path} / healthz (client medians) ${f(median(clientMs) / median(healthzClientMs))}x.`,
  );
}

const postgres = await postgresSchema();
buildServerIfStale();
const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-quality-'));
const server = await startServer({
  args: FROM_BUILD,
  dataDir,
  databaseUrl: postgres.url,
  env: { MAX_UPLOAD_MB: '100', WORK_TIMEOUT_S: '600' },
});
try {
  const cookie = await signUp(server, `bench-quality-${Date.now()}@example.com`);
  for (const year of YEARS) {
    const { contentType, body } = await multipartCsv(`${year}.csv`, yearCsv(year));
    // The keep-alive connection may have closed while the CSV was generated.
    await new Promise((r) => setTimeout(r, 100));
    const res = await server.request('/api/files', {
      method: 'POST',
      cookie,
      headers: { 'content-type': contentType },
      body,
    });
    if (res.status !== 201) throw new Error(`upload ${year}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  // Every plant's register entry confirmed: each one's ETS scope is declared, so the ETS year
  // substitutes for the gaps of all the plants in scope, not only of those the defaults put there.
  for (let plant = 1; plant <= PLANTS; plant++) {
    const res = await server.request(`/api/plants/${plant}`, {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmed: true }),
    });
    if (res.status !== 200) throw new Error(`register ${plant}: ${res.status}`);
    await res.arrayBuffer();
  }
  console.log(
    `# Coverage benchmark: ${PLANTS} plants x ${YEARS.length} years on PostgreSQL, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const pass of ['right after the uploads', 'after ANALYZE']) {
    if (pass === 'after ANALYZE') {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query('analyze');
      await client.end();
    }
    const quality = await timeRequests(
      server,
      cookie,
      '/api/quality',
      queries().map((q) => `/api/quality${q}`),
    );
    report(`${pass}: GET /api/quality`, quality, GOAL_P95_MS);
    const ets = await timeRequests(
      server,
      cookie,
      '/api/ets/',
      Array.from({ length: ETS_ROUNDS }, () => YEARS.map((y) => `/api/ets/${y}`)).flat(),
    );
    report(`${pass}: GET /api/ets/:year`, ets, GOAL_ETS_MS);
    const answer = (await (await server.request(`/api/ets/${YEARS[2]}`, { cookie })).json()) as {
      plants: { in_ets: boolean }[];
      gap_hours: number;
      gaps_over_5_days: unknown[];
    };
    console.log(
      `  ETS ${YEARS[2]}: ${answer.plants.filter((p) => p.in_ets).length} plants in scope, ${answer.gap_hours} gap hours, ${answer.gaps_over_5_days.length} outage(s) over 5 days.`,
    );
  }
} finally {
  await server.kill();
  await postgres.drop();
  await rm(dataDir, { recursive: true, force: true });
}
