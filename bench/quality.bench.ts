// Coverage benchmark (`npm run bench:quality`, issue 26): the built server on PostgreSQL with five
// years of hourly data for 100 plants (182,500 plant-days), some hours and a week a year missing,
// then GET /api/quality over all of it and over years, quarters and months, alternating with
// GET /healthz in the same run as the baseline, timed by the server's own request log and by the
// client. Twice: right after the uploads, and once PostgreSQL has analyzed the new rows (its
// autovacuum does within a minute of a write), whose statistics choose the plant-days' index.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generateSampleCsv } from '../src/domain/core/sample/generate-sample';
import { FROM_BUILD, multipartCsv, signUp, startServer } from '../src/server/testing/spawn-server';
import { buildServerIfStale } from './build-server';
import { median } from './median';
import { postgresSchema } from './postgres-schema';
import { p95, serverTimes } from './server-log';

const PLANTS = 100;
const YEARS = [2021, 2022, 2023, 2024, 2025];
/** The issue's goal for the server's p95. */
const GOAL_P95_MS = 100;

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
    const since = server.stdout.length;
    const client: number[] = [];
    const healthz: number[] = [];
    let gaps = 0;
    for (const query of queries()) {
      let started = performance.now();
      const res = await server.request(`/api/quality${query}`, { cookie });
      if (res.status !== 200) throw new Error(`quality ${query}: ${res.status}`);
      const answer = (await res.json()) as { plants: { gaps: unknown[] }[] };
      client.push(performance.now() - started);
      if (query === '') gaps = answer.plants.reduce((n, p) => n + p.gaps.length, 0);
      started = performance.now();
      await (await server.request('/healthz')).arrayBuffer();
      healthz.push(performance.now() - started);
    }
    await new Promise((r) => setTimeout(r, 100));
    const serverMs = serverTimes(server, '/api/quality', since);
    const healthzMs = serverTimes(server, '/healthz', since);
    const slowest = queries()
      .map((query, i) => ({ query: query || '(all)', ms: serverMs[i] ?? NaN }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3);
    const f = (x: number) => x.toFixed(1);
    console.log(
      `${pass}: GET /api/quality, ${serverMs.length} ranges (all of it: ${gaps} gaps): server median ${f(median(serverMs))} ms, p95 ${f(p95(serverMs))} ms (goal <= ${GOAL_P95_MS}); client median ${f(median(client))} ms, p95 ${f(p95(client))} ms.`,
    );
    console.log(`  Slowest: ${slowest.map((x) => `${x.query} ${x.ms} ms`).join('; ')}.`);
    console.log(
      `  GET /healthz in the same pass: server median ${f(median(healthzMs))} ms, p95 ${f(p95(healthzMs))} ms; client median ${f(median(healthz))} ms, p95 ${f(p95(healthz))} ms; quality / healthz (client medians) ${f(median(client) / median(healthz))}x.`,
    );
  }
} finally {
  await server.kill();
  await postgres.drop();
  await rm(dataDir, { recursive: true, force: true });
}
