// A worksheet's cells (ECMA-376 Part 1, §18.3.1.73 row, §18.3.1.4 c) by their kind: text as it
// stands (shared, inline, formula results, errors, booleans), numbers as plain text, numbers in a
// date format and ISO 8601 date cells as wall-clock times. What is made of them (the CSV of the
// whole sheet, or a sample of its first rows) is the sink's business.
import { plainNumber, serialToWallClock } from '../../domain/core/imports/excel-values';
import { sheetDataSteps } from './sheet-data-xml';
import { unreadable } from './workbook-zip';

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
  /** A number's plain text: "." for its decimals, never an exponent. */
  number(column: number, plain: string): void;
  /** A date cell's wall clock: epoch ms of its fields in UTC. */
  date(column: number, wallClock: number): void;
  /** The row of the cells since the last call ends: its number on the sheet (1-based). */
  endRow(row: number): void;
}

/** Excel's widest sheet: a reference past column XFD is no workbook's. */
const MAX_COLUMNS = 16_384;

/** Whether a number's text is written with an exponent ("3.2E-2"). */
function hasExponent(text: string): boolean {
  for (let i = 0; i < text.length; i++) if ((text.charCodeAt(i) | 0x20) === 0x65) return true;
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
  let value = '';

  function endCell(): void {
    switch (type) {
      case 's': {
        const text = sharedStrings[Number(value)];
        if (text === undefined) {
          throw unreadable(
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
        return sink.number(column, hasExponent(value) ? plainNumber(Number(value), '.') : value);
      }
    }
  }

  return sheetDataSteps(path, source.xml, {
    row(r) {
      const numbered = Number(r);
      row = Number.isInteger(numbered) && numbered > row ? numbered : row + 1;
      column = 0;
    },
    cell(at, t, s, referenceAsWritten) {
      if (at >= MAX_COLUMNS) {
        throw unreadable(`${path}: cell ${referenceAsWritten()} is past column XFD`);
      }
      if (at >= 0) column = at;
      reference = referenceAsWritten;
      type = t;
      style = s;
      value = '';
    },
    text(text) {
      value += text;
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
