import { setImmediate as nextTurn } from 'node:timers/promises';
import { FILE_PART_BYTES, type FilePart } from '../db/queries/file-contents';
import type { ApiError } from '../http/api-error';
import { createPartWriter } from './part-writer';
import { PartBuffers } from './part-buffers';

/**
 * How many bytes an upload copies before it lets the event loop answer other requests. Chunks
 * already buffered arrive as resolved promises, so without a pause a burst of them (20 uploads
 * arriving at once) was copied in one turn, in which no other request was answered. The
 * uploads paused together resume in the same turn: 20 of them copy 5 MiB before the next.
 */
const BYTES_PER_TURN = 256 * 1024;

/**
 * How many full parts may wait for the database before the upload stops reading (8 MiB): a client
 * faster than the database is held to its pace, and the server holds that much of the file at most
 * (ahead + 1 buffers). Two writes run at once, each of the parts waiting then (up to 4 in one
 * transaction): faster on PostgreSQL than one part after the other, and no slower on PGlite.
 */
const PARTS_IN_WRITE = { ahead: 8, together: 2, batch: 4 };

/** Bytes already whole, as the chunks of an upload. */
export async function* wholeChunks(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/** Where an upload's bytes go as they arrive. */
export interface UploadSink {
  /**
   * The bytes that arrived since the last call, in order: a view valid only during the call (its
   * memory takes later bytes). Resolves when the upload may read further bytes.
   */
  received(bytes: Uint8Array): Promise<void>;
  /** Writes parts of the bytes. */
  writeParts(parts: FilePart[]): Promise<void>;
}

/**
 * Reads an upload's bytes as they arrive into parts, shows the new bytes to `sink.received` at
 * each pause, when a part fills and at the end, and writes each part as it fills; refuses them (the
 * refusal's error) where they pass the size limit. Reads no further while the sink or the writes
 * are behind. Returns how many bytes there were, once every part is written.
 */
export async function receiveUpload(
  chunks: AsyncIterable<Uint8Array>,
  refusal: (size: number) => ApiError | null,
  sink: UploadSink,
): Promise<number> {
  const parts = new PartBuffers(FILE_PART_BYTES);
  const writer = createPartWriter(async (written) => {
    await sink.writeParts(written);
    for (const { bytes } of written) parts.release(bytes);
  }, PARTS_IN_WRITE);
  // Every view is handed over before the first wait: none is kept past its call.
  const showNew = () => Promise.all(parts.takeNew().map((bytes) => sink.received(bytes)));
  try {
    let sincePause = 0;
    for await (const chunk of chunks) {
      const tooLarge = refusal(parts.byteLength + chunk.byteLength);
      if (tooLarge) throw tooLarge;
      const full = parts.append(chunk);
      sincePause += chunk.byteLength;
      // A full part's bytes are shown before it is written: then its buffer may take new ones.
      if (full.length > 0) await showNew();
      if (sincePause >= BYTES_PER_TURN) {
        sincePause = 0;
        await showNew();
        await nextTurn();
      }
      for (const part of full) await writer.write(part);
    }
    await showNew();
    const last = parts.last();
    if (last) await writer.write(last);
    await writer.finished();
    return parts.byteLength;
  } catch (error) {
    await writer.stop();
    throw error;
  }
}
