// Units benchmark (`npm run bench:units`, issue 36: "a year of hourly data for 100 units at 40
// facilities through a profile uploads within 1.2x the time of today's one-unit-per-plant file of
// the same rows; the range analysis stays within 1.2x"). Writes EPA's hourly file (24 columns, the
// documented profile) for a year of 100 units at 40 facilities, and the same rows with each unit
// its own facility, uploaded through the profile without `unit_id`. Each upload goes to a freshly
// started built server with an empty database (a throwaway PostgreSQL schema, or PGlite), the two
// kinds alternating round by round. Per upload: the time as the client and the server's log give
// it, its stages and CPU; then GET /api/analysis over the year, uncached (the year and ranges a
// day shorter, each computed) and cached (the year again). Both files must give the same totals.
// Medians and the ratios units/plants last, as a JSON line.
// BENCH_BACKENDS (postgres,pglite), BENCH_ROUNDS (3), BENCH_DAYS (the year's), BENCH_CPU_PROFILE_DIR (a CPU profile of each
// server, written when it stops). BENCH_ONLY=units|plants uploads that file once on the first
// backend (for timing the whole process from outside), its files kept in BENCH_FILES_DIR.
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  EPA_HOURLY_HEADER,
  EPA_HOURLY_PROFILE,
  epaHourlyLine,
  type EpaHour,
} from '@domain/testing/epa-hourly';
import { FROM_BUILD, signUp, startServer, type ServerProcess } from '@server/testing/spawn-server';
import { buildServerIfStale } from './build-server';
import { median } from './median';
import { backendCpuMeter, cpuSeconds } from './process-cpu';
import { postgresSchema } from './postgres-schema';
import { logLines, serverTimes } from './server-log';

const FACILITIES = 40;
const UNITS = 100;
const YEAR = 2025;
/** The year's first days only, where a loaded machine would take longer than fetch waits (300 s). */
const DAYS = Number(process.env.BENCH_DAYS ?? 366);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR
  ? resolve(process.env.BENCH_CPU_PROFILE_DIR)
  : null;
const ONLY = process.env.BENCH_ONLY as Kind | undefined;
/** The units' file is about 110 MiB. */
const MAX_UPLOAD_MB = '200';
/** Uncached ranges: the year, then the year from its 2nd, 3rd, ... day. */
const UNCACHED_RANGES = 3;
const CACHED_REPEATS = 3;
/** Two stored totals are equal when they differ by less than this share (sums in another order). */
const SAME_TOTAL = 1e-9;
const GOAL_RATIO = 1.2;

/** `units`: 100 units at 40 facilities, mapped by unit; `plants`: each unit its own facility. */
type Kind = 'units' | 'plants';

interface Measured {
  kind: Kind;
  backend: string;
  clientS: number;
  serverS: number;
  stages: string;
  cpuS: number;
  uncachedMs: number;
  cachedMs: number;
  totals: Record<string, number>;
  plants: number;
  unitsListed: number;
}

const fixed = (x: number, digits = 2) => x.toFixed(digits);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Facilities 1 to 20 have three units, 21 to 40 two: 100 units. */
function units(): { facility: number; unit: string; index: number }[] {
  const out: { facility: number; unit: string; index: number }[] = [];
  for (let k = 1; k <= FACILITIES; k++) {
    const count = k <= UNITS - 2 * FACILITIES ? 3 : 2;
    for (let u = 1; u <= count; u++) out.push({ facility: 3000 + k, unit: String(u), index: 0 });
  }
  out.forEach((u, index) => (u.index = index));
  return out;
}

const MWH_PER_MMBTU = 1055.05585262 / 3600;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * An hour of a unit: off (OP_TIME 0, blank measures) in about one hour in twelve, in blocks, and
 * started for half of the hour after; loads, heat input and CO2 each a little different.
 */
function hourOf(unit: number, hourOfYear: number, date: string, hour: number) {
  const cycle = (hourOfYear + unit * 13) % 97;
  const opTime = cycle < 8 ? 0 : cycle === 8 ? 0.5 : 1;
  const capacity = 50 + ((unit * 37) % 400);
  const load = round(
    capacity * (0.4 + (0.6 * (((hourOfYear + 1) * 7919 + unit * 104729) % 1000)) / 1000),
    2,
  );
  const efficiency = 0.3 + (unit % 10) * 0.02;
  const heat = round((load * opTime) / efficiency / MWH_PER_MMBTU, 1);
  return {
    date,
    hour,
    opTime,
    loadMw: opTime === 0 ? null : load,
    heatMmbtu: opTime === 0 ? null : heat,
    co2ShortTons: opTime === 0 ? null : round(heat * 0.0585, 3),
  };
}

