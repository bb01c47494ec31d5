// CLI start-up benchmark (`npm run bench:cli`, issue 12): the wall time of `sid help` and of
// `sid validate` on the sample file, each against a bare `node -e 0` run alternately with it, so
// that the ratio holds while the machine's speed drifts. The npm script builds a stale bundle first:
// bin/sid.js would otherwise run the TypeScript through tsx.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { median } from './median';

const PAIRS = 20;
/** Pairs run first and not counted: they bring the files into the page cache. */
const WARMUP_PAIRS = 2;
const BASELINE = ['-e', '0'];
/** Each command, with the goal for its median wall time where it sets one. */
const COMMANDS: { args: string[]; goalMs?: number }[] = [
  { args: ['bin/sid.js', 'help'], goalMs: 80 },
  { args: ['bin/sid.js', 'validate', 'public/sample_data.csv'] },
];

/** The wall time of one `node ARGS` process, in ms; its output is thrown away. */
function wallMs(args: string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: 'ignore' });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
  return ms;
}

/** `count` alternating runs of the command and of the baseline: their wall times in ms. */
function pairs(args: string[], count: number) {
  const command: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < count; i++) {
    command.push(wallMs(args));
    baseline.push(wallMs(BASELINE));
  }
  return { command, baseline };
}

const fixed = (x: number, digits = 0) => x.toFixed(digits);

console.log(
  `Node ${process.version}, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}; ` +
    `${PAIRS} pairs of each command and node -e 0, wall time`,
);
console.log(
  '| command | median ms | node -e 0 median ms | ratio, median of pairs | over node -e 0, median ms |',
);
console.log('| --- | --- | --- | --- | --- |');
const goals: string[] = [];
for (const { args, goalMs } of COMMANDS) {
  pairs(args, WARMUP_PAIRS);
  const { command, baseline } = pairs(args, PAIRS);
  const ms = median(command);
  const ratio = median(command.map((c, i) => c / baseline[i]!));
  const over = median(command.map((c, i) => c - baseline[i]!));
  const name = `node ${args.join(' ')}`;
  console.log(
    `| ${name} | ${fixed(ms)} | ${fixed(median(baseline))} | ${fixed(ratio, 2)} | ${fixed(over)} |`,
  );
  if (goalMs !== undefined) {
    goals.push(
      `${name}: median ${fixed(ms)} ms, goal under ${goalMs} ms: ${ms < goalMs ? 'met' : 'NOT met'}`,
    );
  }
}
// The goals count Node's own start, which depends on the machine: the ratio and the time over
// node -e 0 say what sid adds to it.
for (const goal of goals) console.log(goal);
