// Plant-history benchmark (`npm run bench:history`, issue 10 "Scale"): the built server with
// MAX_UPLOAD_MB=100, once on PostgreSQL and once on PGlite. (1) A year of hourly data for 100 plants
// (~70 MB) uploaded and merged: wall time, the server's stages as its "upload stored" log line gives
// them, and the server's peak RSS above its idle RSS, against the file's size. (2) Five such years
// in the history (182,500 plant-days): GET /api/analysis for distinct ranges (each one computed,
// never a cached answer), timed by the server's own request log and by the client, alternating
// with GET /healthz in the same run as the baseline; twice, right after the uploads and again for
// 30 other ranges.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import {
  FROM_BUILD,
  multipartCsv,
  signUp,
  startServer,
  type ServerProcess,
} from '@server/testing/spawn-server';
import { median } from './median';
import { postgresSchema } from './postgres-schema';
import { logLines, p95, serverTimes } from './server-log';
import { rssMiB } from './process-memory';

const PLANTS = 100;
const YEARS = [2021, 2022, 2023, 2024, 2025];
const RANGE_REQUESTS = 30;
const backends = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');

/** The issue's goals. */
const GOAL_MERGE_S = 2;
const GOAL_RSS_RATIO = 2;
const GOAL_RANGE_MS = 50;

/** A year of hourly rows for every plant, as one CSV. */
function yearCsv(year: number): string {
  const days = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
  return generateSampleCsv({ plants: PLANTS, days, start: `${year}-01-01`, seed: year });
}

/**
 * Uploads one CSV (its multipart body encoded before the clock starts) and samples the server's RSS
 * meanwhile; wall seconds as the client sees them, the server's own time from its log, peak MiB.
 */
