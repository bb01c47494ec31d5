import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ApiError } from '../http/api-error';
import { SharedBytes } from './shared-bytes';

/**
 * How many bytes an upload copies before it lets the event loop answer other requests. Chunks
 * already buffered arrive as resolved promises, so without a pause a burst of them (20 uploads
 * arriving at once) was copied in one turn: up to 0.4 s in which no other request was answered,
 * mostly the first touch of the fresh shared memory (about 5 ms a MiB on a shared machine). The
 * uploads paused together resume in the same turn: 20 of them copy 5 MiB before the next.
 */
const BYTES_PER_TURN = 256 * 1024;

/**
 * Reads an upload's bytes as they arrive into one buffer of shared memory; refuses them (the
 * refusal's error) where they pass the size limit. `received` is shown the bytes so far at each
 * pause and at the end.
 */
export async function receiveUpload(
  chunks: AsyncIterable<Uint8Array>,
  expectedBytes: number,
  refusal: (size: number) => ApiError | null,
  received: (soFar: Uint8Array) => void,
): Promise<Uint8Array> {
  const bytes = new SharedBytes(expectedBytes);
  let sincePause = 0;
  for await (const chunk of chunks) {
    const tooLarge = refusal(bytes.byteLength + chunk.byteLength);
    if (tooLarge) throw tooLarge;
    bytes.append(chunk);
    sincePause += chunk.byteLength;
    if (sincePause >= BYTES_PER_TURN) {
      sincePause = 0;
      received(bytes.bytes());
      await nextTurn();
    }
  }
  received(bytes.bytes());
  return bytes.bytes();
}
