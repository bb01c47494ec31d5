// Benchmark of CSV ingestion (`npm run bench`): on generated files of about 10 MB and 100 MB,
// the whole pipeline (parse + validate + analyse) against Papa Parse, a split/parseFloat loop
// and a newline scan (the floor). Each contender runs as its own process, three times per file.
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { once } from 'node:events';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { generateSampleChunks, type SampleOptions } from '@domain/sample/generate-sample';
import type { ContenderReport } from './contenders/measure';
import { median } from './median';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const OUT = join(ROOT, 'bench', 'out');
const MB = 1024 * 1024;
const REPEATS = 3;

// A year of hourly rows: 12 plants x 8,760 h ≈ 105,000 rows ≈ 10 MB; 120 plants ≈ 1.05 M rows ≈ 100 MB.
const FILES: readonly { label: string; options: Required<SampleOptions> }[] = [
  { label: '10 MB', options: { plants: 12, days: 365, seed: 42, start: '2025-01-01' } },
  { label: '100 MB', options: { plants: 120, days: 365, seed: 42, start: '2025-01-01' } },
];

const CONTENDERS = [
  'newline-scan',
  'split-loop',
  'papaparse',
  'pipeline',
  'pipeline-stream',
] as const;
type Contender = (typeof CONTENDERS)[number];
/** Contenders that need the domain parser and analysis. */
const DOMAIN_CONTENDERS: readonly Contender[] = ['pipeline', 'pipeline-stream'];

/** The issue's goals. */
const GOAL_RATIO_TO_PAPA = 0.25;
const GOAL_100MB_MS = 1500;
const GOAL_RSS_PER_FILE_SIZE = 2;
/** Time per byte on the large file within this factor of the small file's counts as linear. */
const GOAL_LINEARITY_MAX = 1.25;

interface Run extends ContenderReport {
  wallMs: number;
}

interface Row {
  file: string;
  sizeMB: number;
  contender: Contender;
  rows: number;
  medianMs: number;
  medianWallMs: number;
  mbPerS: number;
  ratioToPapa: number | null;
  peakRssMB: number;
  rssPerFileSize: number;
  /** (peak RSS - the startup baseline's) / file size: what the work itself holds. */
  netRssPerFileSize: number;
  phases?: Record<string, number>;
  runs: Run[];
}

/** Writes the sample file unless it exists (its name holds every option), streaming day by day. */
async function ensureFile(options: Required<SampleOptions>): Promise<string> {
  const path = join(
    OUT,
    `sample-p${options.plants}-d${options.days}-s${options.seed}-${options.start}.csv`,
  );
  if (existsSync(path)) return path;
  const partial = `${path}.partial`;
  const out = createWriteStream(partial);
  for (const chunk of generateSampleChunks(options)) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  renameSync(partial, path);
  return path;
}

/**
 * Bundles each contender to plain JavaScript, as the server will run built code: a TypeScript
 * loader in the measured process would add its own memory and start-up to every figure.
 */
