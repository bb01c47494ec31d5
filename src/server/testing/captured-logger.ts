// Test helper: a logger writing into an array of JSON lines, as the server writes them to stdout.
import { Writable } from 'node:stream';
import { createLogger } from '../logger';

/** A logger at `info` whose lines land in `lines`, one JSON text each. */
export function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}
