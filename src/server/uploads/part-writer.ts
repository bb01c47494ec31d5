import type { FilePart } from '../db/queries/file-contents';

/**
 * Writes an upload's parts while more of them arrive, `together` writes at a time, each of the
 * parts waiting then (up to `batch`). `write` returns once at most `ahead` parts wait to be written,
 * so an upload arriving faster than the database writes it waits for the database instead of
 * piling up in memory. The first failed write fails this `write` or the next, and `finished`; no
 * part is started after it.
 */
export function createPartWriter(
  writeParts: (parts: FilePart[]) => Promise<void>,
  limits: { ahead: number; together: number; batch: number },
) {
  const queue: FilePart[] = [];
  let nextPart = 0;
  /** Parts being written. */
  let writing = 0;
  let writes = 0;
  let failure: { error: unknown } | null = null;
  /** Called whenever a write ends. */
  const waiters = new Set<() => void>();

  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };
  const waitForAWrite = () => new Promise<void>((resolve) => waiters.add(resolve));

  function startWrites() {
    while (!failure && writes < limits.together && queue.length > 0) {
      const parts = queue.splice(0, limits.batch);
      writes++;
      writing += parts.length;
      writeParts(parts)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          writes--;
          writing -= parts.length;
          startWrites();
          for (const wake of waiters) wake();
          waiters.clear();
        });
    }
  }

  return {
    async write(bytes: Uint8Array): Promise<void> {
      throwIfFailed();
      queue.push({ part: nextPart++, bytes });
      startWrites();
      while (!failure && queue.length + writing > limits.ahead) await waitForAWrite();
      throwIfFailed();
    },

    /** Every part written, or the first failure. */
    async finished(): Promise<void> {
      while (writes > 0 || (!failure && queue.length > 0)) await waitForAWrite();
      throwIfFailed();
    },

    /** No part waiting is started any more; returns once those being written are done. */
    async stop(): Promise<void> {
      failure ??= { error: new Error('The upload stopped') };
      queue.length = 0;
      while (writes > 0) await waitForAWrite();
    },
  };
}
