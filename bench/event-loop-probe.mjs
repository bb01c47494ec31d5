// Loaded into the benchmarked server with `--import` (bench:many-plants): each second its main
// thread prints one JSON line with the event loop's delay over that second (perf_hooks) and the
// most CPU it ran in one turn, and on
// SIGUSR2 it collects garbage (with --expose-gc) and prints its memory, so the benchmark reads
// both from the server's log without the server knowing it is measured.
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;

/**
 * The CPU time the main thread has run, ns (Linux: its schedstat; elsewhere NaN). On a machine
 * shared with other work a turn is also long while other processes hold the CPU: the CPU the
 * main thread spent between two ticks tells the server's own work apart from that wait.
 */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
function mainThreadCpuNs() {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
  } catch {
    return NaN;
  }
}

if (isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let lastCpu = mainThreadCpuNs();
  let maxTurnCpu = 0;
  setInterval(() => {
    const cpu = mainThreadCpuNs();
    maxTurnCpu = Math.max(maxTurnCpu, cpu - lastCpu);
    lastCpu = cpu;
  }, 10).unref();
  setInterval(() => {
    const line = {
      msg: 'event loop delay',
      p99Ms: delay.percentile(99) / NS_PER_MS,
      maxMs: delay.max / NS_PER_MS,
      // The most CPU the main thread ran between two ticks 10 ms apart (null: not known here).
      maxCpuMs: Number.isNaN(maxTurnCpu) ? null : maxTurnCpu / NS_PER_MS,
    };
    maxTurnCpu = 0;
    delay.reset();
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }, 1_000).unref();
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.stdout.write(`${JSON.stringify({ msg: 'memory after gc', rss, heapUsed })}\n`);
  });
}
