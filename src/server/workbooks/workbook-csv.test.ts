// Issue 27 §3: workbooks written by exceljs (as a user's spreadsheet program would) read as the CSV
// the upload path checks.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compileDateFormat, type DateFormat } from '@domain/imports/date-format';
import { importProfileSchema } from '@domain/imports/import-profile';
import { csvWritingFor, SPEC_CSV } from '@domain/imports/workbook-writing';
import { startsAsZip } from '@domain/csv/check-file';
import { overlappingSheetsWorkbook } from '../testing/overlapping-zip-workbook';
import { UnpackBudgetSpent } from './reading-stopped';
import {
  SheetMissing,
  WorkbookRefusal,
  WorkbookTooLarge,
  WorkbookUnreadable,
} from './workbook-refusal';
import { workbookCsv, workbookSample, type WorkbookCsvOptions } from './workbook-csv';

async function bytesOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const OPTIONS: WorkbookCsvOptions = { sheet: null, writing: SPEC_CSV, maxCsvBytes: 1024 * 1024 };

async function csvOf(bytes: Uint8Array, options: Partial<WorkbookCsvOptions> = {}) {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of workbookCsv(bytes, { ...OPTIONS, ...options })) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text;
}

async function refusalOf(bytes: Uint8Array, options: Partial<WorkbookCsvOptions> = {}) {
  try {
    await csvOf(bytes, options);
  } catch (error) {
    if (error instanceof WorkbookRefusal) return error;
    throw error;
  }
  throw new Error('the workbook was read');
}

function format(text: string): DateFormat {
  const compiled = compileDateFormat(text);
  if ('error' in compiled) throw new Error(compiled.error);
  return compiled;
}

