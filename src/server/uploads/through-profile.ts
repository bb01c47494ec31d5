import { createProfileReader } from '../../domain/core/imports/read-through-profile';
import { msgValidationFailed } from '../../domain/core/messages';
import type { ImportProfile } from '../../domain/core/imports/import-profile';
import { ApiError } from '../http/api-error';

const ROW_OF_MESSAGE = /^Row (\d+):/;

/** The rows a profile could not read, in the shape of any refused upload's problems. */
function refusal(problems: readonly string[]): ApiError {
  return new ApiError(422, 'csv_invalid', msgValidationFailed(problems.join('; ')), {
    problems: problems.map((message) => {
      const row = ROW_OF_MESSAGE.exec(message);
      return { line: row ? Number(row[1]) : null, message };
    }),
    problemCount: problems.length,
  });
}

/**
 * Issue 27: an upload's bytes read through an import profile as they arrive, as the spec's CSV the
 * upload path checks and stores like any other. Rows the profile cannot read refuse the upload
 * once the file has been read (422 with them), so that nothing of it is stored.
 */
export async function* throughProfile(
  chunks: AsyncIterable<Uint8Array>,
  profile: ImportProfile,
): AsyncIterable<Uint8Array> {
  const reader = createProfileReader(profile);
  for await (const chunk of chunks) {
    const rows = reader.push(chunk);
    if (rows.byteLength > 0) yield rows;
  }
  const rest = reader.finish();
  const problems = reader.problems();
  if (problems.length > 0) throw refusal(problems);
  if (rest.byteLength > 0) yield rest;
}
