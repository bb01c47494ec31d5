// Many plants benchmark (`npm run bench:many-plants`, issue 34 finding 6): the built server on a
// throwaway PostgreSQL schema (DATABASE_URL), watched by bench/event-loop-probe.mjs.
// (a) An organisation of 50,000 plants, uploaded as 10 files of 5,000 (one reading each), then
//     GET /api/analysis: its size and time, while a second client asks for /healthz every 10 ms
//     (p99) and the probe reports the event loop's delay; the same /healthz polling with the
//     server idle, before the uploads, is the baseline.
// (b) A 10 MB CSV of 200,000 plants: refused with 422, and the server's resident memory (after
//     a garbage collection) before and after it.
// The client shares the machine's cores with the server and PostgreSQL: figures are for comparison.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { signUp, startServer, uploadCsv, type ServerProcess } from '@server/testing/spawn-server';
import { buildServerIfStale } from './build-server';
import { logLines } from './server-log';
import { postgresSchema } from './postgres-schema';

const FILES = 10;
const PLANTS_PER_FILE = 5_000;
const REFUSED_PLANTS = 200_000;
const HEALTH_EVERY_MS = 10;
const IDLE_POLL_MS = 3_000;
const SETTLE_MS = 3_000;

/** A directory for the server's CPU profile (written when it stops), if given. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

const GOALS = { answerBytes: 5 * 1024 * 1024, healthP99Ms: 100, rssRatio: 1.2 };

/** One reading for each of `count` plants from `first` on: the smallest file of that many plants. */
function plantsCsv(first: number, count: number): string {
  const lines = [
    'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent',
  ];
  for (let id = first; id < first + count; id++) {
    lines.push(`2025-01-01 00:00:00,${id},P,coal,1,0,3,1,0,0,33`);
  }
  return `${lines.join('\n')}\n`;
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * p) - 1)] ?? NaN;

/** Asks for /healthz every HEALTH_EVERY_MS until stopped; each answer's time, ms (a failure: Infinity). */
function pollHealth(server: ServerProcess): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const began = performance.now();
      try {
        const response = await server.request('/healthz');
        await response.arrayBuffer();
        times.push(performance.now() - began);
      } catch {
        times.push(Infinity);
      }
      const wait = HEALTH_EVERY_MS - (performance.now() - began);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * The worst event-loop delay the probe reported since a log line count, ms, and the most CPU the
 * main thread ran in one turn meanwhile (null where the probe cannot tell), ms.
 */
function eventLoopMax(server: ServerProcess, since: number): { ms: number; cpuMs: number | null } {
  const lines = logLines(server, since).filter((l) => l.msg === 'event loop delay');
  const cpu = lines.map((l) => l.maxCpuMs as number | null);
  return {
    ms: round(Math.max(0, ...lines.map((l) => l.maxMs as number))),
    cpuMs: cpu.includes(null) ? null : round(Math.max(0, ...(cpu as number[]))),
  };
}

/** The server's resident memory after a garbage collection, MiB (from the probe). */
async function settledRssMiB(server: ServerProcess): Promise<number> {
  const since = server.stdout.length;
  server.signal('SIGUSR2');
  const line = await server.waitForLog(
    (l) => l.msg === 'memory after gc' && server.stdout.length > since,
  );
  return (line.rss as number) / 1024 / 1024;
}

