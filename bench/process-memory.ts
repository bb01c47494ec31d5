import { readFileSync } from 'node:fs';

/** A process's resident memory in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A process's peak resident memory since it started in MiB (VmHWM, from /proc, Linux). */
export function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}
