// A worksheet's rows (ECMA-376 Part 1, §18.3.1.73 row, §18.3.1.4 c) as CSV lines (RFC 4180):
// text as it stands, numbers plainly, a number in a date format as a wall-clock time. The first row
// with a value is the header; after it, each sheet row is one line, an empty row a blank line (the
// CSV parser skips it and counts it), so that "Row N" of a refusal is row N of the sheet when the
// header is its first row. A row is padded to the header's width: Excel leaves empty cells out.
import { writeDate, type DateFormat } from '../../domain/core/imports/date-format';
import { headerIndex } from '../../domain/core/imports/header-index';
import {
  plainNumber,
  serialToWallClock,
  wallClockText,
} from '../../domain/core/imports/excel-values';
import type { ApiError } from '../http/api-error';
import { xmlSteps } from './workbook-xml';
import { unreadable } from './workbook-zip';

/** How the CSV is written: the delimiter, decimal separator and date form its reader expects. */
export interface CsvWriting {
  delimiter: ',' | ';' | '\t';
  decimal: '.' | ',';
  /** The format date cells are written in; null: the spec's "YYYY-MM-DD HH:mm:ss". */
  dateFormat: DateFormat | null;
  /** Date cells under these headers written in a format of their own: a date joined from two cells. */
  columnDateFormats: readonly { header: string; format: DateFormat }[];
}

export interface SheetReading {
  path: string;
  xml: AsyncIterable<Buffer>;
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  writing: CsvWriting;
  /** The most characters of CSV the sheet may make, and the refusal past them. */
  maxChars: number;
  tooLarge: () => ApiError;
}

/** Excel's widest sheet: a reference past column XFD is no workbook's. */
const MAX_COLUMNS = 16_384;

/** CSV handed on at a time: a few hundred rows, not one message to the upload thread per row. */
const HAND_ON_CHARS = 256 * 1024;

/** The 0-based column of a cell reference ("C7" -> 2), or -1 when it has no letters. */
function columnOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i) & ~0x20;
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return i === 0 ? -1 : column - 1;
}

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

/** Writes date cells in one format: a wall clock, or a serial whose text is written once per run. */
function dateWriter(format: DateFormat | null, date1904: boolean) {
  const wallClock = (ms: number) => (format ? writeDate(format, ms) : wallClockText(ms));
  // The rows of one reading's plants share its time: its text is written once.
  let lastSerial = '';
  let lastText = '';
  const serial = (text: string) => {
    if (text !== lastSerial) {
      const number = Number(text);
      lastSerial = text;
      lastText = Number.isFinite(number) ? wallClock(serialToWallClock(number, date1904)) : text;
    }
    return lastText;
  };
  return { wallClock, serial };
}

/** The CSV lines of a sheet, a few hundred rows at a time. */
export async function* sheetCsv(reading: SheetReading): AsyncIterable<string> {
  const { path, sharedStrings, dateStyles, date1904, writing, maxChars, tooLarge } = reading;
  const { delimiter, decimal, dateFormat, columnDateFormats } = writing;
  const needsQuotes = new RegExp(`["\\r\\n${delimiter}]`);
  const field = (text: string) =>
    needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  const dates = dateWriter(dateFormat, date1904);
  /** The writers of columns whose dates have a format of their own, by column, once the header is read. */
  const columnDates: ReturnType<typeof dateWriter>[] = [];

  let pending = '';
  let written = 0;
  const add = (text: string) => {
    written += text.length;
    if (written > maxChars) throw tooLarge();
    pending += text;
  };

  /** The sheet row of the last line written; 0 until the header. */
  let lastRow = 0;
  let width = 0;
  let row = 0;
  let cells: string[] = [];
  let column = 0;
  let type = 'n';
  let style = 0;
  let reference = '';
  let value = '';
  let capturing = false;
  let inPhonetic = false;

  function cellText(): string {
    switch (type) {
      case 's': {
        const text = sharedStrings[Number(value)];
        if (text === undefined) {
          throw unreadable(
            `${path}: cell ${reference} names shared string ${value}, which the workbook lacks`,
          );
        }
        return text;
      }
      case 'inlineStr':
      case 'str':
      case 'e':
        return value;
      case 'b':
        return value === '1' ? 'TRUE' : 'FALSE';
      case 'd': {
        // An ISO 8601 date cell (§18.18.11, "d"), its wall clock as written.
        const wall = isoWallClock(value);
        return wall === null ? value : (columnDates[column] ?? dates).wallClock(wall);
      }
      default:
        if (value === '') return '';
        if (dateStyles.has(style)) return (columnDates[column] ?? dates).serial(value);
        // Written as it stands unless it has an exponent: a number's text in the file is plain.
        if (!hasExponent(value)) return decimal === '.' ? value : value.replace('.', ',');
        return plainNumber(Number(value), decimal);
    }
  }

  function endRow() {
    const filled = cells.length > 0 && cells.some((text) => text !== '');
    if (!filled) return;
    if (lastRow === 0) {
      width = cells.length;
      for (const { header, format } of columnDateFormats) {
        const at = headerIndex(cells, header);
        if (at >= 0) columnDates[at] = dateWriter(format, date1904);
      }
    } else {
      const gap = row - lastRow - 1;
      if (written + 2 * gap > maxChars) throw tooLarge();
      if (gap > 0) add('\r\n'.repeat(gap));
    }
    while (cells.length < width) cells.push('');
    let line = '';
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) line += delimiter;
      line += field(cells[i] ?? '');
    }
    add(`${line}\r\n`);
    lastRow = row;
  }

  const steps = xmlSteps(path, reading.xml, {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          const numbered = Number(attributes.r);
          row = Number.isInteger(numbered) && numbered > row ? numbered : row + 1;
          cells = [];
          column = 0;
          return;
        }
        case 'c': {
          reference = attributes.r ?? '';
          const at = columnOf(reference);
          if (at >= MAX_COLUMNS) throw unreadable(`${path}: cell ${reference} is past column XFD`);
          if (at >= 0) column = at;
          type = attributes.t ?? 'n';
          style = Number(attributes.s ?? 0);
          value = '';
          return;
        }
        case 'v':
          capturing = true;
          return;
        case 'rPh':
          inPhonetic = true;
          return;
        case 't':
          capturing = !inPhonetic;
          return;
      }
    },
    text(text) {
      if (capturing) value += text;
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capturing = false;
          return;
        case 'rPh':
          inPhonetic = false;
          return;
        case 'c':
          while (cells.length < column) cells.push('');
          cells[column] = cellText();
          column++;
          return;
        case 'row':
          endRow();
          return;
      }
    },
  });
  for await (const step of steps) {
    void step;
    if (pending.length >= HAND_ON_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending.length > 0) yield pending;
}
