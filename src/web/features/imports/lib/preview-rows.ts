// The mapping step's preview: the start of the file read through the profile by the reader the
// server uses, so the rows shown are the rows that will be stored (dates in UTC, the spec's units).
import type { ImportProfile } from '@domain/imports/import-profile';
import { concatBytes } from '@domain/csv/concat-bytes';
import { createProfileReader } from '@domain/imports/read-through-profile';
import { recordsOf, type FileSample } from './file-sample';

export const PREVIEW_ROWS = 5;

export interface Preview {
  /** The spec CSV's header: the spec's columns, then a unit's and operating time's if mapped. */
  headers: string[];
  /** The first rows as the spec's CSV holds them, a cell under each header. */
  rows: string[][];
  /** Rows of the sample the profile cannot read. */
  problems: readonly string[];
}

export function previewOf(profile: ImportProfile, sample: FileSample): Preview {
  const reader = createProfileReader(profile);
  const csv = concatBytes(reader.push(sample.bytes), reader.finish());
  const [headers = [], ...rows] = recordsOf({ bytes: csv, delimiter: ',' }, ',', PREVIEW_ROWS + 1);
  return { headers, rows, problems: reader.problems() };
}