/** The year's days as EPA writes them, MM-DD-YYYY. */
function days(): string[] {
  const out: string[] = [];
  const end = Math.min(Date.UTC(YEAR + 1, 0, 1), Date.UTC(YEAR, 0, 1 + DAYS));
  for (let t = Date.UTC(YEAR, 0, 1); t < end; t += 86_400_000) {
    const d = new Date(t);
    const two = (n: number) => String(n).padStart(2, '0');
    out.push(`${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}-${YEAR}`);
  }
  return out;
}

interface File {
  path: string;
  rows: number;
  bytes: number;
}

/**
 * Both files, in EPA's order (facility, unit, day, hour), streamed to disk a unit-day at a time;
 * kept when they are there already.
 */
async function writeFiles(dir: string): Promise<Record<Kind, File>> {
  const year = days();
  const paths = {
    units: join(dir, `epa-units-${year.length}-days.csv`),
    plants: join(dir, `epa-plants-${year.length}-days.csv`),
  };
  const existing = await Promise.all([stat(paths.units), stat(paths.plants)]).catch(() => null);
  const rows = UNITS * year.length * 24;
  if (existing) {
    return {
      units: { path: paths.units, rows, bytes: existing[0].size },
      plants: { path: paths.plants, rows, bytes: existing[1].size },
    };
  }
  const out = { units: createWriteStream(paths.units), plants: createWriteStream(paths.plants) };
  const write = async (stream: typeof out.units, text: string) => {
    if (!stream.write(text)) await once(stream, 'drain');
  };
  const header = `${EPA_HOURLY_HEADER.join(',')}\n`;
  await write(out.units, header);
  await write(out.plants, header);
  for (const { facility, unit, index } of units()) {
    for (const [d, date] of year.entries()) {
      const hours = Array.from({ length: 24 }, (_, hour) =>
        hourOf(index, d * 24 + hour, date, hour),
      );
      const lines = (h: (x: (typeof hours)[number]) => EpaHour) =>
        `${hours.map((x) => epaHourlyLine(h(x))).join('\n')}\n`;
      await write(
        out.units,
        lines((x) => ({ ...x, facility, unit })),
      );
      // A facility code of its own for each unit: 3001 unit 2 becomes facility 30012.
      await write(
        out.plants,
        lines((x) => ({ ...x, facility: facility * 10 + Number(unit) })),
      );
    }
  }
  await Promise.all(Object.values(out).map((s) => new Promise((r) => s.end(r))));
  return {
    units: { path: paths.units, rows, bytes: (await stat(paths.units)).size },
    plants: { path: paths.plants, rows, bytes: (await stat(paths.plants)).size },
  };
}

/** The documented EPA profile; for `plants`, without the unit column (one unit per plant). */
function profileOf(kind: Kind) {
  if (kind === 'units') return { ...EPA_HOURLY_PROFILE, name: 'EPA hourly (units)' };
  const columns: Partial<typeof EPA_HOURLY_PROFILE.columns> = { ...EPA_HOURLY_PROFILE.columns };
  delete columns.unit_id;
  return { ...EPA_HOURLY_PROFILE, name: 'EPA hourly (a plant a unit)', columns };
}

/**
 * POSTs a form with node:http, whose answer may take as long as it takes: fetch gives up on one
 * after 300 s, which a year's upload can take on a loaded machine.
 */
