// 15-minute import benchmark (`npm run bench:import15`, issue 27: "a year of 15-minute readings
// for 100 plants (3.5 M rows, MAX_UPLOAD_MB raised) imports on PostgreSQL in under 8 s on this
// machine class, with peak RSS under 2x that of the hourly file of the same plants"). Writes the
// historian's export and the spec's hourly CSV of the same readings (bench/historian-year.ts),
// then uploads them in turn, each to a fresh user on a freshly started built server on PostgreSQL
// (a throwaway schema), the export through an import profile. Per upload: the time as the client
// and the server's log give it, the CPU it cost (the server's event loop, its other threads and
// its PostgreSQL backends) and the server's peak RSS (VmHWM of a process that did nothing else).
// Each export's stored totals (GET /api/analysis) must equal the hourly file's, or the run fails.
// Medians and ratios last, as a JSON line. BENCH_ROUNDS sets the rounds (3); BENCH_CPU_PROF=DIR
// writes a CPU profile of the server (node --cpu-prof) for each export's upload into DIR.
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { FROM_BUILD, signUp, startServer, type ServerProcess } from '@server/testing/spawn-server';
import { HISTORIAN_PROFILE, writeYearFiles } from './historian-year';
import { median } from './median';
import { backendCpuMeter, mainThreadCpu } from './process-cpu';
import { peakRssMiB, rssMiB } from './process-memory';
import { postgresSchema } from './postgres-schema';
import { logLines, serverTimes } from './server-log';

const PLANTS = 100;
const YEAR = 2025;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
/** The export is about 270 MiB. */
const MAX_UPLOAD_MB = '400';
/** Two stored totals are equal when they differ by less than this share (sums in another order). */
const SAME_TOTAL = 1e-9;
const GOAL_SECONDS = 8;
const GOAL_RSS_RATIO = 2;

type Kind = 'quarter-hourly' | 'hourly';

interface Upload {
  kind: Kind;
  clientS: number;
  serverS: number;
  stages: string;
  cpu: { main: number; others: number; postgres: number };
  idleMiB: number;
  peakMiB: number;
  analysis: Analysis;
}

interface Analysis {
  kpis: Record<string, unknown>;
  plants: Record<string, unknown>[];
}