async function timedUpload(server: ServerProcess, cookie: string, name: string, csv: string) {
  const { contentType, body } = await multipartCsv(name, csv);
  // The CSV was generated synchronously: the server may have closed the idle keep-alive connection
  // meanwhile, and the client learns of it only once its event loop runs, not before reusing it.
  await new Promise((r) => setTimeout(r, 100));
  const since = server.stdout.length;
  let peak = rssMiB(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 20);
  const started = performance.now();
  const res = await server.request('/api/files', {
    method: 'POST',
    cookie,
    headers: { 'content-type': contentType },
    body,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  // The request line is logged once the answer is sent.
  await new Promise((r) => setTimeout(r, 100));
  const serverS = (serverTimes(server, '/api/files', since)[0] ?? NaN) / 1000;
  return { seconds, serverS, peakMiB: peak, stages: uploadStages(server, since) };
}

/** The stages of the upload the server logged since a line count ("upload stored"), seconds. */
function uploadStages(server: ServerProcess, since: number) {
  const line = logLines(server, since).find((l) => l.msg === 'upload stored') ?? {};
  const s = (key: string) => (typeof line[key] === 'number' ? line[key] / 1000 : NaN);
  return { receiveS: s('receiveMs'), checkS: s('checkMs'), storeS: s('storeMs') };
}

/** Distinct ranges over the five years: whole years, quarters, months, 30 days, all of it. */
function ranges(): string[] {
  const out = [`?from=${YEARS[0]}-01-01&to=${YEARS.at(-1)}-12-31`];
  for (const y of YEARS) {
    out.push(`?from=${y}-01-01&to=${y}-12-31`, `?from=${y}-04-01&to=${y}-06-30`);
    out.push(`?from=${y}-02-01&to=${y}-02-28`, `?from=${y}-11-01&to=${y}-11-30&plant=7`);
  }
  for (let i = 0; out.length < RANGE_REQUESTS; i++) {
    out.push(`?from=${YEARS[1]}-0${1 + (i % 9)}-0${1 + (i % 8)}&to=${YEARS[3]}-12-2${i % 10}`);
  }
  return out.slice(0, RANGE_REQUESTS);
}

/** A range starting a day later: as long, as varied, and never an answer computed before. */
function dayLater(query: string): string {
  return query.replace(/from=(\d{4}-\d{2}-\d{2})/, (_, from: string) => {
    const next = new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000);
    return `from=${next.toISOString().slice(0, 10)}`;
  });
}

/**
 * Asks for each range, alternating with GET /healthz: the client's times and the server's own
 * from its log.
 */
async function timeRanges(server: ServerProcess, cookie: string, queries: string[]) {
  const since = server.stdout.length;
  const client: number[] = [];
  const healthz: number[] = [];
  for (const query of queries) {
    let started = performance.now();
    const res = await server.request(`/api/analysis${query}`, { cookie });
    await res.arrayBuffer();
    client.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`analysis ${query}: ${res.status}`);
    started = performance.now();
    await (await server.request('/healthz')).arrayBuffer();
    healthz.push(performance.now() - started);
  }
  const serverMs = serverTimes(server, '/api/analysis', since);
  const slowest = queries
    .map((query, i) => ({ query, ms: serverMs[i] ?? NaN }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  const healthzServer = serverTimes(server, '/healthz', since);
  return { client, healthz, serverMs, healthzServer, slowest };
}

async function runBackend(backend: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-history-'));
  const postgres = backend === 'postgres' ? await postgresSchema() : undefined;
  const server = await startServer({
    args: FROM_BUILD,
    dataDir,
    databaseUrl: postgres?.url,
    env: { MAX_UPLOAD_MB: '100', WORK_TIMEOUT_S: '600' },
  });
  try {
    const cookie = await signUp(server, `bench-${backend}-${Date.now()}@example.com`);
    await new Promise((r) => setTimeout(r, 1000));
    const idleMiB = rssMiB(server.pid);
    const uploads: {
      year: number;
      sizeMiB: number;
      seconds: number;
      serverS: number;
      stages: ReturnType<typeof uploadStages>;
      aboveIdleMiB: number;
    }[] = [];
    for (const year of YEARS) {
      const csv = yearCsv(year);
      const sizeMiB = Buffer.byteLength(csv) / 2 ** 20;
      const before = rssMiB(server.pid);
      const upload = await timedUpload(server, cookie, `${year}.csv`, csv);
      const { seconds, serverS, stages, peakMiB } = upload;
      uploads.push({
        year,
        sizeMiB,
        seconds,
        serverS,
        stages,
        aboveIdleMiB: peakMiB - Math.min(before, idleMiB),
      });
    }

    // The first pass comes right after the uploads, as the analysis code first runs; the second
    // asks for 30 other ranges once it has run.
    const first = await timeRanges(server, cookie, ranges());
    const second = await timeRanges(server, cookie, ranges().map(dayLater));
    return { backend, idleMiB, uploads, passes: [first, second] };
  } finally {
    await server.kill();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const fixed = (x: number, d = 0) => x.toFixed(d);
console.log(
  `# Plant history benchmark: ${PLANTS} plants x ${YEARS.length} years, ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await readFile('dist/server/main.js').catch(() => {
  throw new Error('Build first: npm run build');
});
for (const backend of backends) {
  const r = await runBackend(backend);
  const first = r.uploads[0]!;
  console.log(`\n## ${backend} (idle RSS ${fixed(r.idleMiB)} MiB)`);
  console.log(
    '| upload | size MiB | wall s | server s | receive s | check s | store s | peak RSS above idle MiB | ratio to file |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const u of r.uploads) {
    const { receiveS, checkS, storeS } = u.stages;
    console.log(
      `| ${u.year} | ${fixed(u.sizeMiB, 1)} | ${fixed(u.seconds, 2)} | ${fixed(u.serverS, 2)} | ${fixed(receiveS, 2)} | ${fixed(checkS, 2)} | ${fixed(storeS, 2)} | ${fixed(u.aboveIdleMiB)} | ${fixed(u.aboveIdleMiB / u.sizeMiB, 2)} |`,
    );
  }
  console.log(
    `First year (empty history): ${fixed(first.serverS, 2)} s server time (goal < ${GOAL_MERGE_S} s), RSS ${fixed(first.aboveIdleMiB / first.sizeMiB, 2)}x the file (goal < ${GOAL_RSS_RATIO}x).`,
  );
  for (const [i, pass] of r.passes.entries()) {
    console.log(
      `GET /api/analysis, ${i === 0 ? 'first pass, right after the uploads' : 'second pass'}: ${pass.serverMs.length} distinct ranges over ${YEARS.length * PLANTS * 365}+ plant-days: server median ${fixed(median(pass.serverMs))} ms, p95 ${fixed(p95(pass.serverMs))} ms, max ${fixed(Math.max(...pass.serverMs))} ms (goal <= ${GOAL_RANGE_MS}); client median ${fixed(median(pass.client))} ms.`,
    );
    console.log(
      `Slowest ranges: ${pass.slowest.map((x) => `${x.query} ${fixed(x.ms)} ms`).join('; ')}.`,
    );
    console.log(
      `GET /healthz in the same pass: server median ${fixed(median(pass.healthzServer))} ms, client median ${fixed(median(pass.healthz), 1)} ms; analysis / healthz (client medians): ${fixed(median(pass.client) / median(pass.healthz), 1)}x.`,
    );
  }
}