async function postForm(
  server: ServerProcess,
  path: string,
  cookie: string,
  form: FormData,
): Promise<Response> {
  const encoded = new Request(server.origin, { method: 'POST', body: form });
  const request = httpRequest(`${server.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      origin: server.origin,
      cookie,
    },
  });
  Readable.fromWeb(encoded.body! as WebReadableStream).pipe(request);
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), { status: response.statusCode });
}

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

interface Analysis {
  kpis: Record<string, unknown>;
  plants: { plant_id: number; units?: unknown[] }[];
}

/** GET /api/analysis for each query in turn: the server's own times (ms) and the last answer. */
async function timeAnalyses(server: ServerProcess, cookie: string, queries: string[]) {
  const since = server.stdout.length;
  let last: Analysis | undefined;
  let bytes = 0;
  for (const query of queries) {
    const res = await server.request(`/api/analysis${query}`, { cookie });
    if (res.status !== 200) throw new Error(`the analysis ${query}: ${res.status}`);
    const text = await res.text();
    bytes = Buffer.byteLength(text);
    last = JSON.parse(text) as Analysis;
  }
  // The request line is logged once the answer is sent.
  await pause(100);
  return { ms: serverTimes(server, '/api/analysis', since), last: last!, bytes };
}

/** One upload of a file to a fresh user of a freshly started server on an empty database. */
async function measure(kind: Kind, backend: string, file: File, dir: string, round: number) {
  const postgres = backend === 'postgres' ? await postgresSchema() : null;
  const dataDir = await mkdtemp(join(dir, 'data-'));
  // The server's connections are named, so that their backends' CPU time can be read.
  const applicationName = `sid-bench-units-${process.pid}`;
  const serverUrl = postgres ? new URL(postgres.url) : null;
  serverUrl?.searchParams.set('application_name', applicationName);
  const admin = postgres ? new pg.Client({ connectionString: postgres.url }) : null;
  await admin?.connect();
  const server = await startServer({
    args: CPU_PROFILE_DIR
      ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR, ...FROM_BUILD]
      : FROM_BUILD,
    dataDir,
    databaseUrl: serverUrl?.toString(),
    // A shared machine may take longer than a statement's usual bound to store a year.
    env: {
      MAX_UPLOAD_MB,
      WORK_TIMEOUT_S: '600',
      DB_STATEMENT_TIMEOUT_MS: '600000',
      DIGEST_CHECK_SECONDS: '0',
    },
  });
  try {
    const cookie = await signUp(server, `bench-units-${kind}-${Date.now()}@example.com`);
    const profile = await answer<{ id: string }>(
      await server.request('/api/import-profiles', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(profileOf(kind)),
      }),
      'saving the profile',
      201,
    );
    // The file goes from disk as fetch reads it: the client never holds it whole.
    const form = new FormData();
    form.set('file', await openAsBlob(file.path, { type: 'text/csv' }), `epa-${kind}.csv`);
    await pause(200);
    const since = server.stdout.length;
    const cpuBefore = cpuSeconds(server.pid);
    const meter = admin ? await backendCpuMeter(admin, applicationName) : null;
    const started = performance.now();
    let postgresCpuS: number | undefined;
    let entry: { rows: number };
    let clientS: number;
    try {
      const res = await postForm(server, `/api/files?profile=${profile.id}`, cookie, form);
      entry = await answer<{ rows: number }>(res, `the upload of the ${kind} file`, 201);
      clientS = (performance.now() - started) / 1000;
      await pause(100);
    } finally {
      postgresCpuS = await meter?.stop();
    }
    const cpuS = cpuSeconds(server.pid) - cpuBefore + (postgresCpuS ?? 0);
    const stored = logLines(server, since).find((l) => l.msg === 'upload stored') ?? {};
    const s = (key: string) => (typeof stored[key] === 'number' ? fixed(stored[key] / 1000) : '?');

    const year = Array.from(
      { length: UNCACHED_RANGES },
      (_, k) => `?from=${YEAR}-01-${String(1 + k).padStart(2, '0')}&to=${YEAR}-12-31`,
    );
    const uncached = await timeAnalyses(server, cookie, year);
    const cached = await timeAnalyses(server, cookie, Array(CACHED_REPEATS).fill(year[0]));
    const analysis = cached.last;
    const totals = Object.fromEntries(
      Object.entries(analysis.kpis).filter(
        (e): e is [string, number] => e[0].startsWith('total') && typeof e[1] === 'number',
      ),
    );
    const result: Measured = {
      kind,
      backend,
      clientS,
      serverS: (serverTimes(server, '/api/files', since)[0] ?? NaN) / 1000,
      stages: `receive ${s('receiveMs')}, check ${s('checkMs')}, store ${s('storeMs')}`,
      cpuS,
      uncachedMs: median(uncached.ms),
      cachedMs: median(cached.ms),
      totals,
      plants: analysis.plants.length,
      unitsListed: analysis.plants.reduce((n, p) => n + (p.units?.length ?? 0), 0),
    };
    console.log(
      `${backend} round ${round} ${kind} (${entry.rows} rows, ${result.plants} plants, ${result.unitsListed} units listed, pid ${server.pid}): ` +
        `upload client ${fixed(clientS)} s, server ${fixed(result.serverS)} s (${result.stages}), CPU ${fixed(cpuS)} s; ` +
        `analysis of the year (${cached.bytes} bytes) ${uncached.ms.map((ms) => fixed(ms, 0)).join(' ')} ms uncached, ${cached.ms.map((ms) => fixed(ms, 0)).join(' ')} ms cached`,
    );
    return result;
  } catch (error) {
    console.error(server.stdout.slice(-5).join('\n'));
    throw error;
  } finally {
    await stop(server);
    await admin?.end();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The largest relative difference between two analyses' totals, and where. */
function largestDifference(a: Measured, b: Measured): { share: number; where: string } {
  let worst = { share: 0, where: '' };
  for (const key of new Set([...Object.keys(a.totals), ...Object.keys(b.totals)])) {
    const x = a.totals[key];
    const y = b.totals[key];
    if (x === undefined || y === undefined) return { share: Infinity, where: key };
    const share = x === y ? 0 : Math.abs(x - y) / Math.max(Math.abs(x), Math.abs(y));
    if (share > worst.share) worst = { share, where: `${key}: ${x} against ${y}` };
  }
  return worst;
}

function summarise(backend: string, measured: Measured[]) {
  const units = measured.filter((m) => m.kind === 'units');
  const plants = measured.filter((m) => m.kind === 'plants');
  for (const u of units) {
    const diff = largestDifference(u, plants[0]!);
    if (!(diff.share < SAME_TOTAL)) {
      throw new Error(`the units' totals differ from the plants': ${diff.where}`);
    }
  }
  if (units.some((u) => u.plants !== FACILITIES || u.unitsListed !== UNITS)) {
    throw new Error(`the units' file did not give ${FACILITIES} plants of ${UNITS} units`);
  }
  // Pairs of the same round, which ran minutes apart.
  const ratio = (f: (m: Measured) => number) => median(units.map((u, k) => f(u) / f(plants[k]!)));
  const of = (list: Measured[], f: (m: Measured) => number) => median(list.map(f));
  const figures = (list: Measured[]) => ({
    uploadServerS: of(list, (m) => m.serverS),
    uploadClientS: of(list, (m) => m.clientS),
    uploadCpuS: of(list, (m) => m.cpuS),
    analysisUncachedMs: of(list, (m) => m.uncachedMs),
    analysisCachedMs: of(list, (m) => m.cachedMs),
  });
  const summary = {
    backend,
    rounds: units.length,
    units: figures(units),
    plants: figures(plants),
    ratios: {
      uploadServer: ratio((m) => m.serverS),
      uploadClient: ratio((m) => m.clientS),
      uploadCpu: ratio((m) => m.cpuS),
      analysisUncached: ratio((m) => m.uncachedMs),
      analysisCached: ratio((m) => m.cachedMs),
    },
    totalElectricityMWh: units[0]!.totals.totalElectricity,
  };
  const goal = (x: number) =>
    `${fixed(x)}x (goal <= ${GOAL_RATIO}x: ${x <= GOAL_RATIO ? 'PASS' : 'FAIL'})`;
  const r = summary.ratios;
  console.log(
    `${backend}: upload ${fixed(summary.units.uploadServerS)} s against ${fixed(summary.plants.uploadServerS)} s, ${goal(r.uploadServer)}, CPU ${fixed(r.uploadCpu)}x; ` +
      `range analysis uncached ${fixed(summary.units.analysisUncachedMs, 0)} ms against ${fixed(summary.plants.analysisUncachedMs, 0)} ms, ${goal(r.analysisUncached)}, ` +
      `cached ${fixed(summary.units.analysisCachedMs, 1)} ms against ${fixed(summary.plants.analysisCachedMs, 1)} ms, ${goal(r.analysisCached)}; totals equal`,
  );
  console.log(JSON.stringify(summary));
}

