import { ANALYSIS_VERSION } from '../../domain/core/analysis/analysis-version';
import { checkCsvFile } from '../../domain/core/csv/check-file';
import { parseCsv } from '../../domain/core/csv/parse';
import { MSG_FILE_NOT_CSV } from '../../domain/core/messages';
import type { FileEntry, FileQueries } from '../db/queries/files';
import { ApiError } from '../http/api-error';
import { cleanFileName } from './clean-file-name';
import { analysisOfParsed } from './stored-analysis';

export interface UploadedFile {
  name: string;
  type?: string;
  bytes: Uint8Array;
}

/**
 * accounts §5 "CSV upload": checks type and size, validates every row with the domain code and
 * stores the bytes, metadata and cached analysis in one statement; a refused file stores nothing.
 * The name is stored cleaned (see cleanFileName).
 */
export async function acceptUpload(
  files: FileQueries,
  userId: string,
  upload: UploadedFile,
  maxUploadMb: number,
): Promise<FileEntry> {
  const fileName = cleanFileName(upload.name);
  const refusal = checkCsvFile(
    { name: fileName, type: upload.type, size: upload.bytes.byteLength },
    maxUploadMb,
  );
  if (refusal) {
    const notCsv = refusal === MSG_FILE_NOT_CSV;
    throw new ApiError(notCsv ? 415 : 413, notCsv ? 'not_csv' : 'file_too_large', refusal);
  }
  const parsed = parseCsv(upload.bytes);
  if (!parsed.ok) {
    throw new ApiError(422, 'csv_invalid', parsed.message, {
      problems: parsed.problems,
      problemCount: parsed.problemCount,
    });
  }
  return files.insertFile(userId, {
    fileName,
    content: upload.bytes,
    quality: parsed.quality,
    analysis: analysisOfParsed(parsed),
    analysisVersion: ANALYSIS_VERSION,
  });
}