const fixed = (x: number, digits = 2) => x.toFixed(digits);
const seconds = (ms: unknown) => (typeof ms === 'number' ? fixed(ms / 1000) : '?');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answer<T>(res: Response, what: string, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Stops the server as an operator would, so that a CPU profile gets written. */
async function stop(server: ServerProcess): Promise<void> {
  server.signal('SIGTERM');
  const ended = await Promise.race([server.exited.then(() => true), pause(30_000)]);
  if (!ended) await server.kill();
}

await readFile('dist/server/main.js').catch(() => {
  throw new Error('Build first: npm run build');
});
const postgres = await postgresSchema();
const dir = await mkdtemp(join(tmpdir(), 'sid-bench-import15-'));
// The server's connections are named, so that their backends' CPU time can be read.
const applicationName = `sid-bench-import15-${process.pid}`;
const serverUrl = new URL(postgres.url);
serverUrl.searchParams.set('application_name', applicationName);
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();

/** One upload of a file to a fresh user of a freshly started server, measured. */
async function upload(kind: Kind, path: string, round: number): Promise<Upload> {
  const profiling = CPU_PROFILE_DIR !== null && kind === 'quarter-hourly';
  const server = await startServer({
    args: profiling ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR, ...FROM_BUILD] : FROM_BUILD,
    dataDir: join(dir, 'data'),
    databaseUrl: serverUrl.toString(),
    env: { MAX_UPLOAD_MB, WORK_TIMEOUT_S: '600' },
  });
  try {
    // A user per upload is more sign-ups than Better Auth allows one address a minute.
    await admin.query('delete from "rateLimit"');
    const cookie = await signUp(
      server,
      `bench-import15-${round}-${kind}-${Date.now()}@example.com`,
    );
    let query = '';
    if (kind === 'quarter-hourly') {
      const profile = await answer<{ id: string }>(
        await server.request('/api/import-profiles', {
          method: 'POST',
          cookie,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(HISTORIAN_PROFILE),
        }),
        'saving the profile',
        201,
      );
      query = `?profile=${profile.id}`;
    }
    // The file goes from disk as fetch reads it: the client never holds it whole.
    const form = new FormData();
    form.set('file', await openAsBlob(path, { type: 'text/csv' }), `${kind}-${YEAR}.csv`);
    await pause(200);
    const idleMiB = rssMiB(server.pid);
    const since = server.stdout.length;
    const cpuBefore = mainThreadCpu(server.pid);
    const meter = await backendCpuMeter(admin, applicationName);
    const started = performance.now();
    const res = await server.request(`/api/files${query}`, { method: 'POST', cookie, body: form });
    const entry = await answer<{ rows: number }>(res, `upload of the ${kind} file`, 201);
    const clientS = (performance.now() - started) / 1000;
    // The request line is logged once the answer is sent.
    await pause(100);
    const cpuAfter = mainThreadCpu(server.pid);
    const postgresCpu = await meter.stop();
    const peakMiB = peakRssMiB(server.pid);
    const stored = logLines(server, since).find((l) => l.msg === 'upload stored') ?? {};
    const analysis = await answer<Analysis>(
      await server.request('/api/analysis', { cookie }),
      'the analysis',
    );
    const result: Upload = {
      kind,
      clientS,
      serverS: (serverTimes(server, '/api/files', since)[0] ?? NaN) / 1000,
      stages: `receive ${seconds(stored.receiveMs)}, check ${seconds(stored.checkMs)}, store ${seconds(stored.storeMs)}`,
      cpu: {
        main: cpuAfter.main - cpuBefore.main,
        others: cpuAfter.others - cpuBefore.others,
        postgres: postgresCpu,
      },
      idleMiB,
      peakMiB,
      analysis,
    };
    const cpu = result.cpu;
    console.log(
      `round ${round} ${kind} (${entry.rows} hours stored): client ${fixed(clientS)} s, server ${fixed(result.serverS)} s (${result.stages}); ` +
        `CPU ${fixed(cpu.main)} s event loop + ${fixed(cpu.others)} s other threads + ${fixed(cpu.postgres)} s PostgreSQL; ` +
        `RSS idle ${fixed(idleMiB, 0)} MiB, peak ${fixed(peakMiB, 0)} MiB`,
    );
    return result;
  } finally {
    await stop(server);
  }
}

/** The largest relative difference between two analyses' numbers (KPIs and each plant's figures). */
function largestDifference(
  a: Analysis,
  b: Analysis,
): { share: number; where: string; compared: number } {
  let worst = { share: 0, where: '' };
  let compared = 0;
  const compare = (x: unknown, y: unknown, where: string) => {
    compared++;
    if (typeof x !== 'number' || typeof y !== 'number') {
      if (JSON.stringify(x) !== JSON.stringify(y)) worst = { share: Infinity, where };
      return;
    }
    const share = x === y ? 0 : Math.abs(x - y) / Math.max(Math.abs(x), Math.abs(y));
    if (share > worst.share) worst = { share, where: `${where}: ${x} against ${y}` };
  };
  for (const key of Object.keys({ ...a.kpis, ...b.kpis })) {
    compare(a.kpis[key], b.kpis[key], `kpis.${key}`);
  }
  if (a.plants.length !== b.plants.length) {
    return { share: Infinity, where: 'the plants', compared };
  }
  a.plants.forEach((plant, k) => {
    for (const key of Object.keys(plant)) {
      compare(plant[key], b.plants[k]![key], `plant ${String(plant.plant_id)} ${key}`);
    }
  });
  return { ...worst, compared };
}

