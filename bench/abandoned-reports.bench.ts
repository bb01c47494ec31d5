// Abandoned-reports benchmark (`npm run bench:abandoned`, issue 24 finding 2): is another user's
// PDF still served while one user piles up wide-range PDFs and gives up on them? The built server
// on PostgreSQL (a schema of its own), on loopback, with its default pool (WORKER_THREADS of this
// process's environment when set). Users A and B hold a few days of data each. In each of a few
// rounds: B's history PDF alone (median of a few runs); then 40 PDFs of A's history over the
// widest valid range, each abandoned by its client after 2-8 s, with B's PDF sent in their middle:
// B's time against its time alone in that round, A's answers, how long the server takes to finish
// them (from its request log), its peak RSS. The goal is judged on the median of the rounds, as one
// round on shared cores varies by half. Last, A's PDF of its data alone and over the wide range:
// the part of the cost that is the range. Bounded: a fixed number of requests, each phase timed out.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { num } from '@domain/format';
import { mulberry32, uniform } from '@domain/sample/prng';
import {
  FROM_BUILD,
  signUp,
  startServer,
  uploadCsv,
  type ServerProcess,
} from '@server/testing/spawn-server';
import { buildServerIfStale } from './build-server';
import { median } from './median';
import { postgresSchema } from './postgres-schema';
import { rssMiB } from './process-memory';

const DATA = { plants: 4, days: 3 };
const PDF = '/api/reports/compliance.pdf';
const WIDE = 'from=1990-01-01&to=2100-12-31';
const ABANDONED = 40;
const ABANDON_AFTER_S = [2, 8] as const;
const QUIET_RUNS = 5;
/** B's time alone and among A's abandoned PDFs, measured this many times in turn. */
const ROUNDS = 3;
/**
 * The first PDFs start the worker threads and warm their code (B's first 3 alone came down from
 * 2.5 s to 1 s); A's and B's at once, so that a second thread starts too when there is one.
 */
const WARM_UP_RUNS = 3;
const THREADS = process.env.WORKER_THREADS || undefined;
/** A bound on any one request, and on the server finishing the abandoned ones. */
const REQUEST_LIMIT_S = 240;
const DRAIN_LIMIT_S = 300;
const GOAL_RATIO = 2;
const GOAL_RSS_MIB = 1024;

/** What became of one request: its status, or that its client gave up or timed out first. */
type Outcome = number | 'abandoned' | 'timed out';

interface Timed {
  outcome: Outcome;
  seconds: number;
}

/** One round: B's PDFs alone, then A's abandoned ones with B's among them. */
interface Round {
  quietS: number;
  quietRuns: Timed[];
  quietRss: number;
  rssBefore: number;
  abandoned: Timed[];
  ofB: Timed;
  /** B's time among A's PDFs against its time alone. */
  ratio: number;
  drained: boolean;
  drainS: number;
  logged: number[];
  loadRss: number;
}

function tally(outcomes: readonly Outcome[]): string {
  const counts = new Map<Outcome, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  return [...counts].map(([o, n]) => `${n} x ${o}`).join(', ') || '-';
}

/** GET of a PDF read to its end, or given up after `abandonAfterS`. */
async function getPdf(
  server: ServerProcess,
  cookie: string,
  query: string,
  abandonAfterS = REQUEST_LIMIT_S,
): Promise<Timed> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const giveUp = AbortSignal.timeout(Math.round(abandonAfterS * 1000));
  try {
    const res = await server.request(`${PDF}?${query}`, { cookie, signal: giveUp });
    await res.arrayBuffer();
    return { outcome: res.status, seconds: seconds() };
  } catch (error) {
    if (!giveUp.aborted) throw error;
    return {
      outcome: abandonAfterS < REQUEST_LIMIT_S ? 'abandoned' : 'timed out',
      seconds: seconds(),
    };
  }
}

