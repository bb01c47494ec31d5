import type { FileSample } from './file-sample';
import { headersOf } from './file-sample';
import type { ImportProfile } from '../../../../domain/core/imports/import-profile';

/** The headers a profile reads: those its columns name (a date and a time header count as two). */
export function headersNamedBy(profile: Pick<ImportProfile, 'columns'>): Set<string> {
  return new Set(Object.values(profile.columns).flatMap((h) => (h === undefined ? [] : h)));
}

/** Whether the headers a profile names are exactly these, none more, none fewer. */
function namesExactly(profile: Pick<ImportProfile, 'columns'>, headers: readonly string[]) {
  const named = headersNamedBy(profile);
  const distinct = new Set(headers);
  return named.size === distinct.size && [...distinct].every((h) => named.has(h));
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
    profiles.find((profile) =>
      namesExactly(profile, headersOf(sample, profile.delimiter ?? sample.delimiter)),
    ) ?? null
  );
}

/**
 * The saved profile made for workbooks like this one (issue 27 §3): the headers it names are
 * exactly those of the sheet it reads (its `sheet`, else the first). The first by name when several are.
 */
export function matchingWorkbookProfile<P extends Pick<ImportProfile, 'columns' | 'sheet'>>(
  profiles: readonly P[],
  sheets: readonly { name: string; header: readonly string[] }[],
): P | null {
  return (
    profiles.find((profile) => {
      const sheet =
        profile.sheet === null ? sheets[0] : sheets.find((s) => s.name === profile.sheet);
      return (
        sheet !== undefined &&
        namesExactly(
          profile,
          sheet.header.map((h) => h.trim()),
        )
      );
    }) ?? null
  );
}
