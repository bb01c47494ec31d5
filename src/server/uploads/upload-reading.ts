// How an upload becomes what is stored and what is checked. A CSV file is both, as it arrives, or
// read through an import profile (issue 27 §1) into the spec's CSV that is both (the upload thread
// reads it, see through-profile.ts). An Excel workbook
// (issue 27 §3), known by its name, type or zip signature (issue 34 §9), is spooled to a file
// first: its zip is read from the central directory at its end.
// Without a profile the workbook is stored as uploaded (its download gives it back) and its sheet's
// CSV is checked; through a profile the spec CSV the profile makes of the sheet is stored and
// checked, as for a CSV file through one, so that reading the file again needs no profile.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { checkUploadFile, isWorkbookFile, maxUploadBytes } from '@domain/csv/check-file';
import { profileNotReported, type ImportProfile } from '@domain/imports/import-profile';
import { MSG_FILE_NOT_CSV, msgFileTooLarge } from '@domain/messages';
import type { NotReportable } from '@domain/readings/not-reported';
import { ApiError } from '../http/api-error';
import { csvWritingFor, SPEC_CSV } from '@domain/imports/workbook-writing';
import { workbookCsv } from '../workbooks/workbook-csv';

/** The CSV a workbook's sheet may make, per byte of the upload limit: the bound on a zip bomb. */
export const WORKBOOK_CSV_PER_UPLOAD_BYTE = 4;

/** What an upload (or a workbook's preview) is read within, and its client's leaving. */
export interface UploadLimits {
  /** MAX_UPLOAD_MB. */
  maxUploadMb: number;
  /** MAX_WORKBOOK_UNPACKED_MB: what a workbook's entries may unpack to in all. */
  maxWorkbookUnpackedMb: number;
  /** Aborted when the request's client has gone: a workbook is read no further. */
  signal?: AbortSignal;
}

const MIB = 1024 * 1024;

/** How a workbook of the upload is read: the bound on its sheet's CSV and the request's bounds. */
export const workbookReading = ({ maxUploadMb, maxWorkbookUnpackedMb, signal }: UploadLimits) => ({
  maxCsvBytes: workbookCsvBound(maxUploadMb),
  maxUnpackedBytes: maxWorkbookUnpackedMb * MIB,
  signal,
});

/** The refusal of a workbook past the upload limit, or null. */
export const workbookSizeRefusal = (maxUploadMb: number) => (size: number) =>
  size > maxUploadBytes(maxUploadMb)
    ? new ApiError(413, 'file_too_large', msgFileTooLarge(maxUploadMb))
    : null;

export interface UploadReading {
  /** The name the file is stored under. */
  name: string;
  /**
   * The bytes stored: hashed and written in parts; with a `profile`, the bytes it reads into the
   * spec CSV stored.
   */
  stored: AsyncIterable<Uint8Array>;
  /** The import profile `stored` is read through, or null. */
  profile: ImportProfile | null;
  /** The spec's CSV to check when it is not the stored bytes (a workbook stored as uploaded). */
  checked: AsyncIterable<Uint8Array> | null;
  /** The columns the stored file does not report: those the profile marks absent (issue 27 §1). */
  notReported: NotReportable[];
  /** The refusal of the stored bytes past their size, or null. */
  refusal(size: number): ApiError | null;
  /** Removes what the reading spooled. */
  close(): Promise<void>;
}

/** The refusal of a file's name, type or size as the spec words it, or null. */
export function refusalOf(name: string, type: string | undefined, size: number, maxMb: number) {
  const refusal = checkUploadFile({ name, type, size }, maxMb);
  if (!refusal) return null;
  const notCsv = refusal === MSG_FILE_NOT_CSV;
  return new ApiError(notCsv ? 415 : 413, notCsv ? 'not_csv' : 'file_too_large', refusal);
}

