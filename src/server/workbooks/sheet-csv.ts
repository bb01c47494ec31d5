// A worksheet's rows as CSV lines (RFC 4180), its cells written as the reader expects them
// (workbook-writing.ts). The first row with a value is the header; after it, each sheet row is one
// line, an empty row a blank line (the CSV parser skips it and counts it), so that "Row N" of a
// refusal is row N of the sheet when the header is its first row. A row is padded to the header's
// width: Excel leaves empty cells out. The lines are written as UTF-8 bytes straight away: a
// number's bytes are copied from the sheet's, a repeated text (a shared string, a date) is encoded
// once, and no string is made per cell.
import { createCellWriter, type CsvWriting } from '@domain/imports/workbook-writing';
import type { WorkbookTooLarge } from './workbook-refusal';
import { sheetCells, type SheetSource } from './sheet-cells';

export interface SheetReading extends SheetSource {
  writing: CsvWriting;
  /** The most bytes of CSV the sheet may make, and the refusal past them. */
  maxChars: number;
  tooLarge: () => WorkbookTooLarge;
}

/** CSV handed on at a time: a few thousand rows, not one message to the upload thread per row. */
const HAND_ON_BYTES = 256 * 1024;

/** Texts whose field bytes are kept: the shared strings and dates a sheet repeats. */
const MAX_ENCODED_TEXTS = 4096;

const CR = 0x0d;
const LF = 0x0a;
const QUOTE = 0x22;
const POINT = 0x2e;

/** Bytes written one after the other into a buffer that grows as needed. */
class Bytes {
  buffer = Buffer.allocUnsafe(HAND_ON_BYTES * 2);
  length = 0;

  reserve(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.length + more));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** Copies bytes [start, end) of `from` (short runs: a loop beats a native call). */
  append(from: Uint8Array, start: number, end: number): void {
    this.reserve(end - start);
    const { buffer } = this;
    let at = this.length;
    for (let i = start; i < end; i++) buffer[at++] = from[i]!;
    this.length = at;
  }

  repeat(byte: number, count: number): void {
    this.reserve(count);
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
  }
}

/** The CSV lines of a sheet as UTF-8, a few thousand rows at a time. */
export async function* sheetCsv(reading: SheetReading): AsyncIterable<Uint8Array> {
  const { maxChars, tooLarge, writing } = reading;
  const writer = createCellWriter(writing);
  const delimiter = writing.delimiter.charCodeAt(0);
  const decimalComma = writing.decimal === ',';

  /** Each text's field bytes (quoted where needed), for the texts a sheet repeats. */
  const encoded = new Map<string, Buffer>();
  const fieldBytes = (text: string): Buffer => {
    let bytes = encoded.get(text);
    if (bytes === undefined) {
      if (encoded.size >= MAX_ENCODED_TEXTS) encoded.clear();
      bytes = Buffer.from(writer.field(text));
      encoded.set(text, bytes);
    }
    return bytes;
  };

  /** The current row's fields, one after the other; field k is [starts[k], ends[k]) when set. */
  const fields = new Bytes();
  let starts: Int32Array = new Int32Array(64);
  let ends: Int32Array = new Int32Array(64);
  /** Columns 0 to width - 1 of the current row may be set; the others are not. */
  let width = 0;
  let filled = false;
  /** The texts of the rows before the header, which says which columns write dates how. */
  let texts: string[] | null = [];

  const put = (column: number, from: Uint8Array, start: number, end: number) => {
    if (column >= starts.length) {
      const size = Math.max(2 * starts.length, column + 1);
      starts = growTo(starts, size);
      ends = growTo(ends, size);
    }
    while (width <= column) {
      starts[width] = 0;
      ends[width++] = 0;
    }
    starts[column] = fields.length;
    fields.append(from, start, end);
    ends[column] = fields.length;
    if (end > start) filled = true;
  };
  const putText = (column: number, text: string) => {
    if (texts) texts[column] = text;
    const bytes = fieldBytes(text);
    put(column, bytes, 0, bytes.length);
  };

  const out = new Bytes();
  let handedOn = 0;
  /** The sheet row of the last line written; 0 until the header. */
  let lastRow = 0;
  let headerWidth = 0;
  const lineBreaks = (count: number) => {
    if (handedOn + out.length + 2 * count > maxChars) throw tooLarge();
    for (let i = 0; i < count; i++) out.append(CRLF, 0, 2);
  };

  const steps = sheetCells(reading, {
    text: putText,
    number(column, bytes, start, end) {
      let plain = true;
      for (let i = start; i < end; i++) {
        const b = bytes[i]!;
        if (b === delimiter || b === QUOTE || b === CR || b === LF || (decimalComma && b === POINT))
          plain = false;
      }
      if (!plain) return putText(column, writer.number(bytes.toString('utf8', start, end)));
      if (texts) texts[column] = bytes.toString('utf8', start, end);
      put(column, bytes, start, end);
    },
    date: (column, wallClock) => putText(column, writer.date(column, wallClock)),
    endRow(row) {
      if (filled) {
        if (texts) {
          for (let k = 0; k < width; k++) texts[k] ??= '';
          writer.header(texts);
          headerWidth = width;
          texts = null;
          lastRow = row - 1;
        }
        lineBreaks(Math.max(0, row - lastRow - 1));
        const columns = Math.max(width, headerWidth);
        out.reserve(fields.length + columns + 2);
        for (let k = 0; k < columns; k++) {
          if (k > 0) out.buffer[out.length++] = delimiter;
          if (k < width) out.append(fields.buffer, starts[k]!, ends[k]!);
        }
        lineBreaks(1);
        lastRow = row;
      } else if (texts) texts = [];
      fields.length = 0;
      width = 0;
      filled = false;
    },
  });
  for await (const step of steps) {
    void step;
    if (out.length >= HAND_ON_BYTES) {
      handedOn += out.length;
      yield handOn(out);
    }
  }
  if (out.length > 0) yield handOn(out);
}

const CRLF = Buffer.from('\r\n');

/**
 * The bytes written so far, copied to memory of their own (a Uint8Array, not a Buffer from Node's
 * shared pool: the upload thread may be handed its memory); the writing starts again.
 */
function handOn(bytes: Bytes): Uint8Array {
  const written = new Uint8Array(bytes.buffer.subarray(0, bytes.length));
  bytes.length = 0;
  return written;
}

function growTo(array: Int32Array, size: number): Int32Array {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}
