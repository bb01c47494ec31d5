// API benchmark (`npm run bench:api`, issue 3 "Benchmark"): the built server, once on PGlite and
// once on PostgreSQL, loaded with autocannon on loopback. Signed-in GET of a file's analysis (full
// responses, plain and brotli as browsers ask, then ETag revalidations answering 304) and of the current permit; a 10 MB upload end
// to end; GET /healthz (no database, no auth) on the same server as the baseline for ratios.
// The load generator shares the machine's cores with the server: figures are for comparison.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { num } from '@domain/format';
import {
  FROM_BUILD,
  REPO_ROOT,
  multipartCsv,
  signUp,
  startServer,
  uploadCsv,
  type ServerProcess,
} from '@server/testing/spawn-server';
import { buildServerIfStale } from './build-server';
import { median } from './median';
import { postgresSchema } from './postgres-schema';

const CONNECTIONS = 50;
const DURATION_S = 10;
const UPLOADS = 5;
// 12 plants x a year of hourly rows: about 9.8 MiB, just under the default 10 MB limit.
const LARGE_SAMPLE = { plants: 12, days: 365 };
const SAMPLE_CSV = 'public/sample_data.csv';
/** What browsers send: the server answers brotli. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** The goals. */
const GOAL_ANALYSIS_RPS = 2_000;
const GOAL_ANALYSIS_P99_MS = 50;
const GOAL_UPLOAD_MS = 1_000;

type Backend = 'pglite' | 'postgres';

interface LoadRow {
  backend: Backend;
  scenario: string;
  requestsPerS: number;
  /** requests/s over the same server's /healthz figure. */
  ratioToHealthz: number;
  p50Ms: number;
  p99Ms: number;
  responses: number;
  /** CPU time of the server process per response (without PostgreSQL's own processes). */
  cpuMsPerResponse: number | null;
  /** Responses with the status the scenario expects (200, or 304 for revalidation). */
  expected: number;
  non2xx: number;
  errors: number;
}

