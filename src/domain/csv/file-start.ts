// What the start of a file tells the parser before its rows: a byte-order mark, the delimiter the
// header line uses, and how many rows to make room for.

const LF = 0x0a;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const QUOTE = 0x22;

/** Whether the bytes open with the UTF-8 byte-order mark (Excel writes one). */
export function hasBom(data: Uint8Array): boolean {
  return data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf;
}

/** `;` when the header line has more semicolons than commas outside quotes (European Excel). */
export function detectDelimiter(data: Uint8Array, start: number, end: number): number {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = start; i < end; i++) {
    const c = data[i];
    if (c === QUOTE) quoted = !quoted;
    else if (!quoted && c === COMMA) commas++;
    else if (!quoted && c === SEMICOLON) semicolons++;
  }
  return semicolons > commas ? SEMICOLON : COMMA;
}

const SAMPLE_BYTES = 64 * 1024;

/**
 * Rows the first block holds for a file of `bytes`: the mean length of the lines in the first
 * 64 KiB after the header, with 10 % room for longer lines further on.
 */
export function estimateRows(bytes: number, data: Uint8Array, start: number): number {
  const end = Math.min(data.length, start + SAMPLE_BYTES);
  let lines = 0;
  let last = start;
  for (let i = data.indexOf(LF, start); i >= 0 && i < end; i = data.indexOf(LF, i + 1)) {
    lines++;
    last = i + 1;
  }
  const lineBytes = lines > 0 ? (last - start) / lines : end - start;
  return Math.min(Math.ceil((bytes / Math.max(lineBytes, 16)) * 1.1) + 64, 1 << 27);
}
