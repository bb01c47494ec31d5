import { CSV_MAX_SIZE_MB } from '../constants';
import { MSG_FILE_NOT_CSV, msgFileTooLarge } from '../messages';

/** What the upload knows about a file before reading it. */
export interface FileFacts {
  name: string;
  /** The MIME type the browser or client gave, if any. */
  type?: string;
  /** Bytes. */
  size: number;
}

/** The size limit in bytes for a limit in MB (MB = 1024 x 1024 bytes, as upload tools count). */
export function maxUploadBytes(maxMb: number = CSV_MAX_SIZE_MB): number {
  return maxMb * 1024 * 1024;
}

/** The MIME type of an Excel workbook (.xlsx). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Issue 27 §3: an Excel workbook (.xlsx), by its name or the type the client gave. */
export function isWorkbookFile(file: Pick<FileFacts, 'name' | 'type'>): boolean {
  return file.name.toLowerCase().endsWith('.xlsx') || (file.type ?? '').toLowerCase() === XLSX_MIME;
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
