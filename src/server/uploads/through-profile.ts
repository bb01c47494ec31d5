import { createProfileReader } from '../../domain/core/imports/read-through-profile';
import type { ImportProfile } from '../../domain/core/imports/import-profile';
import { ApiError } from '../http/api-error';

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
  const refused = reader.refusal();
  if (refused) {
    const { message, problems, problemCount } = refused;
    throw new ApiError(422, 'csv_invalid', message, { problems, problemCount });
  }
  if (rest.byteLength > 0) yield rest;
}
