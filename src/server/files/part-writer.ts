/**
 * Writes an upload's parts while more of them arrive, `together` at a time. `write` returns once
 * at most `ahead` parts wait to be written, so an upload arriving faster than the database writes
 * it waits for the database instead of piling up in memory. The first failed write fails this `write` or the next,
 * and `finished`; no part is started after it.
 */
export function createPartWriter(
  writePart: (part: number, bytes: Uint8Array) => Promise<void>,
  limits: { ahead: number; together: number },
) {
  const queue: { part: number; bytes: Uint8Array }[] = [];
  let nextPart = 0;
  let writing = 0;
  let failure: { error: unknown } | null = null;
  /** Called whenever a write ends. */
  const waiters = new Set<() => void>();

  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };
  const waitForAWrite = () => new Promise<void>((resolve) => waiters.add(resolve));

  function startWrites() {
    while (!failure && writing < limits.together && queue.length > 0) {
      const { part, bytes } = queue.shift()!;
      writing++;
      writePart(part, bytes)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          writing--;
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
      while (writing > 0 || (!failure && queue.length > 0)) await waitForAWrite();
      throwIfFailed();
    },

    /** No part waiting is started any more; returns once those being written are done. */
    async stop(): Promise<void> {
      failure ??= { error: new Error('The upload stopped') };
      queue.length = 0;
      while (writing > 0) await waitForAWrite();
    },
  };
}
