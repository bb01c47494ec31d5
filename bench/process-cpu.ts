// The CPU time a benchmark's server costs, read from /proc (Linux): its own process, per thread,
// and the PostgreSQL backends of its connections (found by their application_name). CPU time is
// less sensitive than wall time to other work on a shared machine.
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const CLOCK_TICKS = 100;

/** CPU seconds (user + system) of a process (all its threads) or, under /proc/PID/task, a thread. */
function cpuSecondsOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU seconds (user + system, all threads) a process has used. */
export function cpuSeconds(pid: number): number {
  return cpuSecondsOf(`/proc/${pid}/stat`);
}

/** CPU seconds of a process's main thread (its event loop, for Node) and of its other threads. */
export function mainThreadCpu(pid: number): { main: number; others: number } {
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    if (tid === String(pid)) continue;
    try {
      others += cpuSecondsOf(`/proc/${pid}/task/${tid}/stat`);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return { main: cpuSecondsOf(`/proc/${pid}/task/${pid}/stat`), others };
}

/** The CPU seconds of each PostgreSQL backend serving the server's connections, by process id. */
async function backendsCpu(
  admin: pg.Client,
  applicationName: string,
): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      out.set(pid, cpuSeconds(pid));
    } catch {
      // The backend ended meanwhile.
    }
  }
  return out;
}

/**
 * The CPU seconds the server's PostgreSQL backends use from now until `stop`, sampled every 50 ms
 * (its pool opens and closes connections): each backend's last figure less its first, a backend
 * opened meanwhile from 0.
 */
export async function backendCpuMeter(admin: pg.Client, applicationName: string) {
  const first = await backendsCpu(admin, applicationName);
  const last = new Map(first);
  const sample = async () => {
    for (const [pid, cpu] of await backendsCpu(admin, applicationName)) {
      if (!first.has(pid)) first.set(pid, 0);
      last.set(pid, cpu);
    }
  };
  let sampling = Promise.resolve();
  const timer = setInterval(() => (sampling = sampling.then(sample)), 50);
  return {
    async stop(): Promise<number> {
      clearInterval(timer);
      await (sampling = sampling.then(sample));
      return [...last].reduce((sum, [pid, cpu]) => sum + cpu - first.get(pid)!, 0);
    },
  };
}
