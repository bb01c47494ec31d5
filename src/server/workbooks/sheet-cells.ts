// A worksheet's cells (ECMA-376 Part 1, §18.3.1.73 row, §18.3.1.4 c) by their kind: text as it
// stands (shared, inline, formula results, errors, booleans), numbers as plain text, numbers in a
// date format and ISO 8601 date cells as wall-clock times. What is made of them (the CSV of the
// whole sheet, or a sample of its first rows) is the sink's business.
import { plainNumber, serialToWallClock } from '@domain/imports/excel-values';
import { digitsValue, sheetDataSteps } from './sheet-data-xml';
import { WorkbookUnreadable } from './workbook-refusal';

export interface SheetSource {
  path: string;
  xml: AsyncIterable<Buffer>;
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

/** What the cells of a sheet are handed to, a row at a time: columns are 0-based. */
export interface CellSink {
  text(column: number, text: string): void;
  /**
   * A number's plain text ("." for its decimals, never an exponent) as the UTF-8 bytes
   * [start, end) of `bytes`: copied from the sheet as they are, no string made per cell.
   */
  number(column: number, bytes: Buffer, start: number, end: number): void;
  /** A date cell's wall clock: epoch ms of its fields in UTC. */
  date(column: number, wallClock: number): void;
  /** The row of the cells since the last call ends: its number on the sheet (1-based). */
  endRow(row: number): void;
}

/** Excel's widest sheet: a reference past column XFD is no workbook's. */
const MAX_COLUMNS = 16_384;

/** Whether a number's bytes are written with an exponent ("3.2E-2"). */
function hasExponent(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if ((bytes[i]! | 0x20) === 0x65) return true;
  return false;
}

/** An ISO 8601 date cell's text ("2025-01-02T03:04:05", maybe without its time) as a wall clock. */
function isoWallClock(text: string): number | null {
  const iso = /^(\d{4}-\d\d-\d\d)(?:T(\d\d:\d\d(?::\d\d)?))?/.exec(text);
  if (!iso) return null;
  const ms = Date.parse(`${iso[1]}T${iso[2] ?? '00:00'}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Hands the sheet's cells to the sink, stepping once after each chunk of its XML: there its reader
 * may hand on what the sink made, or stop reading.
 */
export function sheetCells(source: SheetSource, sink: CellSink): AsyncIterable<void> {
  const { path, sharedStrings, dateStyles, date1904 } = source;
  let row = 0;
  let column = 0;
  let type = 'n';
  let style = 0;
  let reference = () => '';
  /** The cell's value: its text so far, or its bytes when they came in one piece as they read. */
  let value = '';
  let valueBytes: Buffer | null = null;
  let valueStart = 0;
  let valueEnd = 0;
  const valueText = () => (valueBytes ? valueBytes.toString('utf8', valueStart, valueEnd) : value);

  /** A number's bytes to the sink, written out in full when they have an exponent. */
  function number(bytes: Buffer, start: number, end: number): void {
    if (!hasExponent(bytes, start, end)) return sink.number(column, bytes, start, end);
    const plain = Buffer.from(plainNumber(Number(bytes.toString('utf8', start, end)), '.'));
    sink.number(column, plain, 0, plain.length);
  }

  function endCell(): void {
    // The cells of most sheets: a shared string's index or a number, read from their bytes.
    if (valueBytes) {
      if (type === 's') {
        const index = digitsValue(valueBytes, valueStart, valueEnd);
        const text = index >= 0 ? sharedStrings[index] : undefined;
        if (text !== undefined) return sink.text(column, text);
      } else if (type === 'n' && !dateStyles.has(style)) {
        return number(valueBytes, valueStart, valueEnd);
      }
      value = valueText();
      valueBytes = null;
    }
    switch (type) {
      case 's': {
        const text = sharedStrings[Number(value)];
        if (text === undefined) {
          throw new WorkbookUnreadable(
            `${path}: cell ${reference()} names shared string ${value}, which the workbook lacks`,
          );
        }
        return sink.text(column, text);
      }
      case 'inlineStr':
      case 'str':
      case 'e':
        return sink.text(column, value);
      case 'b':
        return sink.text(column, value === '1' ? 'TRUE' : 'FALSE');
      case 'd': {
        // An ISO 8601 date cell (§18.18.11, "d"), its wall clock as written.
        const wall = isoWallClock(value);
        return wall === null ? sink.text(column, value) : sink.date(column, wall);
      }
      default: {
        if (value === '') return sink.text(column, '');
        if (dateStyles.has(style)) {
          const serial = Number(value);
          if (Number.isFinite(serial))
            return sink.date(column, serialToWallClock(serial, date1904));
          return sink.text(column, value);
        }
        // Written as it stands unless it has an exponent: a number's text in the file is plain.
        const bytes = Buffer.from(value);
        return number(bytes, 0, bytes.length);
      }
    }
  }

  return sheetDataSteps(path, source.xml, {
    row(numbered) {
      row = Number.isInteger(numbered) && numbered > row ? numbered : row + 1;
      column = 0;
    },
    cell(at, t, s, referenceAsWritten) {
      if (at >= MAX_COLUMNS) {
        throw new WorkbookUnreadable(`${path}: cell ${referenceAsWritten()} is past column XFD`);
      }
      if (at >= 0) column = at;
      reference = referenceAsWritten;
      type = t;
      style = s;
      value = '';
      valueBytes = null;
    },
    bytes(bytes, start, end) {
      if (valueBytes === null && value === '') {
        valueBytes = bytes;
        valueStart = start;
        valueEnd = end;
      } else {
        value = valueText() + bytes.toString('utf8', start, end);
        valueBytes = null;
      }
    },
    text(text) {
      value = valueText() + text;
      valueBytes = null;
    },
    endCell() {
      endCell();
      column++;
    },
    endRow() {
      sink.endRow(row);
    },
  });
}
