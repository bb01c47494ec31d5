// A hostile workbook for tests and benchmarks (issue 34 §5): its zip directory lists many sheets
// that all point at one deflated stream, a sheet of nothing but blanks, so that a few hundred KB
// unpack to sheets × stream. The stream is written as one compressed MiB of blanks repeated: each
// part is deflated on its own and flushed whole, so the parts follow each other as one stream.
import { crc32, deflateRawSync, constants } from 'node:zlib';

const MIB = 1024 * 1024;

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

const WORKSHEET_TYPE =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';

interface Entry {
  name: string;
  method: 0 | 8;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** One deflated part of a stream that goes on after it: its blocks flushed, none marked last. */
const openPart = (bytes: Uint8Array) =>
  deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/** The sheet's XML deflated: its head, `mib` MiB of blanks, its tail; with its CRC and size. */
function blankSheet(mib: number) {
  const head = Buffer.from(SHEET_HEAD);
  const tail = Buffer.from(SHEET_TAIL);
  const blanks = Buffer.alloc(MIB, 0x20);
  let crc = crc32(head);
  // The CRC of the blanks repeated, a MiB at a time (cheap beside inflating them).
  for (let i = 0; i < mib; i++) crc = crc32(blanks, crc);
  crc = crc32(tail, crc);
  const deflatedBlanks = openPart(blanks);
  const parts = [openPart(head), ...Array<Buffer>(mib).fill(deflatedBlanks), deflateRawSync(tail)];
  return {
    data: Buffer.concat(parts),
    crc,
    size: head.length + mib * MIB + tail.length,
  };
}

function localHeader(entry: Entry): Buffer {
  const name = Buffer.from(entry.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressed, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(entry: Entry): Buffer {
  const name = Buffer.from(entry.name);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, name]);
}

/**
 * A workbook of `sheets` sheets whose directory entries share one stream that unpacks to
 * `sheetMib` MiB (and a few bytes): `sheets` × `sheetMib` MiB in all.
 */
export function overlappingSheetsWorkbook({
  sheets,
  sheetMib,
}: {
  sheets: number;
  sheetMib: number;
}): Uint8Array {
  const numbers = Array.from({ length: sheets }, (_, i) => i + 1);
  const workbookXml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
    numbers.map((n) => `<sheet name="Sheet${n}" sheetId="${n}" r:id="rId${n}"/>`).join('') +
    '</sheets></workbook>';
  const relsXml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    numbers
      .map(
        (n) =>
          `<Relationship Id="rId${n}" Type="${WORKSHEET_TYPE}" Target="worksheets/sheet${n}.xml"/>`,
      )
      .join('') +
    '</Relationships>';

  const out: Buffer[] = [];
  let offset = 0;
  const write = (bytes: Buffer) => {
    out.push(bytes);
    offset += bytes.length;
  };
  const stored = (name: string, text: string): Entry => {
    const data = Buffer.from(text);
    const entry: Entry = {
      name,
      method: 0,
      crc: crc32(data),
      compressed: data.length,
      size: data.length,
      offset,
    };
    write(localHeader(entry));
    write(data);
    return entry;
  };
  const parts = [stored('xl/workbook.xml', workbookXml)];
  parts.push(stored('xl/_rels/workbook.xml.rels', relsXml));
  const sheet = blankSheet(sheetMib);
  const shared: Entry = {
    name: 'xl/worksheets/sheet1.xml',
    method: 8,
    crc: sheet.crc,
    compressed: sheet.data.length,
    size: sheet.size,
    offset,
  };
  write(localHeader(shared));
  write(sheet.data);

  const directoryOffset = offset;
  for (const entry of parts) write(centralHeader(entry));
  for (const n of numbers) write(centralHeader({ ...shared, name: `xl/worksheets/sheet${n}.xml` }));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length + sheets, 8);
  end.writeUInt16LE(parts.length + sheets, 10);
  end.writeUInt32LE(offset - directoryOffset, 12);
  end.writeUInt32LE(directoryOffset, 16);
  write(end);
  return new Uint8Array(Buffer.concat(out));
}