describe("a workbook's sheet as CSV", () => {
  it('writes numbers plainly, date cells as wall clocks, text dates and text as they stand', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Readings');
      sheet.addRow(['date', 'plant', 'name', 'MWh']);
      const dated = sheet.addRow([
        new Date(Date.UTC(2025, 2, 30, 1, 45)),
        7,
        'Block "A", north',
        1e-7,
      ]);
      dated.getCell(1).numFmt = 'dd.mm.yyyy hh:mm';
      sheet.addRow(['2025-03-30 03:00:00', 8, 'Süd', 250.125]);
    });
    expect(startsAsZip(bytes)).toBe(true);
    expect(await csvOf(bytes)).toBe(
      'date,plant,name,MWh\r\n' +
        '2025-03-30 01:45:00,7,"Block ""A"", north",0.0000001\r\n' +
        '2025-03-30 03:00:00,8,Süd,250.125\r\n',
    );
  });

  it('reads the sheet a profile names, and the first tab without one', async () => {
    const bytes = await bytesOf((workbook) => {
      workbook.addWorksheet('Notes').addRow(['about', 'this export']);
      workbook.addWorksheet('Data').addRow(['a', 'b']);
    });
    expect(await csvOf(bytes)).toBe('about,this export\r\n');
    expect(await csvOf(bytes, { sheet: 'Data' })).toBe('a,b\r\n');
  });

  it("refuses a sheet the workbook lacks, naming the workbook's sheets", async () => {
    const bytes = await bytesOf((workbook) => {
      workbook.addWorksheet('Notes').addRow(['x']);
      workbook.addWorksheet('Data').addRow(['y']);
    });
    const refusal = await refusalOf(bytes, { sheet: 'Messwerte' });
    expect(refusal).toBeInstanceOf(SheetMissing);
    expect(refusal.message).toBe(
      'The workbook has no sheet named "Messwerte"; its sheets: "Notes", "Data"',
    );
    expect((refusal as SheetMissing).sheets).toEqual(['Notes', 'Data']);
  });

  it('counts dates from 1904 when the workbook says so', async () => {
    const bytes = await bytesOf((workbook) => {
      workbook.properties.date1904 = true;
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow(['date']);
      sheet.addRow([new Date(Date.UTC(2025, 9, 26, 2, 15))]).getCell(1).numFmt = 'yyyy-mm-dd hh:mm';
    });
    expect(await csvOf(bytes)).toBe('date\r\n2025-10-26 02:15:00\r\n');
  });

  it("writes a profile's decimal comma, delimiter and date format", async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow(['Zeitstempel', 'Strom [kWh]', 'Anlage']);
      sheet
        .addRow([new Date(Date.UTC(2025, 0, 13, 0, 15)), 25000.5, 'Nord; Süd'])
        .getCell(1).numFmt = 'dd.mm.yyyy hh:mm';
    });
    const writing = {
      delimiter: ';',
      decimal: ',',
      dateFormat: format('DD.MM.YYYY HH:mm'),
      columnDateFormats: [],
    } as const;
    expect(await csvOf(bytes, { writing })).toBe(
      'Zeitstempel;Strom [kWh];Anlage\r\n13.01.2025 00:15;25000,5;"Nord; Süd"\r\n',
    );
  });

  it('quotes a number whose decimal comma is the delimiter, and pads rows to the header', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow(['a', 'b', 'c']);
      sheet.addRow([1.5, 2]);
      sheet.addRow([3, 4, 5, 6.25]);
    });
    const writing = {
      delimiter: ',',
      decimal: ',',
      dateFormat: null,
      columnDateFormats: [],
    } as const;
    expect(await csvOf(bytes, { writing })).toBe('a,b,c\r\n"1,5",2,\r\n3,4,5,"6,25"\r\n');
  });

  it("writes the date cell and the time cell of a profile's joined date each in its part of the format", async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow(['Facility ID', 'date', 'Hour', 'Time']);
      const row = sheet.addRow([3, new Date(Date.UTC(2025, 6, 4)), 7, 0.3125]);
      row.getCell(2).numFmt = 'm/d/yyyy';
      row.getCell(4).numFmt = 'hh:mm';
    });
    const profile = (date: [string, string], date_format: string) =>
      importProfileSchema.parse({
        name: 'Joined',
        columns: {
          date,
          ...Object.fromEntries(
            ['plant_id', 'plant_name', 'fuel_type'].map((c) => [c, 'Facility ID']),
          ),
          ...Object.fromEntries(
            ['electricity_output_MWh', 'fuel_consumption_MWh', 'CO2_emissions_tonnes'].map((c) => [
              c,
              'Facility ID',
            ]),
          ),
        },
        absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
        date_format,
      });
    const cems = csvWritingFor(profile(['Date', 'Hour'], 'YYYY-MM-DD H'));
    expect(await csvOf(bytes, { writing: cems })).toBe(
      'Facility ID,date,Hour,Time\r\n3,2025-07-04,7,1899-12-30 7\r\n',
    );
    const timed = csvWritingFor(profile(['Date', 'Time'], 'DD.MM.YYYY HH:mm'));
    expect(await csvOf(bytes, { writing: timed })).toBe(
      'Facility ID,date,Hour,Time\r\n3,04.07.2025,7,07:30\r\n',
    );
  });

  it('keeps rows on their sheet row, pads left-out cells and skips leading empty rows', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.getRow(2).values = ['a', 'b', 'c'];
      sheet.getRow(3).values = [1, 2, 3];
      sheet.getRow(5).values = [4];
      sheet.getCell('C6').value = 6;
    });
    expect(await csvOf(bytes)).toBe('a,b,c\r\n1,2,3\r\n\r\n4,,\r\n,,6\r\n');
  });

  it('stops a sheet that unpacks past the bound (a zip bomb) with 413', async () => {
    const long = 'x'.repeat(1000);
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      for (let i = 0; i < 2000; i++) sheet.addRow(Array.from({ length: 10 }, () => long));
    });
    // 20 MB of CSV from a workbook this small.
    expect(bytes.byteLength).toBeLessThan(200_000);
    const refusal = await refusalOf(bytes, { maxCsvBytes: 1024 * 1024 });
    expect(refusal).toBeInstanceOf(WorkbookTooLarge);
    expect(refusal.message).toBe("The workbook's sheet unpacks to more than 1MB");
  });

  it('reads rich text, formulas, booleans, errors, entities and line breaks as exceljs writes them', async () => {
    const rows: ExcelJS.CellValue[][] = [
      ['text', 'rich', 'formula', 'flag', 'error', 'tiny'],
      [
        'Fish & Chips <3> "q" \'a\'',
        { richText: [{ text: 'Bold', font: { bold: true } }, { text: ' and  plain ' }] },
        { formula: 'A3*2', result: 8 },
        true,
        { error: '#DIV/0!' },
        1.5e-10,
      ],
      [
        '  two\r\nlines\n',
        { richText: [{ text: '€ 😀' }, { text: ' ü', font: { italic: true } }] },
        { formula: 'CONCAT("a","b")', result: 'ab' },
        false,
        { error: '#N/A' },
        -2.5e21,
      ],
    ];
    const shared = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      for (const row of rows) sheet.addRow(row);
    });
    // Its streaming writer without shared strings writes text inline (<is><r><t>).
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const inline = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
    const sheet = inline.addWorksheet('Data');
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await inline.commit();
    // The file's "\r\n" is a line break, which XML reads as "\n".
    const expected =
      'text,rich,formula,flag,error,tiny\r\n' +
      '"Fish & Chips <3> ""q"" \'a\'",Bold and  plain ,8,TRUE,#DIV/0!,0.00000000015\r\n' +
      '"  two\nlines\n",€ 😀 ü,ab,FALSE,#N/A,-2500000000000000000000\r\n';
    expect(await csvOf(shared)).toBe(expected);
    expect(await csvOf(new Uint8Array(Buffer.concat(chunks)))).toBe(expected);
  });

  it('refuses bytes that are no workbook as unreadable', async () => {
    const refusal = await refusalOf(new TextEncoder().encode('PK\u0003\u0004 not really a zip'));
    expect(refusal).toBeInstanceOf(WorkbookUnreadable);
    expect(refusal.message).toMatch(/^The file does not read as an Excel workbook \(\.xlsx\): /);
  });
});

