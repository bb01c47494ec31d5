/**
 * Writes an upload's parts one at a time, in order, while more of them arrive. `write` returns
 * once at most `ahead` parts wait to be written, so an upload arriving faster than the database
 * writes it waits for the database instead of piling up in memory. The first failed write fails
 * this `write` or the next, and `finished`; the parts after it are not written.
 */
export function createPartWriter(
  writePart: (part: number, bytes: Uint8Array) => Promise<void>,
  ahead: number,
) {
  let written = Promise.resolve();
  let nextPart = 0;
  let waiting = 0;
  let failure: { error: unknown } | null = null;
  let room: (() => void) | null = null;

  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };

  return {
    async write(bytes: Uint8Array): Promise<void> {
      throwIfFailed();
      const part = nextPart++;
      waiting++;
      written = written.then(async () => {
        try {
          if (!failure) await writePart(part, bytes);
        } catch (error) {
          failure = { error };
        } finally {
          waiting--;
          room?.();
          room = null;
        }
      });
      if (waiting > ahead) await new Promise<void>((resolve) => (room = resolve));
      throwIfFailed();
    },

    /** Every part written, or the first failure. */
    async finished(): Promise<void> {
      await written;
      throwIfFailed();
    },

    /** No part waiting is written any more; returns once the one being written is done. */
    async stop(): Promise<void> {
      failure ??= { error: new Error('The upload stopped') };
      await written;
    },
  };
}
