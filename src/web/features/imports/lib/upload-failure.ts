import type { CsvProblem, HeaderMismatch } from '@domain/csv/parse-result';
import { checkUploadFile, isWorkbookFile } from '@domain/csv/check-file';
import { parseCsv } from '@domain/csv/parse';
import { count } from '@domain/format';
import { MSG_IMPORT_PROFILE_HINT, MSG_UPLOAD_FAILED, msgValidationFailed } from '@domain/messages';
import { ApiError } from '@web/lib/api-error';
import { fileFacts } from './file-facts';

/** Why a file was not stored: one line, and the problems with their lines when the CSV was read. */
export interface UploadFailure {
  message: string;
  problems: CsvProblem[];
  /** All problems found, including those not listed. */
  problemCount: number;
  /** Issue 27: a file without the spec's headers, and what to do about it. */
  headers?: HeaderMismatch & { hint: string };
}

function invalidCsv(
  problems: CsvProblem[],
  problemCount: number,
  headers?: HeaderMismatch & { hint: string },
): UploadFailure {
  return {
    message: msgValidationFailed(`${count(problemCount, 'problem')} found`),
    problems,
    problemCount,
    ...(headers && { headers }),
  };
}

const texts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The browser-side pre-check (docs/design.md data flow): the same type, size and row checks the server
 * runs, on the file's bytes, so a bad file is refused before it is sent. Null when it passes. An
 * Excel workbook's rows are the server's to read (issue 27 §3): only its type and size are checked.
 */
export async function precheckCsv(file: File): Promise<UploadFailure | null> {
  const facts = await fileFacts(file);
  const refusal = checkUploadFile(facts);
  if (refusal) return { message: msgValidationFailed(refusal), problems: [], problemCount: 0 };
  if (isWorkbookFile(facts)) return null;
  const parsed = parseCsv(new Uint8Array(await file.arrayBuffer()));
  if (parsed.ok) return null;
  const headers = parsed.headers && { ...parsed.headers, hint: MSG_IMPORT_PROFILE_HINT };
  return invalidCsv(parsed.problems, parsed.problemCount, headers);
}

/** The server's refusal (413, 415, 422 with its problems) or "Upload failed" when it gave none. */
export function uploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) {
    return { message: MSG_UPLOAD_FAILED, problems: [], problemCount: 0 };
  }
  const { problems, problemCount, found_headers, needed_headers, hint } = error.body;
  if (Array.isArray(problems) && problems.length > 0) {
    const listed = problems as CsvProblem[];
    const headers =
      texts(found_headers) && texts(needed_headers) && typeof hint === 'string'
        ? { found: found_headers, needed: needed_headers, hint }
        : undefined;
    return invalidCsv(
      listed,
      typeof problemCount === 'number' ? problemCount : listed.length,
      headers,
    );
  }
  return { message: error.message, problems: [], problemCount: 0 };
}
