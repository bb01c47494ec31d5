// Issue 27 §3: an .xlsx workbook's sheet as CSV text, for the CSV path to check like any upload:
// the spec's parser when its header is the spec's, an import profile's reader when one is given.
// The sheet is the profile's, else the first tab. Memory stays bounded whatever the sheet's size:
// its XML is inflated and parsed a chunk at a time and its CSV handed on a few hundred rows at a
// time; only the shared strings are held, counted against the bound on the CSV.
import {
  compileDateFormat,
  splitJoinedFormat,
  type DateFormat,
} from '../../domain/core/imports/date-format';
import { msgSheetMissing, msgWorkbookTooLarge } from '../../domain/core/messages';
import type { ImportProfile } from '../../domain/core/imports/import-profile';
import { ApiError } from '../http/api-error';
import { sheetCsv, type CsvWriting } from './sheet-csv';
import { dateStyles, sharedStrings, workbookLayout } from './workbook-parts';
import { openWorkbookZip, unreadable } from './workbook-zip';

export interface WorkbookCsvOptions {
  /** The sheet by its name; null: the first. */
  sheet: string | null;
  writing: CsvWriting;
  /**
   * The most bytes of CSV the sheet may make: a bound on a zip bomb, which a few MB of upload can
   * unpack to terabytes. Infinity for a stored workbook read again (it was bounded when uploaded).
   */
  maxCsvBytes: number;
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
export function csvWritingFor(profile: ImportProfile): CsvWriting {
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

/**
 * The XML a sheet may unpack to per byte of its CSV bound: a cell's markup is 3 to 6 times its
 * text, and a sheet of empty styled cells makes almost none.
 */
const XML_PER_CSV_BYTE = 16;

const MIB = 1024 * 1024;

/** The sheet of the workbook (a spooled upload's path, or stored bytes) as CSV bytes. */
export async function* workbookCsv(
  source: string | Uint8Array,
  { sheet, writing, maxCsvBytes }: WorkbookCsvOptions,
): AsyncIterable<Uint8Array> {
  const tooLarge = () =>
    new ApiError(413, 'workbook_too_large', msgWorkbookTooLarge(Math.round(maxCsvBytes / MIB)));
  const zip = await openWorkbookZip(source);
  try {
    const layout = await workbookLayout(zip);
    const names = layout.sheets.map((s) => s.name);
    const chosen = sheet === null ? layout.sheets[0] : layout.sheets.find((s) => s.name === sheet);
    if (!chosen) {
      if (sheet === null) throw unreadable('it has no sheet');
      throw new ApiError(422, 'sheet_missing', msgSheetMissing(sheet, names), { sheets: names });
    }
    const styles = await dateStyles(zip, layout.styles);
    const strings = await sharedStrings(zip, layout.sharedStrings, maxCsvBytes, tooLarge);
    const encoder = new TextEncoder();
    const lines = sheetCsv({
      path: chosen.path,
      xml: zip.read(chosen.path, maxCsvBytes * XML_PER_CSV_BYTE, tooLarge),
      sharedStrings: strings,
      dateStyles: styles,
      date1904: layout.date1904,
      writing,
      maxChars: maxCsvBytes,
      tooLarge,
    });
    for await (const text of lines) yield encoder.encode(text);
  } finally {
    zip.close();
  }
}

/** Whether bytes begin as a zip file does ("PK\3\4"): an .xlsx workbook whatever its name. */
export function startsAsZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