async function bundleContenders(names: readonly string[]): Promise<void> {
  await build({
    entryPoints: names.map((n) => join(ROOT, 'bench', 'contenders', `${n}.ts`)),
    outdir: join(OUT, 'contenders'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
  });
}

/** Runs one contender on one file in a fresh process; its report plus the wall time seen here. */
async function runContender(contender: Contender | 'startup', file: string): Promise<Run> {
  const script = join(OUT, 'contenders', `${contender}.mjs`);
  const start = performance.now();
  const child = spawn(process.execPath, [script, file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  const wallMs = performance.now() - start;
  if (code !== 0) throw new Error(`${contender} exited with ${code}: ${stderr.trim()}`);
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as ContenderReport;
  return { ...report, wallMs };
}

/** Whether the parser and the analysis (with everything they import) load yet. */
async function domainAvailable(): Promise<boolean> {
  try {
    await import('@domain/csv/parse');
    await import('@domain/completion/analyze');
    return true;
  } catch {
    return false;
  }
}

function fmt(n: number | null, decimals: number): string {
  return n === null ? '-' : n.toFixed(decimals);
}

function table(rows: readonly Row[]): string {
  const head = [
    'file MB',
    'contender',
    'median ms',
    'wall ms',
    'MB/s',
    'vs Papa',
    'peak RSS MB',
    'RSS/size',
  ];
  const body = rows.map((r) => [
    fmt(r.sizeMB, 1),
    r.contender,
    fmt(r.medianMs, 0),
    fmt(r.medianWallMs, 0),
    fmt(r.mbPerS, 0),
    fmt(r.ratioToPapa, 3),
    fmt(r.peakRssMB, 0),
    fmt(r.rssPerFileSize, 2),
    fmt(r.netRssPerFileSize, 2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const benchStart = performance.now();
  const withDomain = await domainAvailable();
  const contenders = CONTENDERS.filter((c) => withDomain || !DOMAIN_CONTENDERS.includes(c));
  if (contenders.length < CONTENDERS.length) {
    console.log('The domain parser or analysis is missing: running the other contenders only.');
  }

  await bundleContenders([...contenders, 'startup']);
  const files: { label: string; path: string; bytes: number }[] = [];
  for (const f of FILES) {
    const t = performance.now();
    const path = await ensureFile(f.options);
    const bytes = statSync(path).size;
    files.push({ label: f.label, path, bytes });
    console.log(
      `${relative(ROOT, path)}: ${(bytes / MB).toFixed(1)} MB (${f.options.plants} plants x ${f.options.days} days x 24 h), ready in ${(performance.now() - t).toFixed(0)} ms`,
    );
  }

  const startupRuns: Run[] = [];
  for (let rep = 0; rep < REPEATS; rep++)
    startupRuns.push(await runContender('startup', files[0]!.path));
  const baseline = {
    rssMB: median(startupRuns.map((r) => r.maxRssMB)),
    wallMs: median(startupRuns.map((r) => r.wallMs)),
  };

  const rows: Row[] = [];
  for (const file of files) {
    const runs = new Map<Contender, Run[]>(contenders.map((c) => [c, []]));
    // Interleaved repeats, so a slow moment of the machine does not fall on one contender only.
    for (let rep = 0; rep < REPEATS; rep++) {
      for (const c of contenders) runs.get(c)!.push(await runContender(c, file.path));
    }
    const sizeMB = file.bytes / MB;
    const papaMs = runs.has('papaparse') ? median(runs.get('papaparse')!.map((r) => r.ms)) : null;
    for (const c of contenders) {
      const rs = runs.get(c)!;
      const medianMs = median(rs.map((r) => r.ms));
      const peakRssMB = Math.max(...rs.map((r) => r.maxRssMB));
      const phaseNames = Object.keys(rs[0]!.phases ?? {});
      rows.push({
        file: file.label,
        sizeMB,
        contender: c,
        rows: rs[0]!.rows,
        medianMs,
        medianWallMs: median(rs.map((r) => r.wallMs)),
        mbPerS: sizeMB / (medianMs / 1000),
        ratioToPapa: papaMs === null ? null : medianMs / papaMs,
        peakRssMB,
        rssPerFileSize: peakRssMB / sizeMB,
        netRssPerFileSize: (peakRssMB - baseline.rssMB) / sizeMB,
        ...(phaseNames.length > 0
          ? {
              phases: Object.fromEntries(
                phaseNames.map((p) => [p, median(rs.map((r) => r.phases![p]!))]),
              ),
            }
          : {}),
        runs: rs,
      });
    }
  }

  console.log(
    `\nMedian of ${REPEATS} runs per contender; "median ms" is the work measured inside the process ` +
      '(reading the file included), "wall ms" the whole process (Node start and work; contenders are bundled to plain JavaScript) seen by the parent. MB = 2^20 bytes.\n',
  );
  console.log(
    `Baseline (a process that starts Node and does nothing): ${baseline.rssMB.toFixed(0)} MB RSS, ` +
      `${baseline.wallMs.toFixed(0)} ms wall; "net RSS/size" subtracts it.\n`,
  );
  console.log(table(rows));

  const phaseLines = rows
    .filter((r) => r.phases)
    .map(
      (r) =>
        `  ${r.file} ${r.contender}: ` +
        Object.entries(r.phases!)
          .map(([p, ms]) => `${p} ${ms.toFixed(0)} ms`)
          .join(', '),
    );
  if (phaseLines.length > 0) console.log(`\nPhases (median):\n${phaseLines.join('\n')}`);

  const [small, large] = files;
  const linearity: Record<string, number> = {};
  for (const c of contenders) {
    const a = rows.find((r) => r.file === small!.label && r.contender === c)!;
    const b = rows.find((r) => r.file === large!.label && r.contender === c)!;
    linearity[c] = b.medianMs / a.medianMs / (large!.bytes / small!.bytes);
  }
  console.log(
    `\nLinearity (100 MB time / 10 MB time / size ratio; 1.00 = linear):\n` +
      contenders.map((c) => `  ${c}: ${linearity[c]!.toFixed(2)}`).join('\n'),
  );

  const goals: { goal: string; value: string; pass: boolean }[] = [];
  const pipelineRows = rows.filter((r) => r.contender === 'pipeline');
  for (const r of pipelineRows) {
    goals.push({
      goal: `${r.file}: pipeline / Papa Parse <= ${GOAL_RATIO_TO_PAPA}`,
      value: fmt(r.ratioToPapa, 3),
      pass: r.ratioToPapa !== null && r.ratioToPapa <= GOAL_RATIO_TO_PAPA,
    });
  }
  for (const c of DOMAIN_CONTENDERS.filter((d) => contenders.includes(d))) {
    const r = rows.find((x) => x.file === large!.label && x.contender === c)!;
    goals.push({
      goal: `${r.file}: ${c} under ${GOAL_100MB_MS} ms`,
      value: `${r.medianMs.toFixed(0)} ms`,
      pass: r.medianMs < GOAL_100MB_MS,
    });
    goals.push({
      goal: `${r.file}: ${c} peak RSS under ${GOAL_RSS_PER_FILE_SIZE}x the file size`,
      value: `${r.rssPerFileSize.toFixed(2)}x`,
      pass: r.rssPerFileSize < GOAL_RSS_PER_FILE_SIZE,
    });
    goals.push({
      goal: `${c}: cost grows linearly (ratio <= ${GOAL_LINEARITY_MAX})`,
      value: linearity[c]!.toFixed(2),
      pass: linearity[c]! <= GOAL_LINEARITY_MAX,
    });
  }
  if (goals.length > 0) {
    console.log(
      `\nGoals:\n${goals.map((g) => `  ${g.pass ? 'PASS' : 'FAIL'}  ${g.goal}: ${g.value}`).join('\n')}`,
    );
  }

  const resultsPath = join(OUT, 'results.json');
  writeFileSync(
    resultsPath,
    `${JSON.stringify(
      {
        node: process.version,
        repeats: REPEATS,
        baseline,
        files: files.map((f) => ({ label: f.label, path: relative(ROOT, f.path), bytes: f.bytes })),
        rows,
        linearity,
        goals,
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `\nResults written to ${relative(ROOT, resultsPath)}; total ${((performance.now() - benchStart) / 1000).toFixed(1)} s.`,
  );
}

await main();
