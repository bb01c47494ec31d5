// Heavy-work benchmark (`npm run bench:heavy`): does the event loop stay free while PDF reports
// and large uploads are worked on? The built server, once on PGlite and once on PostgreSQL, on
// loopback: GET /healthz latency (autocannon) idle, during 10 concurrent PDF reports of a
// 2,000-plant file and during 20 concurrent 10 MB uploads; the server's peak RSS during the
// uploads; the time of one 2,000-plant report. Bounded: every load is a fixed number of requests.
// The load generator shares the machine's cores with the server: figures are for comparison.
import { postgresSchema } from './postgres-schema';
import { buildServerIfStale } from './build-server';
import { rssMiB } from './process-memory';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { num } from '@domain/format';
import {
  FROM_BUILD,
  multipartCsv,
  signUp,
  startServer,
  uploadCsv,
  type ServerProcess,
} from '@server/testing/spawn-server';

/** Concurrent /healthz requests while the heavy work runs. */
const HEALTHZ_CONNECTIONS = 10;
const IDLE_S = 5;
/** A bound on any one phase, should the server stop answering. */
const PHASE_LIMIT_S = 600;
const REPORTS = 10;
const UPLOADS = 20;
const MANY_PLANTS = { plants: 2_000, days: 1 };
// 12 plants x a year of hourly rows: about 9.8 MiB, just under the default 10 MB limit.
const LARGE_FILE = { plants: 12, days: 365 };
const GOAL_HEALTHZ_P99_MS = 20;
const GOAL_REPORT_S = 30;

type Backend = 'pglite' | 'postgres';

interface Phase {
  name: string;
  healthzP50Ms: number;
  healthzP99Ms: number;
  healthzMaxMs: number;
  healthzRequests: number;
  /** Wall time of the heavy requests, from the first sent to the last answered. */
  workS: number | null;
  statuses: string;
  peakRssMiB: number;
}

