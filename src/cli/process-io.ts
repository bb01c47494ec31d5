// The real process behind `CliIo`.
import { once } from 'node:events';
import type { CliIo } from './cli-io';

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The real process: stdout with backpressure, stderr, the system clock. */
export function processIo(): CliIo {
  // A closed stdout (`sid sample | head`) emits EPIPE as an event: keep it for the next write.
  let stdoutError: Error | null = null;
  process.stdout.on('error', (e) => (stdoutError = e));
  return {
    async out(text) {
      if (stdoutError) throw stdoutError;
      if (!process.stdout.write(text)) await once(process.stdout, 'drain');
    },
    err(text) {
      process.stderr.write(text);
    },
    today() {
      const d = new Date();
      return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
    },
    clock() {
      return new Date().toISOString();
    },
    env(name) {
      return process.env[name];
    },
  };
}
