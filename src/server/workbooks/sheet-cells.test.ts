// The sheet reader on the XML cases a spreadsheet writer may produce, each expected as the general
// XML parser (saxes) that read sheets before it gave them, also when the bytes arrive split at
// every place; and on workbooks exceljs writes.
import { describe, expect, it } from 'vitest';
import { sheetCells, type SheetSource } from './sheet-cells';
import { WorkbookUnreadable } from './workbook-refusal';

/** The sink's calls, as text: "text 0 abc", "number 1 2.5", "date 0 2025-...", "row 3". */
async function cellsOf(xml: string, chunkBytes = Infinity, shared: string[] = []) {
  const bytes = Buffer.from(xml);
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += chunkBytes) {
      yield bytes.subarray(at, Math.min(bytes.length, at + chunkBytes));
    }
  }
  const source: SheetSource = {
    path: 'xl/worksheets/sheet1.xml',
    xml: chunks(),
    sharedStrings: shared,
    dateStyles: new Set([1]),
    date1904: false,
  };
  const calls: string[] = [];
  const steps = sheetCells(source, {
    text: (column, text) => calls.push(`text ${column} ${JSON.stringify(text)}`),
    number: (column, bytes, start, end) =>
      calls.push(`number ${column} ${bytes.toString('utf8', start, end)}`),
    date: (column, wallClock) => calls.push(`date ${column} ${new Date(wallClock).toISOString()}`),
    endRow: (row) => calls.push(`row ${row}`),
  });
  for await (const step of steps) void step;
  return calls;
}

const SHEET = (rows: string) =>
  '\ufeff<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<dimension ref="A1:D9"/><sheetViews><sheetView workbookViewId="0"/></sheetViews>' +
  `<cols><col min="1" max="1" width="12"/></cols>${rows}` +
  '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
  '<headerFooter><oddHeader>&amp;Lnot a cell</oddHeader></headerFooter></worksheet>';

const SHARED = ['plant', 'Block "A", north', 'Süd'];

describe("a sheet's cells", () => {
  it('reads entities, quoting, attribute order, prefixes, self-closing and empty cells', async () => {
    const xml = SHEET(
      '<sheetData>' +
        '<row r="1" spans="1:4"><c r="A1" t="s"><v>0</v></c><c t=\'inlineStr\' r=\'B1\'>' +
        '<is><t>Fish &amp; Chips &lt;3 &#x41;&#66; &quot;q&quot; &apos;a&apos; &gt;</t></is></c>' +
        '<c s="3" r="C1"/><c r="D1" s="2"></c></row>' +
        '<x:row r = "2" xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<x:c r="A2" t="s"><x:v>1</x:v></x:c><x:c r="C2"><x:v>7</x:v></x:c></x:row>' +
        '<row><c><v>1</v></c><c t="s"><v>2</v></c><c r="D3" t="str"><f>A3*2</f><v>2</v></c></row>' +
        '<row r="6"/><row r="7" ht="15"><c r="B7" t="s"><v> 2</v></c></row>' +
        '</sheetData>',
    );
    expect(await cellsOf(xml, Infinity, SHARED)).toEqual([
      'text 0 "plant"',
      'text 1 "Fish & Chips <3 AB \\"q\\" \'a\' >"',
      'text 2 ""',
      'text 3 ""',
      'row 1',
      'text 0 "Block \\"A\\", north"',
      'number 2 7',
      'row 2',
      'number 0 1',
      'text 1 "Süd"',
      'text 3 "2"',
      'row 3',
      'row 6',
      'text 1 "Süd"',
      'row 7',
    ]);
  });

  it('reads text runs, phonetic readings, xml:space, line breaks, CDATA and comments', async () => {
    const xml = SHEET(
      '<sheetData><row r="1">' +
        '<c r="A1" t="inlineStr"><is><r><rPr><b/><sz val="11"/></rPr><t>Bold</t></r>' +
        '<r><t xml:space="preserve"> and  plain </t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh>' +
        '<phoneticPr fontId="1"/></is></c>' +
        '<c r="B1" t="inlineStr"><is><t>two\r\nlines&#13;&#10;kept</t></is></c>' +
        '<c r="C1" t="str"><v><![CDATA[a <b> & c\r\n]]></v></c>' +
        '<!-- a comment <c r="D1"><v>9</v></c> --><?pi not a cell?>' +
        '<c r="E1" t="inlineStr"><is><t/></is></c><c r="F1" t="inlineStr"><is><t>€ 😀 ü</t></is></c>' +
        '</row></sheetData>',
    );
    expect(await cellsOf(xml)).toEqual([
      'text 0 "Bold and  plain "',
      'text 1 "two\\nlines\\r\\nkept"',
      'text 2 "a <b> & c\\n"',
      'text 4 ""',
      'text 5 "€ 😀 ü"',
      'row 1',
    ]);
  });

  it('reads numbers as written or without their exponent, booleans, errors and dates', async () => {
    const xml = SHEET(
      '<sheetData><row r="2">' +
        '<c r="A2"><v>250.125</v></c><c r="B2"><v>1.5E-3</v></c><c r="C2"><v>-2e+21</v></c>' +
        '<c r="D2"><v>1E-7</v></c><c r="E2" t="n"><v>0</v></c>' +
        '<c r="F2" t="b"><v>1</v></c><c r="G2" t="b"><v>0</v></c><c r="H2" t="e"><v>#DIV/0!</v></c>' +
        '<c r="I2" s="1"><v>45747.072916666664</v></c><c r="J2" s="1"><v>4.5747E4</v></c>' +
        '<c r="K2" s="1" t="str"><v>not a date</v></c><c r="L2" s="1"><v>n/a</v></c>' +
        '<c r="M2" t="d"><v>2025-03-30T01:45:00</v></c><c r="N2" t="d"><v>2025-10-26</v></c>' +
        '<c r="O2" t="d"><v>last week</v></c><c r="P2" s="1"/>' +
        '</row></sheetData>',
    );
    expect(await cellsOf(xml)).toEqual([
      'number 0 250.125',
      'number 1 0.0015',
      'number 2 -2000000000000000000000',
      'number 3 0.0000001',
      'number 4 0',
      'text 5 "TRUE"',
      'text 6 "FALSE"',
      'text 7 "#DIV/0!"',
      'date 8 2025-03-31T01:45:00.000Z',
      'date 9 2025-03-31T00:00:00.000Z',
      'text 10 "not a date"',
      'text 11 "n/a"',
      'date 12 2025-03-30T01:45:00.000Z',
      'date 13 2025-10-26T00:00:00.000Z',
      'text 14 "last week"',
      'text 15 ""',
      'row 2',
    ]);
  });
});