interface UploadRow {
  backend: Backend;
  sizeMiB: number;
  runsMs: number[];
  medianMs: number;
  statuses: number[];
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU time (user + system, ms) the process has used, from /proc on Linux; null elsewhere. Unlike
 * requests/s it hardly depends on what else the shared machine runs.
 */
function cpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after "(comm)": state is field 3, utime field 14, stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function load(
  server: ServerProcess,
  path: string,
  headers: Record<string, string>,
): Promise<autocannon.Result> {
  return autocannon({
    url: `${server.origin}${path}`,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${await response.text()}`);
  }
}

async function benchBackend(
  backend: Backend,
  largeCsv: string,
): Promise<{ load: LoadRow[]; upload: UploadRow; analysisBytes: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-api-'));
  const postgres = backend === 'postgres' ? await postgresSchema() : undefined;
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      args: FROM_BUILD,
      dataDir,
      databaseUrl: postgres?.url,
      logFile: join(dataDir, 'server.log'),
    });
    const cookie = await signUp(server, `bench-${backend}@example.com`);
    const sample = await uploadCsv(
      server,
      cookie,
      'sample_data.csv',
      await readFile(join(REPO_ROOT, SAMPLE_CSV)),
    );
    await expectStatus(sample.clone(), 201, 'sample upload');
    const { id } = (await sample.json()) as { id: string };
    const permit = await server.request('/api/permits', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        permit_year: new Date().getUTCFullYear(),
        active_permits: 250_000,
        company_name: 'Bench Energy',
      }),
    });
    await expectStatus(permit, 201, 'permit');

    const analysisPath = `/api/files/${id}/analysis`;
    const analysis = await server.request(analysisPath, { cookie });
    await expectStatus(analysis.clone(), 200, 'analysis');
    const analysisBytes = (await analysis.arrayBuffer()).byteLength;
    const etag = analysis.headers.get('etag');
    if (!etag) throw new Error('the analysis has no ETag');
    const revalidated = await server.request(analysisPath, {
      cookie,
      headers: { 'if-none-match': etag },
    });
    await expectStatus(revalidated, 304, 'analysis revalidation');
    const current = await server.request('/api/permits/current', { cookie });
    await expectStatus(current.clone(), 200, 'current permit');
    if (((await current.json()) as { permit: unknown }).permit === null) {
      throw new Error('the current permit is missing');
    }

    const scenarios: {
      scenario: string;
      path: string;
      headers: Record<string, string>;
      status?: number;
    }[] = [
      { scenario: 'GET /healthz (baseline)', path: '/healthz', headers: {} },
      { scenario: 'GET analysis, full 200', path: analysisPath, headers: { cookie } },
      {
        scenario: 'GET analysis, full 200, brotli',
        path: analysisPath,
        headers: { cookie, 'accept-encoding': BROWSER_ENCODINGS },
      },
      {
        scenario: 'GET analysis, If-None-Match 304',
        path: analysisPath,
        headers: { cookie, 'if-none-match': etag },
        status: 304,
      },
      { scenario: 'GET /api/permits/current', path: '/api/permits/current', headers: { cookie } },
    ];
    const rows: LoadRow[] = [];
    let healthzRps = NaN;
    for (const { scenario, path, headers, status = 200 } of scenarios) {
      console.error(`${backend}: ${scenario} (${CONNECTIONS} connections, ${DURATION_S} s)`);
      const cpuBefore = cpuMs(server.pid);
      const result = await load(server, path, headers);
      const cpuAfter = cpuMs(server.pid);
      if (path === '/healthz') healthzRps = result.requests.average;
      rows.push({
        backend,
        scenario,
        requestsPerS: result.requests.average,
        ratioToHealthz: result.requests.average / healthzRps,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        responses: result.requests.total,
        cpuMsPerResponse:
          cpuBefore === null || cpuAfter === null
            ? null
            : (cpuAfter - cpuBefore) / result.requests.total,
        expected: result.statusCodeStats?.[`${status}`]?.count ?? 0,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }

    console.error(`${backend}: ${UPLOADS} uploads of the large sample`);
    const runsMs: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      // Identical bytes are refused as a copy (409): each run adds blank lines of its own.
      const multipart = await multipartCsv('large_sample.csv', largeCsv + '\n'.repeat(i + 1));
      const started = performance.now();
      const response = await server.request('/api/files', {
        method: 'POST',
        cookie,
        headers: { 'content-type': multipart.contentType },
        body: multipart.body,
      });
      await response.arrayBuffer();
      runsMs.push(performance.now() - started);
      statuses.push(response.status);
    }
    return {
      load: rows,
      upload: {
        backend,
        sizeMiB: Buffer.byteLength(largeCsv) / 1024 / 1024,
        runsMs,
        medianMs: median(runsMs),
        statuses,
      },
      analysisBytes,
    };
  } finally {
    if (server) {
      server.signal('SIGTERM');
      await server.exited;
    }
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

buildServerIfStale();

const loadAtStart = loadavg()[0]!;
const largeCsv = generateSampleCsv(LARGE_SAMPLE);
const results = [];
for (const backend of ['pglite', 'postgres'] as const) {
  results.push(await benchBackend(backend, largeCsv));
}

const lines = [
  `## API benchmark (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row, loopback)`,
  '',
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
    `1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end. ` +
    'autocannon runs on the same cores as the server (and PostgreSQL), so absolute figures are low bounds; ' +
    'the ratio to /healthz on the same server and the server CPU per request (the Node process only, ' +
    "not PostgreSQL's) are the comparable figures.",
  `Analysis response: ${num(results[0]!.analysisBytes)} bytes (sample of ${SAMPLE_CSV}, with a current-year permit).`,
  '',
  '| backend | request | req/s | vs /healthz | p50 ms | p99 ms | server CPU ms/req | responses | expected status | non-2xx | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.flatMap((r) =>
    r.load.map(
      (row) =>
        `| ${row.backend} | ${row.scenario} | ${num(row.requestsPerS)} | ${row.ratioToHealthz.toFixed(2)} | ` +
        `${row.p50Ms} | ${row.p99Ms} | ${row.cpuMsPerResponse?.toFixed(2) ?? 'n/a'} | ${num(row.responses)} | ${num(row.expected)} | ${num(row.non2xx)} | ${row.errors} |`,
    ),
  ),
  '',
  `| backend | upload | runs (ms) | median ms | statuses |`,
  '| --- | --- | --- | ---: | --- |',
  ...results.map(
    ({ upload: u }) =>
      `| ${u.backend} | ${u.sizeMiB.toFixed(2)} MiB CSV, ${UPLOADS} x sequential | ` +
      `${u.runsMs.map((ms) => num(ms)).join(', ')} | ${num(u.medianMs)} | ${u.statuses.join(', ')} |`,
  ),
  '',
  '### Goals',
];
for (const r of results) {
  const full = r.load.find((row) => row.scenario === 'GET analysis, full 200')!;
  const cached = r.load.find((row) => row.scenario === 'GET analysis, If-None-Match 304')!;
  for (const row of [full, cached]) {
    const ok = row.requestsPerS >= GOAL_ANALYSIS_RPS && row.p99Ms < GOAL_ANALYSIS_P99_MS;
    lines.push(
      `- ${r.upload.backend}, ${row.scenario}: ${num(row.requestsPerS)} req/s, p99 ${row.p99Ms} ms ` +
        `(goal >= ${num(GOAL_ANALYSIS_RPS)} req/s and p99 < ${GOAL_ANALYSIS_P99_MS} ms${r.upload.backend === 'postgres' ? ', the goal is set on PostgreSQL' : ''}): ${verdict(ok)}`,
    );
  }
  const accepted = r.upload.statuses.every((s) => s === 201);
  lines.push(
    `- ${r.upload.backend}, 10 MB upload: median ${num(r.upload.medianMs)} ms, ` +
      `${accepted ? 'every upload 201' : 'NOT every upload 201'} (goal < ${num(GOAL_UPLOAD_MS)} ms): ` +
      verdict(accepted && r.upload.medianMs < GOAL_UPLOAD_MS),
  );
}
console.log(lines.join('\n'));
