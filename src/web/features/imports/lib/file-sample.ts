// The start of a chosen file, read in the browser for the mapping step: its header and first rows,
// enough to guess the mapping and to preview it through the same reader the server uses.
import { detectDelimiter, hasBom } from '@domain/csv/file-start';
import { cellText, readRecord, RecordFields } from '@domain/csv/tokenize';

/** The bytes read: enough for a few hundred rows, whatever the file's size. */
export const SAMPLE_BYTES = 64 * 1024;
/** Rows kept as text to guess the decimal separator and the date format from. */
const GUESS_ROWS = 20;

export type Delimiter = ',' | ';' | '\t';

const CODES: Record<Delimiter, number> = { ',': 0x2c, ';': 0x3b, '\t': 0x09 };
const LF = 0x0a;

export interface FileSample {
  /** The first bytes, cut after the last whole line (the whole file when it is small). */
  bytes: Uint8Array;
  /** The delimiter the header line uses: a tab when it has more tabs than commas and semicolons. */
  delimiter: Delimiter;
}

/** The cells of the first records of the sample, read with `delimiter`. */
export function recordsOf(sample: FileSample, delimiter: Delimiter, limit: number): string[][] {
  const { bytes } = sample;
  const fields = new RecordFields();
  const records: string[][] = [];
  let pos = hasBom(bytes) ? 3 : 0;
  while (pos < bytes.length && records.length < limit) {
    const next = readRecord(bytes, pos, CODES[delimiter], true, fields);
    const cells = Array.from({ length: fields.count }, (_, k) => cellText(bytes, fields, k).trim());
    if (cells.some((c) => c !== '')) records.push(cells);
    pos = next;
  }
  return records;
}

/** The file's column names as its header line writes them. */
export function headersOf(sample: FileSample, delimiter: Delimiter = sample.delimiter): string[] {
  return recordsOf(sample, delimiter, 1)[0] ?? [];
}

/** The first data rows, for the guesses. */
export function firstRowsOf(sample: FileSample): string[][] {
  return recordsOf(sample, sample.delimiter, GUESS_ROWS + 1).slice(1);
}

function detect(bytes: Uint8Array): Delimiter {
  const start = hasBom(bytes) ? 3 : 0;
  const found = bytes.indexOf(LF, start);
  const end = found < 0 ? bytes.length : found;
  const line = bytes.subarray(start, end);
  const tabs = line.filter((c) => c === CODES['\t']).length;
  const others = line.filter((c) => c === CODES[','] || c === CODES[';']).length;
  if (tabs > others) return '\t';
  return detectDelimiter(bytes, start, end) === CODES[';'] ? ';' : ',';
}

/** Reads the start of `file` (File.slice: a 100 MB file is not read whole). */
export async function readFileSample(file: Blob): Promise<FileSample> {
  const read = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  // A line cut at the sample's end would read as a short row: keep whole lines only.
  const lastLine = read.lastIndexOf(LF);
  const bytes = file.size > SAMPLE_BYTES && lastLine >= 0 ? read.slice(0, lastLine + 1) : read;
  return { bytes, delimiter: detect(bytes) };
}
