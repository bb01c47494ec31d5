import { ANALYSIS_VERSION } from '../../domain/core/analysis/analysis-version';
import { checkCsvFile } from '../../domain/core/csv/check-file';
import type { HeaderMismatch } from '../../domain/core/csv/parse-result';
import { MSG_FILE_NOT_CSV, MSG_IMPORT_PROFILE_HINT } from '../../domain/core/messages';
import type { FileEntry } from '../db/queries/file-entries';
import type { FileFacts } from '../db/queries/insert-file';
import { ApiError } from '../http/api-error';
import type { Services } from '../services';
import type { UploadCheck } from '../work/server-tasks';
import { cleanFileName } from './clean-file-name';
import { receiveUpload, wholeChunks } from './receive-upload';

export interface UploadedFile {
  name: string;
  type?: string;
  /** The bytes, whole or as they arrive. */
  bytes: Uint8Array | AsyncIterable<Uint8Array>;
}

/** The refusal of a file's name, type or size as the spec words it, or null. */
function refusalOf(name: string, type: string | undefined, size: number, maxMb: number) {
  const refusal = checkCsvFile({ name, type, size }, maxMb);
  if (!refusal) return null;
  const notCsv = refusal === MSG_FILE_NOT_CSV;
  return new ApiError(notCsv ? 415 : 413, notCsv ? 'not_csv' : 'file_too_large', refusal);
}

/** Issue 27: a file without the spec's headers, with what it has, what it lacks and the way in. */
const headerMismatchDetails = ({ found, needed }: HeaderMismatch) => ({
  found_headers: found,
  needed_headers: needed,
  hint: MSG_IMPORT_PROFILE_HINT,
});

/** An accepted check as what the database keeps of it; a refused one as the 422 with its problems. */
function factsOf(checked: UploadCheck): FileFacts {
  if (!checked.ok) {
    throw new ApiError(422, 'csv_invalid', checked.message, {
      problems: checked.problems,
      problemCount: checked.problemCount,
      ...(checked.headers && headerMismatchDetails(checked.headers)),
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
 * upload thread as the bytes arrive (see ingest.ts) while writing them to the database a part at a
 * time (see receive-upload.ts), then stores the metadata, cached analysis and plant-days in one
 * transaction. A refused or failed upload stores nothing: its parts are deleted. The name is stored
 * cleaned (see cleanFileName). A stored upload is logged with the time of each stage, for an
 * operator to see where a slow upload spends it.
 */
export async function acceptUpload(
  services: Pick<Services, 'queries' | 'ingest' | 'config' | 'logger'>,
  userId: string,
  upload: UploadedFile,
): Promise<FileEntry> {
  const began = performance.now();
  const { files } = services.queries;
  const fileName = cleanFileName(upload.name);
  const { maxUploadMb } = services.config;
  const refusal = (size: number) => refusalOf(fileName, upload.type, size, maxUploadMb);
  const chunks = upload.bytes instanceof Uint8Array ? wholeChunks(upload.bytes) : upload.bytes;
  const early = refusal(upload.bytes instanceof Uint8Array ? upload.bytes.byteLength : 0);
  if (early) {
    // Read to its end, as a form parser would have: a client still sending gets the answer.
    await drain(chunks);
    throw early;
  }
  const check = services.ingest.begin();
  const times = { received: NaN, checked: NaN };
  /** The content the bytes are written to, once begun: deleted if the upload fails. */
  let begun: string | null = null;
  try {
    const contentId = await files.beginContent(userId);
    begun = contentId;
    const sizeBytes = await receiveUpload(chunks, refusal, {
      received: check.received,
      writeParts: (parts) => files.insertParts(contentId, parts),
    });
    times.received = performance.now();
    const facts = factsOf(await check.finish());
    times.checked = performance.now();
    const entry = await files.insertFile(userId, { contentId, fileName, sizeBytes, facts });
    services.logger.info(
      {
        fileId: entry.id,
        bytes: sizeBytes,
        rows: entry.rows,
        receiveMs: msBetween(began, times.received),
        checkMs: msBetween(times.received, times.checked),
        storeMs: msBetween(times.checked, performance.now()),
      },
      'upload stored',
    );
    return entry;
  } catch (error) {
    check.drop();
    const contentId = begun;
    if (contentId !== null) {
      await files.dropContent(userId, contentId).catch((dropError: unknown) => {
        // The sweep of abandoned contents deletes it later (see ABANDONED_CONTENT_MS).
        services.logger.warn(
          { err: dropError, contentId },
          "a failed upload's bytes stay until swept",
        );
      });
    }
    throw error;
  }
}
