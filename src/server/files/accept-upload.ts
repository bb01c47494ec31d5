import { ANALYSIS_VERSION } from '../../domain/core/analysis/analysis-version';
import { checkCsvFile } from '../../domain/core/csv/check-file';
import { MSG_FILE_NOT_CSV } from '../../domain/core/messages';
import type { FileEntry } from '../db/queries/files';
import { ApiError } from '../http/api-error';
import type { Services } from '../services';
import { ownBuffer } from '../work/own-buffer';
import { cleanFileName } from './clean-file-name';

export interface UploadedFile {
  name: string;
  type?: string;
  /** Moved to a worker thread and back: the caller's view may be emptied. */
  bytes: Uint8Array;
}

/**
 * accounts §5 "CSV upload": checks type and size, validates every row with the domain code on a
 * worker thread and stores the bytes, metadata and cached analysis in one statement; a refused file
 * stores nothing. The name is stored cleaned (see cleanFileName).
 */
export async function acceptUpload(
  services: Pick<Services, 'queries' | 'work' | 'config'>,
  userId: string,
  upload: UploadedFile,
): Promise<FileEntry> {
  const fileName = cleanFileName(upload.name);
  const { maxUploadMb } = services.config;
  const refusal = checkCsvFile(
    { name: fileName, type: upload.type, size: upload.bytes.byteLength },
    maxUploadMb,
  );
  if (refusal) {
    const notCsv = refusal === MSG_FILE_NOT_CSV;
    throw new ApiError(notCsv ? 415 : 413, notCsv ? 'not_csv' : 'file_too_large', refusal);
  }
  const buffer = ownBuffer(upload.bytes);
  const checked = await services.work.run('analyseUpload', new Uint8Array(buffer), [buffer]);
  if (!checked.ok) {
    throw new ApiError(422, 'csv_invalid', checked.message, {
      problems: checked.problems,
      problemCount: checked.problemCount,
    });
  }
  return services.queries.files.insertFile(userId, {
    fileName,
    content: checked.bytes,
    sha256: checked.sha256,
    quality: checked.quality,
    analysis: checked.analysis,
    analysisVersion: ANALYSIS_VERSION,
    cells: checked.cells,
  });
}