describe("a workbook's sample for the mapping step", () => {
  const sampleOf = (bytes: Uint8Array, sheet: string | null = null, maxCsvBytes = 1024 * 1024) =>
    workbookSample(bytes, { sheet, maxRows: 3, maxCsvBytes });

  it('counts every read of an entry against the budget of the reading, however many entries share it', async () => {
    // Three sheet entries sharing one stream of 2 MiB: 6 MiB read in all.
    const bytes = overlappingSheetsWorkbook({ sheets: 3, sheetMib: 2 });
    const MIB = 1024 * 1024;
    const sample = (maxUnpackedMib: number) =>
      workbookSample(bytes, {
        sheet: null,
        maxRows: 3,
        maxCsvBytes: 64 * MIB,
        maxUnpackedBytes: maxUnpackedMib * MIB,
      });
    const refusal: unknown = await sample(5).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnpackBudgetSpent);
    expect(refusal).toMatchObject({ maxBytes: 5 * MIB });
    expect((await sample(7)).sheets).toHaveLength(3);
  });

  it("names every sheet with its header and types the first rows' cells, no more rows", async () => {
    const bytes = await bytesOf((workbook) => {
      workbook.addWorksheet('Info').addRow(['Export', new Date(Date.UTC(2025, 0, 2))]);
      const sheet = workbook.addWorksheet('Hourly');
      sheet.addRow(['Date', 'Hour', 'Facility', 'Load']);
      for (let hour = 0; hour < 10; hour++) {
        const row = sheet.addRow([new Date(Date.UTC(2025, 6, 4)), hour, 'Unit "1"', 1e-7 * hour]);
        row.getCell(1).numFmt = 'm/d/yyyy';
      }
    });
    const info = await sampleOf(bytes);
    expect(info.sheet).toBe('Info');
    expect(info.sheets).toEqual([
      { name: 'Info', header: ['Export', '2025-01-02 00:00:00'] },
      { name: 'Hourly', header: ['Date', 'Hour', 'Facility', 'Load'] },
    ]);
    const hourly = await sampleOf(bytes, 'Hourly');
    const july4 = { date: Date.UTC(2025, 6, 4) };
    expect(hourly.rows).toEqual([
      ['Date', 'Hour', 'Facility', 'Load'],
      [july4, { number: '0' }, 'Unit "1"', { number: '0' }],
      [july4, { number: '1' }, 'Unit "1"', { number: '0.0000001' }],
    ]);
  });

  it('refuses as the upload does: a missing sheet, a sheet past the bound', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow(['x'.repeat(2000), 'y']);
    });
    const missing = await sampleOf(bytes, 'Messwerte').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(SheetMissing);
    expect(missing).toMatchObject({ sheets: ['Data'] });
    const tooLarge = await sampleOf(bytes, null, 1000).catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(WorkbookTooLarge);
  });
});