/** The first bytes of an upload (at least four, unless it is shorter) and all of its bytes. */
export async function peek(chunks: AsyncIterable<Uint8Array>) {
  const reader = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < 4 && !done) {
    const next = await reader.next();
    if (next.done) done = true;
    else {
      head.push(next.value);
      length += next.value.byteLength;
    }
  }
  const start = Buffer.concat(head);
  async function* all(): AsyncIterable<Uint8Array> {
    yield* head;
    if (done) return;
    for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value;
  }
  return { start, all: all() };
}

/** Writes an upload to a file of its own, refusing it past the size limit. */
async function spool(
  chunks: AsyncIterable<Uint8Array>,
  path: string,
  tooLarge: (size: number) => ApiError | null,
) {
  let size = 0;
  async function* counted() {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      const refusal = tooLarge(size);
      if (refusal) throw refusal;
      yield chunk;
    }
  }
  await pipeline(Readable.from(counted()), createWriteStream(path));
}

/** "export.xlsx" -> "export.csv": the name of a workbook stored as the CSV a profile made of it. */
const csvName = (name: string) => `${name.replace(/\.xlsx$/i, '')}.csv`;

/**
 * What to store and check of an upload: refuses its name or type (415) once its first bytes show
 * it is no workbook either, and its size (413) as its bytes arrive. Close the reading once the
 * upload is stored or refused.
 */
export async function readingOf(
  upload: { name: string; type?: string; chunks: AsyncIterable<Uint8Array> },
  profile: ImportProfile | null,
  limits: UploadLimits,
): Promise<UploadReading> {
  const { name, type } = upload;
  const { maxUploadMb } = limits;
  const { start, all } = await peek(upload.chunks);
  const notReported = profileNotReported(profile);
  if (!isWorkbookFile({ name, type, head: start })) {
    const early = refusalOf(name, type, 0, maxUploadMb);
    if (early) {
      // Read to its end, as a form parser would have: a client still sending gets the answer.
      await drain(all);
      throw early;
    }
    return {
      name,
      stored: all,
      profile,
      checked: null,
      notReported,
      refusal: (size) => refusalOf(name, type, size, maxUploadMb),
      close: async () => {},
    };
  }
  const limit = workbookSizeRefusal(maxUploadMb);
  const { path, close } = await spooledWorkbook(all, limit);
  try {
    const reading = workbookReading(limits);
    const { maxCsvBytes } = reading;
    if (!profile) {
      const checked = workbookCsv(path, { sheet: null, writing: SPEC_CSV, ...reading });
      return {
        name,
        stored: spooled(path),
        profile: null,
        checked,
        notReported,
        refusal: limit,
        close,
      };
    }
    const writing = csvWritingFor(profile);
    const csv = workbookCsv(path, { sheet: profile.sheet, writing, ...reading });
    return {
      name: csvName(name),
      stored: csv,
      profile: { ...profile, delimiter: writing.delimiter },
      checked: null,
      notReported,
      // The profile's CSV of a sheet within its bound: its units rewritten, not its rows multiplied.
      refusal: (size) =>
        size > 2 * maxCsvBytes
          ? new ApiError(413, 'file_too_large', msgFileTooLarge(maxUploadMb))
          : null,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The CSV a workbook's sheet may make under an upload limit (MB): the bound on a zip bomb. */
export const workbookCsvBound = (maxUploadMb: number) =>
  maxUploadBytes(maxUploadMb) * WORKBOOK_CSV_PER_UPLOAD_BYTE;

/**
 * A workbook's bytes written to a file of their own (its zip is read from the directory at its
 * end), refused past the size limit as they arrive; `close` removes the file.
 */
export async function spooledWorkbook(
  chunks: AsyncIterable<Uint8Array>,
  tooLarge: (size: number) => ApiError | null,
): Promise<{ path: string; close: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'sid-workbook-'));
  const close = () => rm(folder, { recursive: true, force: true });
  try {
    const path = join(folder, 'upload.xlsx');
    await spool(chunks, path, tooLarge);
    return { path, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const spooled = (path: string) =>
  createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Uint8Array>;

export async function drain(chunks: AsyncIterable<Uint8Array>): Promise<void> {
  const reader = chunks[Symbol.asyncIterator]();
  while (!(await reader.next()).done);
}
