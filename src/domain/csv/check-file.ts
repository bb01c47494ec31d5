import { CSV_MAX_SIZE_MB } from '../constants';
import { MSG_FILE_NOT_CSV, msgFileTooLarge } from '../messages';

/** What the upload knows about a file before reading it. */
export interface FileFacts {
  name: string;
  /** The MIME type the browser or client gave, if any. */
  type?: string;
  /** Bytes. */
  size: number;
  /** Its first bytes (four are enough), when they have been read. */
  head?: Uint8Array;
}

/** The size limit in bytes for a limit in MB (MB = 1024 x 1024 bytes, as upload tools count). */
export function maxUploadBytes(maxMb: number = CSV_MAX_SIZE_MB): number {
  return maxMb * 1024 * 1024;
}

/** The MIME type of an Excel workbook (.xlsx). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether bytes begin as a zip file does ("PK\3\4"): an .xlsx workbook whatever its name. */
export function startsAsZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Issue 27 §3: an Excel workbook (.xlsx), by its name, the type the client gave or, once read, the
 * zip signature its first bytes begin with (issue 34 §9: whatever its name).
 */
export function isWorkbookFile(file: Pick<FileFacts, 'name' | 'type' | 'head'>): boolean {
  return (
    file.name.toLowerCase().endsWith('.xlsx') ||
    (file.type ?? '').toLowerCase() === XLSX_MIME ||
    (file.head !== undefined && startsAsZip(file.head))
  );
}

/**
 * The upload's type and size checks: a CSV file as accounts §5 says, or an Excel workbook (issue
 * 27 §3), each within the size limit; the spec's message, or null when acceptable.
 */
export function checkUploadFile(file: FileFacts, maxMb: number = CSV_MAX_SIZE_MB): string | null {
  if (!isWorkbookFile(file)) return checkCsvFile(file, maxMb);
  return file.size > maxUploadBytes(maxMb) ? msgFileTooLarge(maxMb) : null;
}

/** accounts §5 "CSV upload": the type and size checks; the spec's message, or null when acceptable. */
export function checkCsvFile(file: FileFacts, maxMb: number = CSV_MAX_SIZE_MB): string | null {
  const typeSaysCsv = (file.type ?? '').toLowerCase().includes('csv');
  if (!typeSaysCsv && !file.name.toLowerCase().endsWith('.csv')) return MSG_FILE_NOT_CSV;
  if (file.size > maxUploadBytes(maxMb)) return msgFileTooLarge(maxMb);
  return null;
}