/** GET /healthz under autocannon while `work` runs (or for IDLE_S without work), RSS sampled. */
async function healthzDuring(
  server: ServerProcess,
  name: string,
  work?: () => Promise<number[]>,
): Promise<Phase> {
  let peak = rssMiB(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 50);
  let workS: number | null = null;
  let statuses: number[] = [];
  try {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.origin}/healthz`,
          connections: HEALTHZ_CONNECTIONS,
          duration: work ? PHASE_LIMIT_S : IDLE_S,
        },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
      if (!work) return;
      const started = performance.now();
      work().then(
        (s) => {
          workS = (performance.now() - started) / 1000;
          statuses = s;
          instance.stop();
        },
        (error: unknown) => {
          instance.stop();
          reject(error as Error);
        },
      );
    });
    const counts = new Map<number, number>();
    for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
    return {
      name,
      healthzP50Ms: result.latency.p50,
      healthzP99Ms: result.latency.p99,
      healthzMaxMs: result.latency.max,
      healthzRequests: result.requests.total,
      workS,
      statuses: [...counts].map(([s, n]) => `${n} x ${s}`).join(', ') || '-',
      peakRssMiB: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function benchBackend(backend: Backend, manyPlantsCsv: string, largeCsv: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-heavy-'));
  const postgres = backend === 'postgres' ? await postgresSchema() : undefined;
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      args: FROM_BUILD,
      dataDir,
      databaseUrl: postgres?.url,
      logFile: join(dataDir, 'server.log'),
    });
    const cookie = await signUp(server, `bench-heavy-${backend}@example.com`);
    const stored = await uploadCsv(server, cookie, 'many-plants.csv', manyPlantsCsv);
    if (stored.status !== 201) throw new Error(`upload: ${stored.status} ${await stored.text()}`);
    const { id } = (await stored.json()) as { id: string };
    const s = server;
    const report = async () => {
      const res = await s.request(`/api/reports/compliance.pdf?fileId=${id}`, { cookie });
      await res.arrayBuffer();
      return res.status;
    };

    // One report alone, after a first one that starts a worker thread and loads react-pdf.
    console.error(`${backend}: the 2,000-plant report (first, then alone)`);
    const firstStarted = performance.now();
    if ((await report()) !== 200) throw new Error('the report failed');
    const firstS = (performance.now() - firstStarted) / 1000;
    const started = performance.now();
    if ((await report()) !== 200) throw new Error('the report failed');
    const reportS = (performance.now() - started) / 1000;

    const multipart = await multipartCsv('large.csv', largeCsv);
    const upload = async () => {
      const res = await s.request('/api/files', {
        method: 'POST',
        cookie,
        headers: { 'content-type': multipart.contentType },
        body: multipart.body,
      });
      await res.arrayBuffer();
      return res.status;
    };

    console.error(`${backend}: /healthz idle`);
    const phases = [await healthzDuring(server, 'idle')];
    console.error(`${backend}: /healthz during ${REPORTS} concurrent reports`);
    phases.push(
      await healthzDuring(server, `${REPORTS} concurrent PDF reports, 2,000 plants`, () =>
        Promise.all(Array.from({ length: REPORTS }, report)),
      ),
    );
    console.error(`${backend}: /healthz during ${UPLOADS} concurrent uploads`);
    phases.push(
      await healthzDuring(
        server,
        `${UPLOADS} concurrent uploads, ${num(largeCsv.length / 2 ** 20, 1)} MiB each`,
        () => Promise.all(Array.from({ length: UPLOADS }, upload)),
      ),
    );
    return { backend, firstS, reportS, phases };
  } finally {
    if (server) {
      server.signal('SIGTERM');
      await server.exited;
    }
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

buildServerIfStale();

const loadAtStart = loadavg()[0]!;
const manyPlantsCsv = generateSampleCsv(MANY_PLANTS);
const largeCsv = generateSampleCsv(LARGE_FILE);
const results = [];
for (const backend of ['pglite', 'postgres'] as const) {
  results.push(await benchBackend(backend, manyPlantsCsv, largeCsv));
}

const lines = [
  `## Heavy-work benchmark (GET /healthz with autocannon, ${HEALTHZ_CONNECTIONS} connections, loopback)`,
  '',
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
    `1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end. ` +
    'The server runs its default pool (WORKER_THREADS = cores - 1). autocannon and the clients run on the same cores.',
  '',
  '| backend | 2,000-plant report: first (s) | alone (s) |',
  '| --- | ---: | ---: |',
  ...results.map((r) => `| ${r.backend} | ${r.firstS.toFixed(1)} | ${r.reportS.toFixed(1)} |`),
  '',
  '| backend | load | /healthz p50 ms | p99 ms | max ms | /healthz requests | load done in (s) | statuses | server peak RSS (MiB) |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ...results.flatMap((r) =>
    r.phases.map(
      (p) =>
        `| ${r.backend} | ${p.name} | ${p.healthzP50Ms} | ${p.healthzP99Ms} | ${p.healthzMaxMs} | ${num(p.healthzRequests)} | ` +
        `${p.workS === null ? '-' : p.workS.toFixed(1)} | ${p.statuses} | ${num(p.peakRssMiB)} |`,
    ),
  ),
  '',
  '### Goals',
  ...results.flatMap((r) => [
    `- ${r.backend}, 2,000-plant report alone: ${r.reportS.toFixed(1)} s (goal < ${GOAL_REPORT_S} s): ${r.reportS < GOAL_REPORT_S ? 'met' : 'NOT met'}`,
    ...r.phases
      .filter((p) => p.workS !== null)
      .map(
        (p) =>
          `- ${r.backend}, /healthz p99 during ${p.name}: ${p.healthzP99Ms} ms (goal < ${GOAL_HEALTHZ_P99_MS} ms): ` +
          (p.healthzP99Ms < GOAL_HEALTHZ_P99_MS ? 'met' : 'NOT met'),
      ),
  ]),
];
console.log(lines.join('\n'));
