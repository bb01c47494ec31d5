// A PostgreSQL connection's answers read one socket read per turn of the event loop. Node reads a
// socket several times in a row before it lets timers and other requests run, and the driver
// parses every row of those reads at once: a fleet's rows held the event loop for long (issue 34
// §6, docs/benchmarks.md "Many plants"). Paused after each read and resumed on the next turn, the
// driver parses at most one read's rows before the loop answers others.
import type { Duplex } from 'node:stream';
import type pg from 'pg';

/** Paces the reads of a connected client's socket (see above). */
export function paceReads(client: pg.ClientBase): void {
  const { stream } = (client as pg.Client).connection;
  pace(stream);
}

/** Pauses `stream` after each chunk it gives and resumes it on the event loop's next turn. */
export function pace(stream: Duplex): void {
  let resuming = false;
  const resume = () => {
    resuming = false;
    // A socket that ended or was destroyed meanwhile has nothing more to read.
    if (!stream.destroyed) stream.resume();
  };
  stream.on('data', () => {
    stream.pause();
    if (resuming) return;
    resuming = true;
    setImmediate(resume);
  });
}
