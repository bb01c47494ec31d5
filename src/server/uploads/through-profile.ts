import type { PartialHour } from '../../domain/core/imports/hour-rollup';
import { createProfileReader } from '../../domain/core/imports/read-through-profile';
import type { ImportProfile } from '../../domain/core/imports/import-profile';
import { ApiError } from '../http/api-error';

/** A file read through a profile: the spec's CSV, and once it is read, the hours left out. */
export interface ProfileRows {
  rows: AsyncIterable<Uint8Array>;
  /** The hours left out for under 80 % of their readings (issue 27 §2), once `rows` has ended. */
  partialHours(): readonly PartialHour[];
}

/**
 * Issue 27: an upload's bytes read through an import profile as they arrive, as the spec's CSV the
 * upload path checks and stores like any other. Rows the profile cannot read refuse the upload
 * once the file has been read (422 with them), so that nothing of it is stored.
 */
export function throughProfile(
  chunks: AsyncIterable<Uint8Array>,
  profile: ImportProfile,
): ProfileRows {
  const reader = createProfileReader(profile);
  async function* rows(): AsyncIterable<Uint8Array> {
    for await (const chunk of chunks) {
      const read = reader.push(chunk);
      if (read.byteLength > 0) yield read;
    }
    const rest = reader.finish();
    const refused = reader.refusal();
    if (refused) {
      const { message, problems, problemCount } = refused;
      throw new ApiError(422, 'csv_invalid', message, { problems, problemCount });
    }
    if (rest.byteLength > 0) yield rest;
  }
  return { rows: rows(), partialHours: () => reader.partialHours() };
}
