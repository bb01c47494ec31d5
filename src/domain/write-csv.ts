import Papa from 'papaparse';

/** A cell of a written CSV: text, or a number or boolean written as itself. */
export type CsvCell = string | number | boolean;

// A spreadsheet runs a text cell starting with one of these as a formula (OWASP "CSV injection").
// Papa Parse's own pattern (`^[=+\-@\t\r].*$`) misses a value with a line break: `.` stops at it.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV text (RFC 4180, comma, header row) of the rows. A text cell that a spreadsheet would run as a
 * formula gets a leading `'` and quotes; numbers stay numbers, so -3.5 is written as -3.5.
 */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START },
  );
}
