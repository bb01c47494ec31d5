import { ANALYSIS_VERSION } from '../../domain/core/analysis/analysis-version';
import { checkCsvFile, maxUploadBytes } from '../../domain/core/csv/check-file';
import { MSG_FILE_NOT_CSV } from '../../domain/core/messages';
import type { FileEntry, FileFacts } from '../db/queries/files';
import { ApiError } from '../http/api-error';
import type { Services } from '../services';
import type { UploadCheck } from '../work/server-tasks';
import { cleanFileName } from './clean-file-name';
import { receiveUpload } from './receive-upload';

export interface UploadedFile {
  name: string;
  type?: string;
  /** The bytes, whole or as they arrive. */
  bytes: Uint8Array | AsyncIterable<Uint8Array>;
  /** About how many bytes will arrive (the request's Content-Length): the first allocation's size. */
  expectedBytes?: number;
}

/** The refusal of a file's name, type or size as the spec words it, or null. */
function refusalOf(name: string, type: string | undefined, size: number, maxMb: number) {
  const refusal = checkCsvFile({ name, type, size }, maxMb);
  if (!refusal) return null;
  const notCsv = refusal === MSG_FILE_NOT_CSV;
  return new ApiError(notCsv ? 415 : 413, notCsv ? 'not_csv' : 'file_too_large', refusal);
}

/** An accepted check as what the database keeps of it; a refused one as the 422 with its problems. */
function factsOf(checked: UploadCheck): FileFacts {
  if (!checked.ok) {
    throw new ApiError(422, 'csv_invalid', checked.message, {
      problems: checked.problems,
      problemCount: checked.problemCount,
    });
  }
  const { sha256, quality, analysis, cells } = checked;
  return { sha256, quality, analysis, analysisVersion: ANALYSIS_VERSION, cells };
}

async function drain(chunks: AsyncIterable<Uint8Array>): Promise<void> {
  const reader = chunks[Symbol.asyncIterator]();
  while (!(await reader.next()).done);
}

/** Milliseconds from one `performance.now()` to another, to a tenth. */
const msBetween = (from: number, to: number) => Math.round((to - from) * 10) / 10;

/**
 * accounts §5 "CSV upload": checks type and size, validates every row with the domain code on the
 * upload thread as the bytes arrive (see ingest.ts), and stores the bytes, metadata, cached
 * analysis and plant-days in one transaction, the bytes written while the check ends; a refused
 * file stores nothing. The name is stored cleaned (see
 * cleanFileName). A stored upload is logged with the time of each stage, for an operator to see
 * where a slow upload spends it.
 */
export async function acceptUpload(
  services: Pick<Services, 'queries' | 'ingest' | 'config' | 'logger'>,
  userId: string,
  upload: UploadedFile,
): Promise<FileEntry> {
  const began = performance.now();
  const fileName = cleanFileName(upload.name);
  const { maxUploadMb } = services.config;
  const refusal = (size: number) => refusalOf(fileName, upload.type, size, maxUploadMb);
  const whole = upload.bytes instanceof Uint8Array ? upload.bytes : null;
  const early = refusal(whole?.byteLength ?? 0);
  if (early) {
    // Read to its end, as a form parser would have: a client still sending gets the answer.
    if (!whole) await drain(upload.bytes as AsyncIterable<Uint8Array>);
    throw early;
  }
  const expectedBytes = Math.min(upload.expectedBytes ?? 0, maxUploadBytes(maxUploadMb));
  const check = services.ingest.begin();
  let content: Uint8Array;
  try {
    if (whole) check.received(whole);
    content =
      whole ??
      (await receiveUpload(
        upload.bytes as AsyncIterable<Uint8Array>,
        expectedBytes,
        refusal,
        check.received,
      ));
  } catch (error) {
    check.drop();
    throw error;
  }
  const received = performance.now();
  let checked = NaN;
  const facts = check.finish().then((result) => {
    checked = performance.now();
    return factsOf(result);
  });
  const entry = await services.queries.files.insertFile(userId, { fileName, content, facts });
  services.logger.info(
    {
      fileId: entry.id,
      bytes: content.byteLength,
      rows: entry.rows,
      receiveMs: msBetween(began, received),
      checkMs: msBetween(received, checked),
      storeMs: msBetween(checked, performance.now()),
    },
    'upload stored',
  );
  return entry;
}
