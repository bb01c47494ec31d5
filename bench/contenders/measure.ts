// The child side of the benchmark: times one contender's work on one file inside its own
// process and prints one JSON line for the parent (bench/csv-pipeline.bench.ts).
import { performance } from 'node:perf_hooks';

/** What a contender reports: rows it produced and, optionally, its phases in ms. */
export interface WorkResult {
  rows: number;
  phases?: Record<string, number>;
}

/** The line a contender prints: work time, rows, phases and the process's peak RSS. */
export interface ContenderReport extends WorkResult {
  ms: number;
  maxRssMB: number;
}

/** Runs `work` on the file named by the first argument and prints its ContenderReport. */
export function measure(work: (file: string) => WorkResult): void {
  const file = process.argv[2];
  if (!file)
    throw new Error('usage: node bench/out/contenders/<name>.mjs FILE (built by npm run bench)');
  const start = performance.now();
  const result = work(file);
  const ms = performance.now() - start;
  // maxRSS is in kilobytes (KiB): the peak resident set of this whole process.
  const report: ContenderReport = {
    ms,
    ...result,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}
