// The first rows of a worksheet as typed cells, for the mapping step to write as a profile would
// (issue 27 §3): read until enough rows are taken, the rest of the sheet left unread.
import type { SheetCell } from '@domain/imports/workbook-writing';
import type { WorkbookTooLarge } from './workbook-refusal';
import { sheetCells, type SheetSource } from './sheet-cells';

export interface SampleLimits {
  /** Rows with a value taken, the header included. */
  maxRows: number;
  /** The most characters of text the rows may hold, and the refusal past them (a zip bomb). */
  maxChars: number;
  tooLarge: () => WorkbookTooLarge;
}

/** The sheet's first rows with a value, each cell as the sheet types it, empty rows left out. */
export async function sheetSample(
  source: SheetSource,
  { maxRows, maxChars, tooLarge }: SampleLimits,
): Promise<SheetCell[][]> {
  const rows: SheetCell[][] = [];
  let cells: SheetCell[] = [];
  let chars = 0;
  const put = (column: number, cell: SheetCell, length: number) => {
    chars += length;
    if (chars > maxChars) throw tooLarge();
    while (cells.length < column) cells.push('');
    cells[column] = cell;
  };
  const steps = sheetCells(source, {
    text: (column, text) => put(column, text, text.length),
    number: (column, bytes, start, end) =>
      put(column, { number: bytes.toString('utf8', start, end) }, end - start),
    date: (column, wallClock) => put(column, { date: wallClock }, 19),
    endRow() {
      if (rows.length < maxRows && cells.some((cell) => cell !== '')) rows.push(cells);
      cells = [];
    },
  });
  // Leaving the loop stops the sheet's inflation: its zip stream is closed.
  for await (const step of steps) {
    void step;
    if (rows.length >= maxRows) break;
  }
  return rows;
}