describe("a sheet's odd but readable cases and its refusals", () => {
  const UNREADABLE =
    'The file does not read as an Excel workbook (.xlsx): xl/worksheets/sheet1.xml: ';
  const refusalOf = (xml: string) =>
    cellsOf(xml, Infinity, SHARED).catch((error: unknown) => error);
  const row = (cells: string) => SHEET(`<sheetData><row>${cells}</row></sheetData>`);

  it('reads rows numbered out of order, references without letters, padded numbers and styles', async () => {
    const xml = SHEET(
      '<sheetData><row r="0x10"><c r="a1" s=" 1 "><v> 12 </v></c><c r="$C$1" s=""><v>3</v></c>' +
        '<c r="1"><v>4</v></c></row><row r="3"/><row r="2"><c><v>5</v></c></row>' +
        '<row r="20"><c r="&#67;20"><v>6</v></c></row></sheetData>',
    );
    expect(await cellsOf(xml)).toEqual([
      'date 0 1900-01-11T00:00:00.000Z',
      'number 1 3',
      'number 2 4',
      'row 16',
      'row 17',
      'number 0 5',
      'row 18',
      'number 2 6',
      'row 20',
    ]);
    expect(await cellsOf(SHEET('<sheetData/>'))).toEqual([]);
    expect(await cellsOf(SHEET(''))).toEqual([]);
  });

  it('refuses a cell past column XFD and a shared string the workbook lacks, naming the cell', async () => {
    expect(await refusalOf(row('<c r="XFE1"><v>1</v></c>'))).toBeInstanceOf(WorkbookUnreadable);
    expect(await refusalOf(row('<c r="XFE1"><v>1</v></c>'))).toMatchObject({
      message: `${UNREADABLE}cell XFE1 is past column XFD`,
    });
    expect(await refusalOf(row('<c r="B1" t="s"><v>3</v></c>'))).toMatchObject({
      message: `${UNREADABLE}cell B1 names shared string 3, which the workbook lacks`,
    });
    expect(await refusalOf(row('<c t="s"><v>3</v></c>'))).toMatchObject({
      message: `${UNREADABLE}cell  names shared string 3, which the workbook lacks`,
    });
  });

  it('refuses undefined entities, bad references, unquoted attributes and a cut-short part', async () => {
    const full = SHEET('<sheetData><row><c><v>1</v></c></row></sheetData>');
    for (const xml of [
      row('<c t="inlineStr"><is><t>&nbsp;</t></is></c>'),
      row('<c t="inlineStr"><is><t>&#0;</t></is></c>'),
      row('<c r=A1><v>1</v></c>'),
      full.slice(0, full.indexOf('<sheetData>')),
      full.slice(0, full.indexOf('</row>')),
      full.slice(0, full.indexOf('</sheetData>') + 3),
    ]) {
      const refusal = await refusalOf(xml);
      expect(refusal).toBeInstanceOf(WorkbookUnreadable);
      expect((refusal as Error).message.startsWith(UNREADABLE)).toBe(true);
    }
  });

  it('refuses a tag of more than 1 MB arriving in chunks, whose bytes it would hold', async () => {
    const xml = row(`<c r="A1" x="${'x'.repeat(2 * 1024 * 1024)}"><v>1</v></c>`);
    const refusal = await cellsOf(xml, 64 * 1024).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkbookUnreadable);
    expect(refusal).toMatchObject({ message: `${UNREADABLE}markup of more than 1MB` });
  });
});

describe("a sheet's bytes split anywhere", () => {
  it('reads the same cells in chunks of any size as in one', async () => {
    const xml = SHEET(
      '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><r><t>Fish &amp; Chips\r\n</t></r>' +
        '<rPh><t>ふ</t></rPh><r><t xml:space="preserve"> € 😀 &#x1F600;&lt;</t></r></is></c>' +
        "<x:c r='B1' s='1'><x:v>45747.072916666664</x:v></x:c><!-- <c><v>9</v></c> -->" +
        '<c r="C1" t="str"><v><![CDATA[a <b> & c\r\n]]></v></c><c r="D1"/><c r="E1" t="s"><v>2</v></c>' +
        '<c r="F1"><v>1.5E-3</v></c></row><row r="3"><c r="B3" t="b"><v>1</v></c></row></sheetData>',
    );
    const whole = await cellsOf(xml, Infinity, SHARED);
    expect(whole).toHaveLength(9);
    for (const size of [1, 2, 3, 5, 7, 64]) {
      expect(await cellsOf(xml, size, SHARED)).toEqual(whole);
    }
  });
});
