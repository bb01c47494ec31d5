import type { FileSample } from './file-sample';
import { headersOf } from './file-sample';
import { headerIndex } from '@domain/imports/header-index';
import type { ImportProfile } from '@domain/imports/import-profile';

/** The headers a profile reads: those its columns name (a date and a time header count as two). */
export function headersNamedBy(profile: Pick<ImportProfile, 'columns'>): Set<string> {
  return new Set(Object.values(profile.columns).flatMap((h) => (h === undefined ? [] : h)));
}

/**
 * How many of the file's columns a profile reads, or 0 when the file lacks one it names: a
 * header is found as the server's reader finds it (exactly, else ignoring case).
 */
function columnsRead(profile: Pick<ImportProfile, 'columns'>, headers: readonly string[]) {
  const named = headersNamedBy(profile);
  return [...named].every((h) => headerIndex(headers, h) >= 0) ? named.size : 0;
}

/** The profile that reads the most of a file's columns (the first by name on a tie), else null. */
function readingMost<P>(profiles: readonly P[], columnsOf: (profile: P) => number): P | null {
  let best: P | null = null;
  let most = 0;
  for (const profile of profiles) {
    const columns = columnsOf(profile);
    if (columns > most) [best, most] = [profile, columns];
  }
  return best;
}

/**
 * The saved profile made for files like this one: the file's header (read with the profile's
 * delimiter) holds every header it names, whatever else it holds; where several do, the one
 * that maps the most columns.
 */
export function matchingProfile<P extends Pick<ImportProfile, 'columns' | 'delimiter'>>(
  profiles: readonly P[],
  sample: FileSample,
): P | null {
  return readingMost(profiles, (profile) =>
    columnsRead(profile, headersOf(sample, profile.delimiter ?? sample.delimiter)),
  );
}

/**
 * The saved profile made for workbooks like this one: the sheet it reads (its `sheet`, else the
 * first) holds every header it names; where several do, the one that maps the most columns.
 */
export function matchingWorkbookProfile<P extends Pick<ImportProfile, 'columns' | 'sheet'>>(
  profiles: readonly P[],
  sheets: readonly { name: string; header: readonly string[] }[],
): P | null {
  return readingMost(profiles, (profile) => {
    const sheet = profile.sheet === null ? sheets[0] : sheets.find((s) => s.name === profile.sheet);
    return sheet === undefined
      ? 0
      : columnsRead(
          profile,
          sheet.header.map((h) => h.trim()),
        );
  });
}
