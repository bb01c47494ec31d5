import type { CsvProblem } from '../../../../domain/core/csv/parse-result';
import { checkCsvFile } from '../../../../domain/core/csv/check-file';
import { parseCsv } from '../../../../domain/core/csv/parse';
import { count } from '../../../../domain/core/format';
import { msgValidationFailed } from '../../../../domain/core/messages';
import { ApiError } from '../../../lib/api-error';
import { MSG_UPLOAD_FAILED } from '../../../../domain/core/messages';

/** Why a file was not stored: one line, and the problems with their lines when the CSV was read. */
export interface UploadFailure {
  message: string;
  problems: CsvProblem[];
  /** All problems found, including those not listed. */
  problemCount: number;
}

function invalidCsv(problems: CsvProblem[], problemCount: number): UploadFailure {
  return {
    message: msgValidationFailed(`${count(problemCount, 'problem')} found`),
    problems,
    problemCount,
  };
}

/**
 * The browser-side pre-check (DESIGN.md data flow): the same type, size and row checks the server
 * runs, on the file's bytes, so a bad file is refused before it is sent. Null when it passes.
 */
export async function precheckCsv(file: File): Promise<UploadFailure | null> {
  const refusal = checkCsvFile({ name: file.name, type: file.type, size: file.size });
  if (refusal) return { message: msgValidationFailed(refusal), problems: [], problemCount: 0 };
  const parsed = parseCsv(new Uint8Array(await file.arrayBuffer()));
  return parsed.ok ? null : invalidCsv(parsed.problems, parsed.problemCount);
}

/** The server's refusal (413, 415, 422 with its problems) or "Upload failed" when it gave none. */
export function uploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) {
    return { message: MSG_UPLOAD_FAILED, problems: [], problemCount: 0 };
  }
  const { problems, problemCount } = error.body;
  if (Array.isArray(problems) && problems.length > 0) {
    const listed = problems as CsvProblem[];
    return invalidCsv(listed, typeof problemCount === 'number' ? problemCount : listed.length);
  }
  return { message: error.message, problems: [], problemCount: 0 };
}
