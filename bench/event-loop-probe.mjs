// Loaded into the benchmarked server with `--import` (bench:many-plants): each second its main
// thread prints one JSON line with the event loop's delay over that second (perf_hooks), and on
// SIGUSR2 it collects garbage (with --expose-gc) and prints its memory, so the benchmark reads
// both from the server's log without the server knowing it is measured.
import { isMainThread } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;

if (isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    const line = {
      msg: 'event loop delay',
      p99Ms: delay.percentile(99) / NS_PER_MS,
      maxMs: delay.max / NS_PER_MS,
    };
    delay.reset();
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }, 1_000).unref();
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.stdout.write(`${JSON.stringify({ msg: 'memory after gc', rss, heapUsed })}\n`);
  });
}