try {
  const started = performance.now();
  const files = await writeYearFiles(
    join(dir, 'historian.csv'),
    join(dir, 'hourly.csv'),
    PLANTS,
    YEAR,
  );
  const mib = (bytes: number) => fixed(bytes / 2 ** 20, 1);
  console.log(
    `# 15-minute import: ${PLANTS} plants x ${YEAR} on PostgreSQL, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => fixed(l, 1))
      .join(' ')}; ` +
      `export ${files.quarterHourly.rows} rows (${mib(files.quarterHourly.bytes)} MiB), hourly file ${files.hourly.rows} rows (${mib(files.hourly.bytes)} MiB), written in ${fixed((performance.now() - started) / 1000, 1)} s`,
  );
  const uploads: Upload[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternating which goes first, so that neither always meets a machine just woken up.
    const order: Kind[] = round % 2 ? ['hourly', 'quarter-hourly'] : ['quarter-hourly', 'hourly'];
    for (const kind of order) {
      const path = kind === 'hourly' ? files.hourly.path : files.quarterHourly.path;
      uploads.push(await upload(kind, path, round));
    }
  }
  const of = (kind: Kind) => uploads.filter((u) => u.kind === kind);
  const quarter = of('quarter-hourly');
  const hourly = of('hourly');
  for (const u of quarter) {
    const diff = largestDifference(u.analysis, hourly[0]!.analysis);
    if (!(diff.share < SAME_TOTAL)) {
      throw new Error(`the export's totals differ from the hourly file's: ${diff.where}`);
    }
  }
  const differences = quarter.map((u) => largestDifference(u.analysis, hourly[0]!.analysis));
  const worst = Math.max(...differences.map((d) => d.share));
  // Pairs of the same round, whose uploads ran minutes apart.
  const ratios = (f: (u: Upload) => number) => quarter.map((u, k) => f(u) / f(hourly[k]!));
  const cpuOf = (u: Upload) => u.cpu.main + u.cpu.others + u.cpu.postgres;
  const summary = {
    quarterServerMedianS: median(quarter.map((u) => u.serverS)),
    quarterClientMedianS: median(quarter.map((u) => u.clientS)),
    hourlyServerMedianS: median(hourly.map((u) => u.serverS)),
    timeRatioMedian: median(ratios((u) => u.serverS)),
    quarterCpuMedianS: median(quarter.map(cpuOf)),
    hourlyCpuMedianS: median(hourly.map(cpuOf)),
    cpuRatioMedian: median(ratios(cpuOf)),
    quarterEventLoopCpuMedianS: median(quarter.map((u) => u.cpu.main)),
    quarterPeakMedianMiB: median(quarter.map((u) => u.peakMiB)),
    hourlyPeakMedianMiB: median(hourly.map((u) => u.peakMiB)),
    peakRatioMedian: median(ratios((u) => u.peakMiB)),
    peakAboveIdleRatioMedian: median(ratios((u) => u.peakMiB - u.idleMiB)),
    largestTotalDifference: worst,
  };
  console.log(
    `export: median ${fixed(summary.quarterServerMedianS)} s (goal < ${GOAL_SECONDS} s: ${summary.quarterServerMedianS < GOAL_SECONDS ? 'PASS' : 'FAIL'}), ` +
      `${fixed(summary.timeRatioMedian)}x the hourly file's time, ${fixed(summary.cpuRatioMedian)}x its CPU; ` +
      `peak RSS ${fixed(summary.peakRatioMedian)}x (goal < ${GOAL_RSS_RATIO}x: ${summary.peakRatioMedian < GOAL_RSS_RATIO ? 'PASS' : 'FAIL'}), ` +
      `${fixed(summary.peakAboveIdleRatioMedian)}x above idle; totals equal (${differences[0]!.compared} figures of the analysis, largest difference ${worst.toExponential(1)}; electricity ${String(hourly[0]!.analysis.kpis.totalElectricity)} MWh)`,
  );
  console.log(JSON.stringify(summary));
} finally {
  await admin.end();
  await postgres.drop();
  await rm(dir, { recursive: true, force: true });
}
