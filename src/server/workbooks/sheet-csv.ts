// A worksheet's rows as CSV lines (RFC 4180), its cells written as the reader expects them
// (workbook-writing.ts). The first row with a value is the header; after it, each sheet row is one
// line, an empty row a blank line (the CSV parser skips it and counts it), so that "Row N" of a
// refusal is row N of the sheet when the header is its first row. A row is padded to the header's
// width: Excel leaves empty cells out.
import { createCellWriter, type CsvWriting } from '../../domain/core/imports/workbook-writing';
import type { ApiError } from '../http/api-error';
import { sheetCells, type SheetSource } from './sheet-cells';

export interface SheetReading extends SheetSource {
  writing: CsvWriting;
  /** The most characters of CSV the sheet may make, and the refusal past them. */
  maxChars: number;
  tooLarge: () => ApiError;
}

/** CSV handed on at a time: a few hundred rows, not one message to the upload thread per row. */
const HAND_ON_CHARS = 256 * 1024;

/** The CSV lines of a sheet, a few hundred rows at a time. */
export async function* sheetCsv(reading: SheetReading): AsyncIterable<string> {
  const { maxChars, tooLarge } = reading;
  const writer = createCellWriter(reading.writing);
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
  let cells: string[] = [];
  const put = (column: number, text: string) => {
    while (cells.length < column) cells.push('');
    cells[column] = text;
  };

  const steps = sheetCells(reading, {
    text: put,
    number: (column, plain) => put(column, writer.number(plain)),
    date: (column, wallClock) => put(column, writer.date(column, wallClock)),
    endRow(row) {
      const filled = cells.some((text) => text !== '');
      if (filled) {
        if (lastRow === 0) {
          width = cells.length;
          writer.header(cells);
        } else {
          const gap = row - lastRow - 1;
          if (written + 2 * gap > maxChars) throw tooLarge();
          if (gap > 0) add('\r\n'.repeat(gap));
        }
        while (cells.length < width) cells.push('');
        add(`${writer.line(cells)}\r\n`);
        lastRow = row;
      }
      cells = [];
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
