// Issue 27 §3: an .xlsx workbook's sheet as CSV text, for the CSV path to check like any upload:
// the spec's parser when its header is the spec's, an import profile's reader when one is given.
// The sheet is the profile's, else the first tab. Memory stays bounded whatever the sheet's size:
// its XML is inflated and parsed a chunk at a time and its CSV handed on a few hundred rows at a
// time; only the shared strings are held, counted against the bound on the CSV.
import {
  createCellWriter,
  SPEC_CSV,
  cellText,
  type CsvWriting,
  type SheetCell,
} from '@domain/imports/workbook-writing';
import type { SheetSource } from './sheet-cells';
import { sheetCsv } from './sheet-csv';
import { sheetSample } from './sheet-sample';
import { dateStyles, sharedStrings, workbookLayout, type SheetPart } from './workbook-parts';
import { SheetMissing, WorkbookTooLarge, WorkbookUnreadable } from './workbook-refusal';
import { openWorkbookZip, type ReadingBounds } from './workbook-zip';

export interface WorkbookCsvOptions extends ReadingBounds {
  /** The sheet by its name; null: the first. */
  sheet: string | null;
  writing: CsvWriting;
  /**
   * The most bytes of CSV the sheet may make: a bound on a zip bomb, which a few MB of upload can
   * unpack to terabytes. Infinity for a stored workbook read again (it was bounded when uploaded).
   */
  maxCsvBytes: number;
}

/**
 * The XML a sheet may unpack to per byte of its CSV bound: a cell's markup is 3 to 6 times its
 * text, and a sheet of empty styled cells makes almost none.
 */
const XML_PER_CSV_BYTE = 16;

const MIB = 1024 * 1024;

const tooLargeAt = (maxCsvBytes: number) => () =>
  new WorkbookTooLarge(Math.round(maxCsvBytes / MIB));

/** An open workbook: its sheets, how to read any of them, and its closing. */
interface OpenWorkbook {
  sheets: SheetPart[];
  source(sheet: SheetPart): SheetSource;
  close(): void;
}

/** Opens the workbook and reads what every sheet is read with: date system, styles, shared strings. */
async function openWorkbook(
  source: string | Uint8Array,
  maxCsvBytes: number,
  bounds: ReadingBounds,
): Promise<OpenWorkbook> {
  const tooLarge = tooLargeAt(maxCsvBytes);
  const zip = await openWorkbookZip(source, bounds);
  try {
    const layout = await workbookLayout(zip);
    if (layout.sheets.length === 0) throw new WorkbookUnreadable('it has no sheet');
    const styles = await dateStyles(zip, layout.styles);
    const strings = await sharedStrings(zip, layout.sharedStrings, maxCsvBytes, tooLarge);
    return {
      sheets: layout.sheets,
      source: (sheet) => ({
        path: sheet.path,
        xml: zip.read(sheet.path, maxCsvBytes * XML_PER_CSV_BYTE, tooLarge),
        sharedStrings: strings,
        dateStyles: styles,
        date1904: layout.date1904,
      }),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** The sheet of that name, or the first when none is named; SheetMissing naming the sheets. */
function chosenSheet(sheets: readonly SheetPart[], name: string | null): SheetPart {
  const chosen = name === null ? sheets[0] : sheets.find((s) => s.name === name);
  if (chosen) return chosen;
  throw new SheetMissing(
    name ?? '',
    sheets.map((s) => s.name),
  );
}

/** The sheet of the workbook (a spooled upload's path, or stored bytes) as CSV bytes. */
export async function* workbookCsv(
  source: string | Uint8Array,
  { sheet, writing, maxCsvBytes, ...bounds }: WorkbookCsvOptions,
): AsyncIterable<Uint8Array> {
  const workbook = await openWorkbook(source, maxCsvBytes, bounds);
  try {
    yield* sheetCsv({
      ...workbook.source(chosenSheet(workbook.sheets, sheet)),
      writing,
      maxChars: maxCsvBytes,
      tooLarge: tooLargeAt(maxCsvBytes),
    });
  } finally {
    workbook.close();
  }
}

/** A workbook's sheets with their headers, and the first rows of one of them. */
export interface WorkbookSample {
  /** In the order of the tabs, each with its first row with a value, as the spec's CSV writes it. */
  sheets: { name: string; header: string[] }[];
  /** The sheet sampled. */
  sheet: string;
  /** Its first rows with a value, the header first. */
  rows: SheetCell[][];
}

export interface WorkbookSampleOptions extends ReadingBounds {
  /** The sheet to sample by its name; null: the first. */
  sheet: string | null;
  maxRows: number;
  /** The bound on a zip bomb, as for the whole sheet's CSV. */
  maxCsvBytes: number;
}

/** Issue 27 §3: what the mapping step needs of a workbook, reading no sheet past its first rows. */
export async function workbookSample(
  source: string | Uint8Array,
  { sheet, maxRows, maxCsvBytes, ...bounds }: WorkbookSampleOptions,
): Promise<WorkbookSample> {
  const workbook = await openWorkbook(source, maxCsvBytes, bounds);
  try {
    const chosen = chosenSheet(workbook.sheets, sheet);
    const limits = { maxChars: maxCsvBytes, tooLarge: tooLargeAt(maxCsvBytes) };
    const rows = await sheetSample(workbook.source(chosen), { ...limits, maxRows });
    const writer = createCellWriter(SPEC_CSV);
    const sheets = [];
    for (const part of workbook.sheets) {
      const [first = []] =
        part === chosen
          ? rows
          : await sheetSample(workbook.source(part), { ...limits, maxRows: 1 });
      sheets.push({ name: part.name, header: first.map((cell, k) => cellText(writer, cell, k)) });
    }
    return { sheets, sheet: chosen.name, rows };
  } finally {
    workbook.close();
  }
}
