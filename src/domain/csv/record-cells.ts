// The two ways a record's cells and numbers are read: a complete line without quotes (nearly
// every line of an export) in one scan, any other record after `readRecord` split it. What the
// cells must hold is then checked by the same code, whichever way they were read.
import { readNumberCell } from './parse-number';
import type { RecordFields } from './tokenize';

/**
 * Splits the quote-free line `data[pos, end)` (line break excluded) at `delimiter` into `out`,
 * the cells `readRecord` finds in such a line, and reads the number of each cell whose column
 * is flagged in `numeric` (one flag per column the header names) into `out.value`.
 */
export function readPlainLine(
  data: Uint8Array,
  pos: number,
  end: number,
  delimiter: number,
  decimalSeparator: number,
  numeric: Uint8Array,
  out: RecordFields,
): void {
  const columns = numeric.length;
  out.reserve(columns);
  out.malformed = false;
  out.lines = 1;
  // Locals rather than the object's fields keep the scan in registers.
  const starts = out.start;
  const ends = out.end;
  const escaped = out.escaped;
  const values = out.value;
  let i = pos;
  let k = 0;
  for (; k < columns; k++) {
    starts[k] = i;
    escaped[k] = 0;
    if (numeric[k] === 1) {
      i = readNumberCell(data, i, end, delimiter, decimalSeparator, values, k);
    } else {
      while (i < end && data[i] !== delimiter) i++;
    }
    ends[k] = i;
    if (i >= end) break;
    i++;
  }
  if (k < columns) {
    out.count = k + 1;
    return;
  }
  // A delimiter after the last column: the cells beyond are only counted (the row is refused).
  let count = columns + 1;
  for (; i < end; i++) if (data[i] === delimiter) count++;
  out.count = count;
}

/** Reads the number of each cell of `f` (split by `readRecord`) whose column is flagged in `numeric`. */
export function readNumberCells(
  data: Uint8Array,
  decimalSeparator: number,
  numeric: Uint8Array,
  f: RecordFields,
): void {
  const cells = Math.min(f.count, numeric.length);
  for (let k = 0; k < cells; k++) {
    if (numeric[k] === 1) {
      readNumberCell(data, f.start[k]!, f.end[k]!, -1, decimalSeparator, f.value, k);
    }
  }
}
