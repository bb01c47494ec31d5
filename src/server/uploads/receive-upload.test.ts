import { describe, expect, it } from 'vitest';
import { FILE_PART_BYTES } from '../db/queries/file-contents';
import { ApiError } from '../http/api-error';
import { receiveUpload, type UploadSink } from './receive-upload';

const MiB = 1024 * 1024;

/** Chunks that are all there at once, as when a fast client's bytes wait in the socket. */
async function* buffered(chunks: Uint8Array[]) {
  yield* chunks;
}

const chunksOf = (count: number, size: number) =>
  Array.from({ length: count }, (_, i) => new Uint8Array(size).fill(i));

/**
 * A sink that keeps copies of what it is shown and what it writes, and the buffers it was given to
 * write; each write takes `writeMs`.
 */
function recordingSink(writeMs = 0) {
  const shown: Uint8Array[] = [];
  const parts: { part: number; bytes: Uint8Array }[] = [];
  const buffers = new Set<ArrayBufferLike>();
  const sink: UploadSink = {
    received: async (bytes) => void shown.push(bytes.slice()),
    async writeParts(written) {
      for (const { bytes } of written) buffers.add(bytes.buffer);
      await new Promise((resolve) => setTimeout(resolve, writeMs));
      for (const { part, bytes } of written) parts.push({ part, bytes: bytes.slice() });
    },
  };
  return { sink, shown, parts, buffers };
}

describe('receiveUpload', () => {
  it('writes every byte in order, in whole parts but the last, numbered from 0', async () => {
    const chunks = chunksOf(5, 700_000);
    const { sink, parts } = recordingSink();
    const size = await receiveUpload(buffered(chunks), () => null, sink);
    expect(size).toBe(3_500_000);
    expect(parts.map((p) => p.part)).toEqual([0, 1, 2, 3]);
    expect(parts.map((p) => p.bytes.byteLength)).toEqual([
      FILE_PART_BYTES,
      FILE_PART_BYTES,
      FILE_PART_BYTES,
      3_500_000 - 3 * FILE_PART_BYTES,
    ]);
    const written = Buffer.concat(parts.map((p) => p.bytes));
    expect(written.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('shows every byte once and in order, however the writes of its memory lag', async () => {
    for (const writeMs of [0, 3]) {
      // A socket's 64 KiB chunks: a part fills between two pauses.
      const chunks = chunksOf(200, 64 * 1024);
      const { sink, shown } = recordingSink(writeMs);
      await receiveUpload(buffered(chunks), () => null, sink);
      expect(shown.length).toBeGreaterThan(10);
      expect(Buffer.concat(shown).equals(Buffer.concat(chunks))).toBe(true);
    }
  });

  it('reads no further while 8 parts wait for the database, and answers once all are written', async () => {
    const { sink, parts } = recordingSink(5);
    let read = 0;
    let mostAhead = 0;
    async function* counted() {
      for (const chunk of chunksOf(40, MiB / 2)) {
        read += chunk.byteLength;
        mostAhead = Math.max(mostAhead, read / MiB - parts.length);
        yield chunk;
      }
    }
    await receiveUpload(counted(), () => null, sink);
    expect(parts).toHaveLength(20);
    expect(mostAhead).toBeLessThanOrEqual(8 + 1);
    const written = Buffer.concat(parts.map((p) => p.bytes));
    expect(written.equals(Buffer.concat(chunksOf(40, MiB / 2)))).toBe(true);
  });

  it('reads no further while the check of the bytes shown is behind', async () => {
    const { sink, shown } = recordingSink();
    let catchUp = () => {};
    const behind = new Promise<void>((resolve) => (catchUp = resolve));
    sink.received = async (bytes) => {
      shown.push(bytes.slice());
      if (shown.length === 1) await behind;
    };
    let read = 0;
    async function* counted() {
      for (const chunk of chunksOf(8, 64 * 1024)) {
        read += chunk.byteLength;
        yield chunk;
      }
    }
    const done = receiveUpload(counted(), () => null, sink);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first pause shows 256 KiB (4 chunks) and waits there.
    expect(read).toBe(4 * 64 * 1024);
    catchUp();
    expect(await done).toBe(8 * 64 * 1024);
    expect(Buffer.concat(shown).equals(Buffer.concat(chunksOf(8, 64 * 1024)))).toBe(true);
  });

  it('fills the buffers of written parts again instead of holding the whole file', async () => {
    const { sink, parts, buffers } = recordingSink(2);
    await receiveUpload(buffered(chunksOf(30, MiB)), () => null, sink);
    expect(parts).toHaveLength(30);
    expect(buffers.size).toBeLessThanOrEqual(8 + 2);
    expect(Buffer.concat(parts.map((p) => p.bytes)).equals(Buffer.concat(chunksOf(30, MiB)))).toBe(
      true,
    );
  });

  it('refuses the bytes where they pass the limit, and writes no part after that', async () => {
    const tooLarge = new ApiError(413, 'file_too_large', 'too large');
    const refusal = (size: number) => (size > 2.5 * MiB ? tooLarge : null);
    const { sink, parts } = recordingSink(20);
    await expect(receiveUpload(buffered(chunksOf(6, MiB)), refusal, sink)).rejects.toBe(tooLarge);
    const settled = parts.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(parts.length).toBe(settled);
    expect(settled).toBeLessThanOrEqual(2);
  });

  it('fails with the database error of a part, and writes none after it', async () => {
    const failure = new Error('disk full');
    const written: number[] = [];
    const sink: UploadSink = {
      received: async () => undefined,
      async writeParts(parts) {
        if (parts.some((p) => p.part === 1)) throw failure;
        written.push(...parts.map((p) => p.part));
      },
    };
    await expect(receiveUpload(buffered(chunksOf(8, MiB)), () => null, sink)).rejects.toBe(failure);
    expect(written).toEqual([0]);
  });

  it('lets other requests be answered while a burst of arrived bytes is copied', async () => {
    const events: string[] = [];
    setImmediate(() => events.push('another request answered'));
    const received = receiveUpload(
      buffered(chunksOf(16, MiB / 2)),
      () => null,
      recordingSink().sink,
    ).then(() => events.push('upload received'));
    await received;
    expect(events).toEqual(['another request answered', 'upload received']);
  });
});
