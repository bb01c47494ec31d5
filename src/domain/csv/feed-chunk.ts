// How a streaming reader takes its next chunk: the record the chunk before left unfinished is
// completed first, then the chunk is read where it lies.
import { concatBytes } from './concat-bytes';

const LF = 0x0a;

/**
 * Hands `chunk` to `consume` (which reads the complete records of what it is given and returns
 * where the unread rest begins) after `leftover`, the unfinished record of the chunk before; returns
 * the new unfinished record, a copy (the caller may refill its buffer), or null. Only the leftover
 * and the chunk's first line are joined: joining the whole chunk copied every byte of a file once
 * more. A record that goes on past that line (a quoted line break) is joined with the rest.
 */
export function feedChunk(
  leftover: Uint8Array | null,
  chunk: Uint8Array,
  consume: (data: Uint8Array) => number,
): Uint8Array | null {
  let data = chunk;
  if (leftover && leftover.length > 0) {
    const eol = chunk.indexOf(LF);
    const head = eol < 0 ? chunk.length : eol + 1;
    const joint = concatBytes(leftover, chunk.subarray(0, head));
    const rest = joint.subarray(consume(joint));
    if (head === chunk.length) return rest.length > 0 ? rest : null;
    data = rest.length > 0 ? concatBytes(rest, chunk.subarray(head)) : chunk.subarray(head);
  }
  const pos = consume(data);
  return pos < data.length ? data.slice(pos) : null;
}
