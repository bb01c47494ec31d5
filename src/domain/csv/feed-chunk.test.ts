import { describe, expect, it } from 'vitest';
import { feedChunk } from './feed-chunk';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A reader of whole lines that notes each line and each array it was handed. */
function lineReader() {
  const lines: string[] = [];
  const handed: Uint8Array[] = [];
  const consume = (data: Uint8Array): number => {
    handed.push(data);
    let pos = 0;
    for (let eol = data.indexOf(0x0a); eol >= 0; eol = data.indexOf(0x0a, pos)) {
      lines.push(decode(data.subarray(pos, eol)));
      pos = eol + 1;
    }
    return pos;
  };
  return { lines, handed, consume };
}

const text =
  Array.from({ length: 40 }, (_, i) => `row ${i},${'x'.repeat(i % 7)}`).join('\n') + '\n';

describe('feedChunk: a chunk fed after the unfinished record of the one before', () => {
  it('reads the same records whatever the chunk boundaries, the buffer refilled each time', () => {
    const bytes = encode(text);
    for (const size of [1, 2, 5, 13, 64, bytes.length]) {
      const reader = lineReader();
      const buffer = new Uint8Array(size);
      let leftover: Uint8Array | null = null;
      for (let at = 0; at < bytes.length; at += size) {
        const part = bytes.subarray(at, at + size);
        buffer.set(part);
        leftover = feedChunk(leftover, buffer.subarray(0, part.length), reader.consume);
      }
      expect(reader.lines).toEqual(text.trimEnd().split('\n'));
      expect(leftover).toBeNull();
    }
  });

  it('copies only the unfinished record and the first line of the next chunk, not the chunk', () => {
    const bytes = encode(text);
    const reader = lineReader();
    const first = bytes.subarray(0, 100);
    const second = bytes.subarray(100);
    const leftover = feedChunk(null, first, reader.consume);
    expect(leftover).not.toBeNull();
    feedChunk(leftover, second, reader.consume);
    const copies = reader.handed.filter((data) => data.buffer !== bytes.buffer);
    expect(copies.map(decode)).toEqual([decode(leftover!) + decode(second).split('\n')[0] + '\n']);
  });

  it('keeps a record that the first line does not finish (a quoted line break) for the rest', () => {
    const seen: string[] = [];
    // A reader whose one record ends at "end\n" only.
    const consume = (data: Uint8Array): number => {
      const at = decode(data).indexOf('end\n');
      if (at < 0) return 0;
      seen.push(decode(data.subarray(0, at + 4)));
      return at + 4;
    };
    let leftover = feedChunk(null, encode('"a\n'), consume);
    leftover = feedChunk(leftover, encode('b\nc" end\nnext'), consume);
    expect(seen).toEqual(['"a\nb\nc" end\n']);
    expect(decode(leftover!)).toBe('next');
  });
});
