import type { FileSample } from './file-sample';
import { headersOf } from './file-sample';
import type { ImportProfile } from '../../../../domain/core/imports/import-profile';

/** The headers a profile reads: those its columns name (a date and a time header count as two). */
export function headersNamedBy(profile: Pick<ImportProfile, 'columns'>): Set<string> {
  return new Set(Object.values(profile.columns).flatMap((h) => (h === undefined ? [] : h)));
}

/**
 * The saved profile made for files like this one: the headers it names are exactly the file's
 * (read with the profile's delimiter), none more, none fewer. The first by name when several are.
 */
export function matchingProfile<P extends Pick<ImportProfile, 'columns' | 'delimiter'>>(
  profiles: readonly P[],
  sample: FileSample,
): P | null {
  return (
    profiles.find((profile) => {
      const named = headersNamedBy(profile);
      const headers = new Set(headersOf(sample, profile.delimiter ?? sample.delimiter));
      return named.size === headers.size && [...headers].every((h) => named.has(h));
    }) ?? null
  );
}
