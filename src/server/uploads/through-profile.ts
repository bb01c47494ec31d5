import type { PartialHour } from '@domain/imports/hour-rollup';
import type { BlankCounts } from '@domain/imports/read-through-profile';
import type { FlaggedHour } from '@domain/readings/flagged-hours';
import { ApiError } from '../http/api-error';
import type { ProfileRun } from '../work/ingest';

/** A file read through a profile: the spec's CSV, and once it is read, the hours left out. */
export interface ProfileRows {
  rows: AsyncIterable<Uint8Array>;
  /** The hours left out for under 80 % of their readings (issue 27 §2), once `rows` has ended. */
  partialHours(): readonly PartialHour[];
  /** What its blank cells and odd rows were taken as, once `rows` has ended. */
  blanks(): BlankCounts;
  /** The hours whose derived efficiency passed 100 %, once `rows` has ended. */
  flaggedHours(): readonly FlaggedHour[];
}

/**
 * Issue 27: an upload's bytes read through an import profile as they arrive, on the upload thread
 * (`run`, which checks the hours it reads there), as the spec's CSV the upload path stores like any
 * other. Rows the profile cannot read refuse the upload once the file has been read (422 with
 * them), so that nothing of it is stored.
 */
export function throughProfile(chunks: AsyncIterable<Uint8Array>, run: ProfileRun): ProfileRows {
  async function* rows(): AsyncIterable<Uint8Array> {
    yield* run.specCsv(chunks);
    const refused = run.read().refusal;
    if (refused) {
      const { message, problems, problemCount } = refused;
      throw new ApiError(422, 'csv_invalid', message, { problems, problemCount });
    }
  }
  return {
    rows: rows(),
    partialHours: () => run.read().partialHours,
    blanks: () => run.read().blanks,
    flaggedHours: () => run.read().flagged,
  };
}