async function main() {
  buildServerIfStale();
  const schema = await postgresSchema();
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-plants-'));
  const server = await startServer({
    args: [
      ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []),
      '--expose-gc',
      '--import',
      './bench/event-loop-probe.mjs',
      'dist/server/main.js',
    ],
    dataDir,
    databaseUrl: schema.url,
    env: { DIGEST_CHECK_SECONDS: '0' },
  });
  try {
    const cookie = await signUp(server, `many-plants-${Date.now()}@example.com`);

    let since = server.stdout.length;
    const idle = pollHealth(server);
    await new Promise((r) => setTimeout(r, IDLE_POLL_MS));
    const idleTimes = await idle.stop();
    const idleLoopMax = eventLoopMax(server, since);

    console.error('uploading');
    const uploadBegan = performance.now();
    for (let f = 0; f < FILES; f++) {
      const response = await uploadCsv(
        server,
        cookie,
        `plants-${f + 1}.csv`,
        plantsCsv(f * PLANTS_PER_FILE + 1, PLANTS_PER_FILE),
      );
      if (response.status !== 201) {
        const errors = server.stdout.slice(-6);
        throw new Error(
          `upload ${f + 1}: ${response.status} ${await response.text()} ${JSON.stringify(errors)}`,
        );
      }
    }
    const uploadMs = performance.now() - uploadBegan;

    console.error('analysing');
    since = server.stdout.length;
    const busy = pollHealth(server);
    const began = performance.now();
    const answer = await server.request('/api/analysis', { cookie });
    const body = await answer.text();
    const analysisMs = performance.now() - began;
    const busyTimes = await busy.stop();
    // The probe's line for the last second of the request comes up to a second later.
    await new Promise((r) => setTimeout(r, 1_100));
    const busyLoopMax = eventLoopMax(server, since);
    if (answer.status !== 200) throw new Error(`analysis: ${answer.status} ${body.slice(0, 300)}`);
    const parsed = JSON.parse(body) as Record<string, unknown> & {
      plantCount?: number;
      listedPlantCount?: number;
    };
    // Where the answer's bytes are: the size of each of its fields, largest first.
    const fieldBytes = Object.entries(parsed)
      .map(([field, value]) => [field, JSON.stringify(value).length] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);

    const began2 = performance.now();
    const cached = await server.request('/api/analysis', { cookie });
    await cached.arrayBuffer();
    const cachedMs = performance.now() - began2;

    // The other answers that list plants: their size, time and the event loop's worst delay meanwhile.
    const others: Record<
      string,
      {
        status: number;
        bytes: number;
        ms: number;
        eventLoopMaxMs: number;
        eventLoopMaxCpuMs: number | null;
      }
    > = {};
    for (const path of ['/api/quality', '/api/plants', '/api/alerts']) {
      const sinceOther = server.stdout.length;
      const began3 = performance.now();
      const res = await server.request(path, { cookie });
      const text = await res.text();
      const ms = round(performance.now() - began3);
      await new Promise((r) => setTimeout(r, 1_100));
      const loop = eventLoopMax(server, sinceOther);
      others[path] = {
        status: res.status,
        bytes: text.length,
        ms,
        eventLoopMaxMs: loop.ms,
        eventLoopMaxCpuMs: loop.cpuMs,
      };
    }

    console.error('uploading too many plants');
    const rssBefore = await settledRssMiB(server);
    const refusedBegan = performance.now();
    const csv = plantsCsv(1_000_000, REFUSED_PLANTS);
    const refused = await uploadCsv(server, cookie, 'too-many-plants.csv', csv);
    const refusedBody = await refused.text();
    const refusedMs = performance.now() - refusedBegan;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rssAfter = await settledRssMiB(server);

    const results = {
      a: {
        plants: FILES * PLANTS_PER_FILE,
        uploadsS: round(uploadMs / 1000),
        plantCount: parsed.plantCount ?? null,
        listedPlantCount: parsed.listedPlantCount ?? null,
        analysisStatus: answer.status,
        analysisBytes: body.length,
        largestFields: Object.fromEntries(fieldBytes),
        analysisMs: round(analysisMs),
        cachedAnalysisMs: round(cachedMs),
        healthIdle: { polls: idleTimes.length, p99Ms: round(percentile(idleTimes, 0.99)) },
        healthDuringAnalysis: {
          polls: busyTimes.length,
          p99Ms: round(percentile(busyTimes, 0.99)),
          maxMs: round(Math.max(...busyTimes)),
        },
        healthP99Ratio: round(percentile(busyTimes, 0.99) / percentile(idleTimes, 0.99), 2),
        eventLoopMaxMs: { idle: idleLoopMax.ms, duringAnalysis: busyLoopMax.ms },
        // Of the turns' time, the main thread's own CPU: what the server's work held the loop for.
        eventLoopMaxCpuMs: { idle: idleLoopMax.cpuMs, duringAnalysis: busyLoopMax.cpuMs },
        otherAnswers: others,
      },
      b: {
        csvBytes: csv.length,
        status: refused.status,
        message: refusedBody.slice(0, 200),
        ms: round(refusedMs),
        rssMiB: { before: round(rssBefore), after: round(rssAfter) },
        rssRatio: round(rssAfter / rssBefore, 2),
      },
      goals: {
        answerUnder5MB: body.length < GOALS.answerBytes,
        healthP99Under100ms: percentile(busyTimes, 0.99) < GOALS.healthP99Ms,
        refused422: refused.status === 422,
        rssWithin1_2x: rssAfter / rssBefore <= GOALS.rssRatio,
      },
    };
    console.log(JSON.stringify(results, null, 2));
  } finally {
    // Stopped, not killed: Node writes the CPU profile on its way out.
    server.signal('SIGTERM');
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
    await server.kill();
    await schema.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
