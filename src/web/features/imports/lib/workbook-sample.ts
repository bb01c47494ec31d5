// Issue 27 §3: a workbook's first rows (as the server's preview gives them) written as the CSV the
// server writes of its sheet for a profile, so that the mapping step guesses and previews them as
// it does a CSV file's start.
import {
  csvWritingFor,
  sampleCsv,
  SPEC_CSV,
  type SheetCell,
} from '@domain/imports/workbook-writing';
import type { ImportProfile } from '@domain/imports/import-profile';
import type { FileSample } from './file-sample';

type Rows = readonly (readonly SheetCell[])[];

/** The rows as the spec's CSV writes them: what the mapping step guesses from. */
export function specSampleOf(rows: Rows): FileSample {
  return { bytes: new TextEncoder().encode(sampleCsv(rows, SPEC_CSV)), delimiter: ',' };
}

/** The rows as the server writes them for the profile, and the profile as it then reads them. */
export function profileSampleOf(
  rows: Rows,
  profile: ImportProfile,
): { sample: FileSample; profile: ImportProfile } {
  const writing = csvWritingFor(profile);
  return {
    sample: {
      bytes: new TextEncoder().encode(sampleCsv(rows, writing)),
      delimiter: writing.delimiter,
    },
    profile: { ...profile, delimiter: writing.delimiter },
  };
}
