// Test helper: an annual emissions report's workbook read back with exceljs, so a test compares the
// cells a reader sees with the figures of the API.
import ExcelJS from 'exceljs';

export type Sheets = Record<string, (string | number | null)[][]>;

/** Every sheet's rows as their cells' values, read back from the workbook's bytes. */
export async function readWorkbook(bytes: ArrayBuffer): Promise<Sheets> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  const sheets: Sheets = {};
  wb.eachSheet((ws) => {
    const rows: (string | number | null)[][] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      rows.push(
        (row.values as unknown[]).slice(1).map((v) => (v === undefined ? null : (v as string))),
      );
    });
    sheets[ws.name] = rows;
  });
  return sheets;
}

/** The rows of a sheet's table whose header row begins with `first`, up to the next empty row. */
export function tableOf(sheets: Sheets, sheet: string, first: string, second: string) {
  const rows = sheets[sheet] ?? [];
  const header = rows.findIndex((r) => r[0] === first && r[1] === second);
  const end = rows.findIndex((r, i) => i > header && r.every((c) => c === null));
  const body = rows.slice(header + 1, end === -1 ? undefined : end);
  const names = rows[header]!;
  return body.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i] ?? null])));
}

/** The value beside a label of a sheet's facts. */
export const valueOf = (sheets: Sheets, sheet: string, label: string) =>
  sheets[sheet]?.find((r) => r[0] === label)?.[1];
