// Issue 27 §3: how a workbook's cells are written as the CSV its reader reads: text as it stands,
// numbers with the reader's decimal separator, date cells in its date format (the two cells of a
// joined date each in its part). The server writes a whole sheet so; the mapping step writes the
// first rows of one so, to preview them through the same reader.
import { compileDateFormat, splitJoinedFormat, writeDate, type DateFormat } from './date-format';
import { wallClockText } from './excel-values';
import { headerIndex } from './header-index';
import type { ImportProfile } from './import-profile';

/** How the CSV is written: the delimiter, decimal separator and date form its reader expects. */
export interface CsvWriting {
  delimiter: ',' | ';' | '\t';
  decimal: '.' | ',';
  /** The format date cells are written in; null: the spec's "YYYY-MM-DD HH:mm:ss". */
  dateFormat: DateFormat | null;
  /** Date cells under these headers written in a format of their own: a date joined from two cells. */
  columnDateFormats: readonly { header: string; format: DateFormat }[];
}

/** The CSV of the spec's own shape: what a workbook without a profile is written as. */
export const SPEC_CSV: CsvWriting = {
  delimiter: ',',
  decimal: '.',
  dateFormat: null,
  columnDateFormats: [],
};

/** The spec's timestamp form, which a profile without a date format reads. */
const SPEC_DATE_FORMAT = compileDateFormat('YYYY-MM-DD HH:mm:ss') as DateFormat;

/**
 * The CSV a profile reads: its decimal separator and date format, and a delimiter that is not the
 * decimal separator. Its reader is to be given that delimiter (see `delimiter`), not detect one.
 * A date the profile joins from two cells ("Date", "Hour") has each cell's date cells written in
 * its part of the format, so that a date cell and an hour cell join to "2025-07-04 7".
 */
export function csvWritingFor(
  profile: Pick<ImportProfile, 'columns' | 'date_format' | 'decimal' | 'delimiter'>,
): CsvWriting {
  const compiled = profile.date_format === null ? null : compileDateFormat(profile.date_format);
  const format = compiled === null || 'error' in compiled ? null : compiled;
  const joined = profile.columns.date;
  const parts = Array.isArray(joined) ? splitJoinedFormat(format ?? SPEC_DATE_FORMAT) : null;
  return {
    delimiter: profile.delimiter ?? (profile.decimal === ',' ? ';' : ','),
    decimal: profile.decimal,
    dateFormat: format,
    columnDateFormats:
      Array.isArray(joined) && parts
        ? joined.map((header, i) => ({ header, format: parts[i]! }))
        : [],
  };
}

/** Date texts in one format, the text of a repeated wall clock written once. */
function dateTexts(format: DateFormat | null): (wallClock: number) => string {
  let last = NaN;
  let lastText = '';
  return (wallClock) => {
    if (wallClock !== last) {
      last = wallClock;
      lastText = format ? writeDate(format, wallClock) : wallClockText(wallClock);
    }
    return lastText;
  };
}

/** Writes one sheet's cells and lines as a writing says. */
export interface CellWriter {
  /** The header's texts: which columns write their dates in a format of their own. */
  header(texts: readonly string[]): void;
  /** A number's plain text ("0.25", no exponent) with the writing's decimal separator. */
  number(plain: string): string;
  /** A date cell's wall clock (epoch ms of its fields in UTC) in its column's format. */
  date(column: number, wallClock: number): string;
  /** A text as a CSV field: quoted when it holds the delimiter, a quote or a line break. */
  field(text: string): string;
  /** A row's texts as a CSV line, quoted where needed, without its line break. */
  line(texts: readonly string[]): string;
}

export function createCellWriter(writing: CsvWriting): CellWriter {
  const { delimiter, decimal, dateFormat, columnDateFormats } = writing;
  const needsQuotes = new RegExp(`["\\r\\n${delimiter}]`);
  const field = (text: string) =>
    needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  const dates = dateTexts(dateFormat);
  const columnDates: ((wallClock: number) => string)[] = [];
  return {
    header(texts) {
      for (const { header, format } of columnDateFormats) {
        const at = headerIndex(texts, header);
        if (at >= 0) columnDates[at] = dateTexts(format);
      }
    },
    number: (plain) => (decimal === '.' ? plain : plain.replace('.', ',')),
    date: (column, wallClock) => (columnDates[column] ?? dates)(wallClock),
    field,
    line(texts) {
      let line = '';
      for (let i = 0; i < texts.length; i++) {
        if (i > 0) line += delimiter;
        line += field(texts[i] ?? '');
      }
      return line;
    },
  };
}

/** A workbook cell as a sample of a sheet carries it: text, a number's plain text, a date's wall clock. */
export type SheetCell = string | { number: string } | { date: number };

/** A sample's cell as text under a writer. */
export const cellText = (writer: CellWriter, cell: SheetCell, column: number): string =>
  typeof cell === 'string'
    ? cell
    : 'number' in cell
      ? writer.number(cell.number)
      : writer.date(column, cell.date);

/**
 * The CSV the first rows of a sheet (its header first, each row padded to the header's width)
 * make under a writing, as the server writes the whole sheet.
 */
export function sampleCsv(rows: readonly (readonly SheetCell[])[], writing: CsvWriting): string {
  const writer = createCellWriter(writing);
  const width = rows[0]?.length ?? 0;
  let csv = '';
  rows.forEach((row, r) => {
    const texts = row.map((cell, column) => cellText(writer, cell, column));
    if (r === 0) writer.header(texts);
    while (texts.length < width) texts.push('');
    csv += `${writer.line(texts)}\r\n`;
  });
  return csv;
}
