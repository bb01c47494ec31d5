// PostgreSQL's binary COPY format (the same on PGlite): each value is its bytes, so a float8 is
// exact by construction and nothing is formatted or parsed: far cheaper to write than COPY text
// (each number made into its own string) or JSON, and cheaper for PGlite to read. Apart from the statement
// (copy-rows.ts), so that a worker thread can write rows without loading the query builder.

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]; // PGCOPY\n\377\r\n\0
/** The signature, the flags (none) and the header extension's length (none). */
const HEADER_BYTES = SIGNATURE.length + 4 + 4;
const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

/** Rows of the same columns, their fields back to back; row i's fields end at `rowEnds[i]`. */
export interface CopyFields {
  bytes: Uint8Array<ArrayBuffer>;
  rowEnds: Uint32Array<ArrayBuffer>;
  columns: number;
}

/** Appends fields row by row into one growing buffer. */
export class CopyFieldsWriter {
  #bytes = new Uint8Array(64 * 1024);
  #view = new DataView(this.#bytes.buffer);
  #length = 0;
  #rowEnds: number[] = [];
  #texts = new Map<string, Uint8Array>();
  readonly #encoder = new TextEncoder();

  constructor(readonly columns: number) {}

  #room(bytes: number): number {
    const at = this.#length;
    if (at + bytes > this.#bytes.byteLength) {
      const grown = new Uint8Array(Math.max(at + bytes, this.#bytes.byteLength * 2));
      grown.set(this.#bytes.subarray(0, at));
      this.#bytes = grown;
      this.#view = new DataView(grown.buffer);
    }
    this.#length = at + bytes;
    return at;
  }

  /** An integer column; a value out of its range is refused, never wrapped. */
  int4(value: number): this {
    if (!Number.isInteger(value) || value < INT4_MIN || value > INT4_MAX) {
      throw new RangeError(`${value} is out of range for an integer column`);
    }
    const at = this.#room(8);
    this.#view.setInt32(at, 4);
    this.#view.setInt32(at + 4, value);
    return this;
  }

  int8(value: number): this {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole number`);
    const at = this.#room(12);
    this.#view.setInt32(at, 8);
    this.#view.setBigInt64(at + 4, BigInt(value));
    return this;
  }

  float8(value: number): this {
    const at = this.#room(12);
    this.#view.setInt32(at, 8);
    this.#view.setFloat64(at + 4, value);
    return this;
  }

  bool(value: boolean): this {
    const at = this.#room(5);
    this.#view.setInt32(at, 1);
    this.#bytes[at + 4] = value ? 1 : 0;
    return this;
  }

  /** A text as UTF-8; each distinct text (a plant's name, its fuel) is encoded once. */
  text(value: string): this {
    let encoded = this.#texts.get(value);
    if (!encoded) this.#texts.set(value, (encoded = this.#encoder.encode(value)));
    const at = this.#room(4 + encoded.byteLength);
    this.#view.setInt32(at, encoded.byteLength);
    this.#bytes.set(encoded, at + 4);
    return this;
  }

  endRow(): void {
    this.#rowEnds.push(this.#length);
  }

  /** The rows written, in a buffer of their own (to transfer from a worker thread). */
  finish(): CopyFields {
    return {
      bytes: this.#bytes.slice(0, this.#length),
      rowEnds: Uint32Array.from(this.#rowEnds),
      columns: this.columns,
    };
  }
}

/**
 * The binary COPY of some rows, each led by the same fields (`lead`, one row: the columns every row
 * shares, such as whose upload the rows are).
 */
export function binaryCopy(lead: CopyFields, rows: CopyFields): Uint8Array {
  const count = rows.rowEnds.length;
  const leadBytes = lead.bytes.subarray(0, lead.rowEnds[0] ?? 0);
  const out = new Uint8Array(
    HEADER_BYTES + count * (2 + leadBytes.byteLength) + rows.bytes.byteLength + 2,
  );
  const view = new DataView(out.buffer);
  out.set(SIGNATURE);
  let at = HEADER_BYTES;
  let start = 0;
  for (const end of rows.rowEnds) {
    view.setInt16(at, lead.columns + rows.columns);
    out.set(leadBytes, at + 2);
    at += 2 + leadBytes.byteLength;
    out.set(rows.bytes.subarray(start, end), at);
    at += end - start;
    start = end;
  }
  view.setInt16(at, -1);
  return out;
}
