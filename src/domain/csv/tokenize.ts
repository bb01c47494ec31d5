// RFC 4180 record splitting over bytes, so a 100 MB file is never turned into one string per cell.

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** The cells of one record: byte ranges into the buffer it was read from. */
export class RecordFields {
  count = 0;
  start = new Int32Array(16);
  end = new Int32Array(16);
  /** 1 when the cell was quoted and holds escaped quotes ("") that must be unescaped. */
  escaped = new Uint8Array(16);
  /** The number read from each numeric cell (NaN when it holds none), filled by the parser. */
  value = new Float64Array(16);
  /** A closing quote followed by other characters, or a quote never closed. */
  malformed = false;
  /** Physical lines the record spans (quoted line breaks included). */
  lines = 1;

  push(start: number, end: number, escaped: boolean): void {
    if (this.count === this.start.length) this.grow();
    this.start[this.count] = start;
    this.end[this.count] = end;
    this.escaped[this.count] = escaped ? 1 : 0;
    this.count++;
  }

  /** Makes room for at least `cells` cells. */
  reserve(cells: number): void {
    while (this.start.length < cells) this.grow();
  }

  private grow(): void {
    const n = this.start.length * 2;
    const s = new Int32Array(n);
    s.set(this.start);
    const e = new Int32Array(n);
    e.set(this.end);
    const q = new Uint8Array(n);
    q.set(this.escaped);
    const v = new Float64Array(n);
    v.set(this.value);
    this.start = s;
    this.end = e;
    this.escaped = q;
    this.value = v;
  }
}

/** Position after the record, or -1 when the buffer ends inside the record and more bytes may follow. */
export type ReadResult = number;

/**
 * Reads one record starting at `pos` into `out`. At the end of the input (`final`), a record
 * without a trailing line break is complete; otherwise it is left for the next chunk.
 */
export function readRecord(
  data: Uint8Array,
  pos: number,
  delimiter: number,
  final: boolean,
  out: RecordFields,
): ReadResult {
  const len = data.length;
  out.count = 0;
  out.malformed = false;
  out.lines = 1;
  let i = pos;
  for (;;) {
    if (i < len && data[i] === QUOTE) {
      let j = i + 1;
      let escaped = false;
      for (;;) {
        if (j >= len) {
          if (!final) return -1;
          out.malformed = true;
          break;
        }
        const c = data[j];
        if (c === QUOTE) {
          if (j + 1 >= len && !final) return -1;
          if (data[j + 1] === QUOTE) {
            escaped = true;
            j += 2;
            continue;
          }
          break;
        }
        if (c === LF) out.lines++;
        j++;
      }
      out.push(i + 1, Math.min(j, len), escaped);
      i = j + 1;
      // Anything between the closing quote and the next delimiter or line end is malformed.
      while (i < len) {
        const c = data[i];
        if (c === delimiter || c === LF || (c === CR && data[i + 1] === LF)) break;
        if (c !== CR && c !== 0x20 && c !== 0x09) out.malformed = true;
        i++;
      }
    } else {
      const fieldStart = i;
      while (i < len) {
        const c = data[i];
        if (c === delimiter || c === LF) break;
        i++;
      }
      let fieldEnd = i;
      if (fieldEnd > fieldStart && data[fieldEnd - 1] === CR && (i >= len || data[i] === LF)) {
        fieldEnd--;
      }
      if (i >= len && !final) return -1;
      out.push(fieldStart, fieldEnd, false);
    }
    if (i >= len) {
      if (!final) return -1;
      return len;
    }
    if (data[i] === LF) return i + 1;
    // CR of a CRLF after a quoted field
    if (data[i] === CR) return i + 2;
    i++; // delimiter
  }
}

const decoder = new TextDecoder('utf-8');

/** The text of the bytes `[start, end)`, with RFC 4180 escaped quotes unescaped when `escaped`. */
export function decodeCell(data: Uint8Array, start: number, end: number, escaped: boolean): string {
  const text = decoder.decode(data.subarray(start, end));
  return escaped ? text.replaceAll('""', '"') : text;
}

/** The text of cell `k`, with RFC 4180 escaped quotes unescaped. */
export function cellText(data: Uint8Array, f: RecordFields, k: number): string {
  return decodeCell(data, f.start[k]!, f.end[k]!, f.escaped[k] === 1);
}
