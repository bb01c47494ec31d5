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

/** accounts §5 "CSV upload": the type and size checks; the spec's message, or null when acceptable. */
export function checkCsvFile(file: FileFacts, maxMb: number = CSV_MAX_SIZE_MB): string | null {
  const typeSaysCsv = (file.type ?? '').toLowerCase().includes('csv');
  if (!typeSaysCsv && !file.name.toLowerCase().endsWith('.csv')) return MSG_FILE_NOT_CSV;
  if (file.size > maxUploadBytes(maxMb)) return msgFileTooLarge(maxMb);
  return null;
}