/** Peak RSS of the server while `work` runs, sampled every 50 ms. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
  try {
    const result = await work();
    return [result, Math.max(peak, rssMiB(pid))];
  } finally {
    clearInterval(sampler);
  }
}

/** The statuses the server logged for the PDF route, from its log file. */
async function loggedPdfStatuses(logFile: string): Promise<number[]> {
  const lines = (await readFile(logFile, 'utf8')).split('\n').filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number })
    .filter((l) => l.msg === 'request' && l.path === PDF)
    .map((l) => l.status!);
}

/** Resolves when the server has logged `count` PDF requests, or after `limitS` (then false). */
async function serverFinished(logFile: string, count: number, limitS: number): Promise<boolean> {
  const deadline = performance.now() + limitS * 1000;
  while (performance.now() < deadline) {
    if ((await loggedPdfStatuses(logFile)).length >= count) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-abandoned-'));
  const logFile = join(dataDir, 'server.log');
  const postgres = await postgresSchema();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      args: FROM_BUILD,
      dataDir,
      databaseUrl: postgres.url,
      logFile,
      env: THREADS ? { WORKER_THREADS: THREADS } : {},
    });
    const s = server;
    const users = [];
    for (const [name, seed] of [
      ['a', 1],
      ['b', 2],
    ] as const) {
      const cookie = await signUp(s, `bench-abandoned-${name}@example.com`);
      const stored = await uploadCsv(
        s,
        cookie,
        `${name}.csv`,
        generateSampleCsv({ ...DATA, seed }),
      );
      if (stored.status !== 201) throw new Error(`upload: ${stored.status} ${await stored.text()}`);
      users.push(cookie);
    }
    const [a, b] = users as [string, string];

    const warmUp = async () => {
      for (let i = 0; i < WARM_UP_RUNS; i++) {
        const both = await Promise.all([getPdf(s, a, ''), getPdf(s, b, '')]);
        if (both.some((r) => r.outcome !== 200)) throw new Error('a PDF failed');
      }
    };
    console.error(`A's and B's PDFs: ${WARM_UP_RUNS} to warm up`);
    await warmUp();
    const random = mulberry32(24);
    /** B's PDF alone, then among A's abandoned ones: one round of the comparison. */
    const round = async (): Promise<Round> => {
      console.error(`B's ${QUIET_RUNS} PDFs alone`);
      const [quietRuns, quietRss] = await withPeakRss(s.pid, async () => {
        const runs: Timed[] = [];
        for (let i = 0; i < QUIET_RUNS; i++) runs.push(await getPdf(s, b, ''));
        return runs;
      });
      if (quietRuns.some((r) => r.outcome !== 200)) throw new Error("B's PDF failed");

      console.error(`${ABANDONED} abandoned wide-range PDFs of A, B's PDF in their middle`);
      const rssBefore = rssMiB(s.pid);
      const loggedBefore = (await loggedPdfStatuses(logFile)).length;
      const loadStarted = performance.now();
      const [[abandoned, ofB, drained, drainS], loadRss] = await withPeakRss(s.pid, async () => {
        const sent: Promise<Timed>[] = [];
        let ofB: Promise<Timed> | undefined;
        for (let i = 0; i < ABANDONED; i++) {
          if (i === ABANDONED / 2) ofB = getPdf(s, b, '');
          sent.push(getPdf(s, a, WIDE, uniform(random, ...ABANDON_AFTER_S)));
        }
        const answers = await Promise.all([Promise.all(sent), ofB!]);
        const done = await serverFinished(logFile, loggedBefore + ABANDONED + 1, DRAIN_LIMIT_S);
        return [...answers, done, (performance.now() - loadStarted) / 1000] as const;
      });
      const logged = (await loggedPdfStatuses(logFile)).slice(loggedBefore);
      const quietS = median(quietRuns.map((r) => r.seconds));
      const ratio = ofB.outcome === 200 ? ofB.seconds / quietS : Infinity;
      return {
        quietS,
        quietRuns,
        quietRss,
        rssBefore,
        abandoned,
        ofB,
        ratio,
        drained,
        drainS,
        logged,
        loadRss,
      };
    };
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS && rounds.at(-1)?.drained !== false; i++) rounds.push(await round());
    const drained = rounds.at(-1)!.drained;

    let narrow: Timed | null = null;
    let wide: Timed | null = null;
    let wideRss = 0;
    if (drained) {
      // The threads of cancelled renders were ended: their replacements start and warm up first.
      console.error("A's PDF alone: of its data, then over the wide range");
      await warmUp();
      narrow = await getPdf(s, a, '');
      [wide, wideRss] = await withPeakRss(s.pid, () => getPdf(s, a, WIDE));
    }
    return { rounds, drained, narrow, wide, wideRss };
  } finally {
    // A server still working on abandoned requests would not stop gracefully within the bound.
    await server?.kill();
    await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

buildServerIfStale();

const loadAtStart = loadavg()[0]!;
const r = await run();
const ratios = r.rounds.map((x) => x.ratio);
const ratio = median(ratios);
const peakRss = Math.max(...r.rounds.map((x) => x.loadRss));
const each = (show: (x: Round) => string) => r.rounds.map(show).join('; ');
const seconds = (t: Timed | null) =>
  t ? `${t.seconds.toFixed(1)} s (${t.outcome})` : 'not run: the server did not finish';
const lines = [
  `## Abandoned-reports benchmark (PostgreSQL, loopback, WORKER_THREADS ${THREADS ?? 'default: cores - 1, at least 2'})`,
  '',
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
    `1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end. ` +
    `Users A and B: ${DATA.plants} plants x ${DATA.days} days each. The clients run on the same cores. ` +
    `${r.rounds.length} rounds, each figure given round by round.`,
  '',
  '| measure | figure |',
  '| --- | --- |',
  `| B's PDF alone, median of ${QUIET_RUNS} | ${each((x) => `${x.quietS.toFixed(2)} s (runs ${x.quietRuns.map((q) => q.seconds.toFixed(2)).join(', ')})`)}; peak RSS ${num(Math.max(...r.rounds.map((x) => x.quietRss)))} MiB |`,
  `| B's PDF among ${ABANDONED} abandoned ones of A | ${each((x) => `${seconds(x.ofB)}: ${x.ratio.toFixed(1)} x`)} |`,
  `| A's ${ABANDONED} PDFs (${WIDE}, given up after ${ABANDON_AFTER_S.join('-')} s) as the clients saw them | ${each((x) => tally(x.abandoned.map((y) => y.outcome)))} |`,
  `| A's and B's, as the server logged them | ${each((x) => tally(x.logged))} |`,
  `| the server done with them all after | ${each((x) => (x.drained ? `${x.drainS.toFixed(1)} s` : `not within ${DRAIN_LIMIT_S} s`))} |`,
  `| server RSS before, peak meanwhile | ${each((x) => `${num(x.rssBefore)} MiB, ${num(x.loadRss)} MiB`)} |`,
  `| A's PDF alone, of its data | ${seconds(r.narrow)} |`,
  `| A's PDF alone, ${WIDE} | ${seconds(r.wide)}, peak RSS ${num(r.wideRss)} MiB |`,
  '',
  '### Goals',
  `- B's PDF within ${GOAL_RATIO} x its time alone (median of the rounds): ${ratio.toFixed(1)} x: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`,
  `- server peak RSS under ${GOAL_RSS_MIB} MiB: ${num(peakRss)} MiB: ${peakRss < GOAL_RSS_MIB ? 'met' : 'NOT met'}`,
  `- A's requests past the line answered 503: ${each((x) => `${x.abandoned.filter((y) => y.outcome === 503).length} of ${ABANDONED}`)}`,
];
console.log(lines.join('\n'));
