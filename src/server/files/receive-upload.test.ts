import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { receiveUpload } from './receive-upload';

const MiB = 1024 * 1024;

/** Chunks that are all there at once, as when a fast client's bytes wait in the socket. */
async function* buffered(chunks: Uint8Array[]) {
  yield* chunks;
}

const chunksOf = (count: number, size: number) =>
  Array.from({ length: count }, (_, i) => new Uint8Array(size).fill(i));

const ignore = () => undefined;

describe('receiveUpload', () => {
  it('keeps every byte in order, in shared memory a worker thread can read', async () => {
    const chunks = chunksOf(5, 300_000);
    const bytes = await receiveUpload(buffered(chunks), 1000, () => null, ignore);
    expect(bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Buffer.from(bytes).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('shows the bytes so far as they arrive, each time more of them, the last time all', async () => {
    const chunks = chunksOf(8, MiB / 4);
    const seen: Uint8Array[] = [];
    const bytes = await receiveUpload(
      buffered(chunks),
      2 * MiB,
      () => null,
      (soFar) => {
        seen.push(soFar);
      },
    );
    const lengths = seen.map((s) => s.byteLength);
    expect(lengths).toEqual(chunks.map((_, i) => (i + 1) * (MiB / 4)).concat(2 * MiB));
    expect(seen.at(-1)).toEqual(bytes);
  });

  it('refuses the bytes where they pass the limit', async () => {
    const tooLarge = new ApiError(413, 'file_too_large', 'too large');
    const refusal = (size: number) => (size > 2 * MiB ? tooLarge : null);
    await expect(receiveUpload(buffered(chunksOf(4, MiB)), 0, refusal, ignore)).rejects.toBe(
      tooLarge,
    );
  });

  it('lets other requests be answered while a burst of arrived bytes is copied', async () => {
    const events: string[] = [];
    setImmediate(() => events.push('another request answered'));
    const received = receiveUpload(
      buffered(chunksOf(16, MiB / 2)),
      8 * MiB,
      () => null,
      ignore,
    ).then(() => events.push('upload received'));
    await received;
    expect(events).toEqual(['another request answered', 'upload received']);
  });
});