buildServerIfStale();
const filesDir = process.env.BENCH_FILES_DIR ? resolve(process.env.BENCH_FILES_DIR) : null;
const dir = await mkdtemp(join(tmpdir(), 'sid-bench-units-'));
try {
  const started = performance.now();
  if (filesDir) await mkdir(filesDir, { recursive: true });
  const files = await writeFiles(filesDir ?? dir);
  const mib = (bytes: number) => fixed(bytes / 2 ** 20, 1);
  console.log(
    `# Units: ${UNITS} units at ${FACILITIES} facilities x ${days().length} days of ${YEAR}, EPA's hourly layout through a profile, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => fixed(l, 1))
      .join(' ')}; ` +
      `units' file ${files.units.rows} rows (${files.units.bytes} bytes, ${mib(files.units.bytes)} MiB), ` +
      `a plant a unit ${files.plants.rows} rows (${files.plants.bytes} bytes, ${mib(files.plants.bytes)} MiB), ready in ${fixed((performance.now() - started) / 1000, 1)} s`,
  );
  if (ONLY) {
    await measure(ONLY, BACKENDS[0]!, files[ONLY], dir, 1);
  } else {
    for (const backend of BACKENDS) {
      const measured: Measured[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        // Alternating which goes first, so that neither always meets a machine just woken up.
        const order: Kind[] = round % 2 ? ['plants', 'units'] : ['units', 'plants'];
        for (const kind of order)
          measured.push(await measure(kind, backend, files[kind], dir, round));
      }
      summarise(backend, measured);
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
