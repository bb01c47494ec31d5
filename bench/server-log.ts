// What the benchmarks read from the server's JSON log: its own time for each request.
import type { ServerProcess } from '@server/testing/spawn-server';

/** The 95th percentile of some times. */
export const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

/** The server's log lines since a line count, parsed (a line that is not JSON as {}). */
export function logLines(server: ServerProcess, since: number): Record<string, unknown>[] {
  return server.stdout.slice(since).map((l) => {
    try {
      return JSON.parse(l) as Record<string, unknown>;
    } catch {
      return {};
    }
  });
}

/** The server's own time (ms) for the requests it logged on a path since a line count. */
export function serverTimes(server: ServerProcess, path: string, since: number): number[] {
  return logLines(server, since)
    .filter((l) => l.msg === 'request' && l.path === path && typeof l.ms === 'number')
    .map((l) => l.ms as number);
}
