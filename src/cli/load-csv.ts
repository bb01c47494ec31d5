// Reading a plant-data CSV file for validate, analyze and export. A module of its own so that the
// command line loads the parser only once its arguments are known to be sound.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { checkCsvFile } from '@domain/csv/check-file';
import type { DataQualityReport } from '@domain/readings/dataset';
import { concatBytes } from '@domain/csv/concat-bytes';
import { parseCsvToCells } from '@domain/csv/parse';
import type { CsvProblem, CsvRefusal } from '@domain/csv/parse-result';
import { createProfileReader } from '@domain/imports/read-through-profile';
import { profileNotReported, type ImportProfile } from '@domain/imports/import-profile';
import { markNotReported } from '@domain/readings/not-reported';
import type { PlantDayCell } from '@domain/readings/plant-day-cell';
import { problemReport } from './problem-report';
import type { CliIo } from './cli-io';

const msgProfileUnreadable = (profile: string) =>
  `The import profile "${profile}" cannot read these rows:`;

/**
 * A file that passed validation, read in one pass straight to what the analysis sums: its plant-day
 * cells, as an upload is (the command keeps no row).
 */
export interface Loaded {
  name: string;
  /** The measures the file does not report (its header's, and its profile's: issue 27) marked. */
  cells: PlantDayCell[];
  quality: DataQualityReport;
}

/** The rows of a plant system's export as the spec's CSV, or the refusal of the rows the profile could not read. */
export function readThroughProfile(
  bytes: Uint8Array,
  profile: ImportProfile,
): { ok: true; csv: Uint8Array } | CsvRefusal {
  const reader = createProfileReader(profile);
  const csv = concatBytes(reader.push(bytes), reader.finish());
  return reader.refusal() ?? { ok: true, csv };
}

/**
 * Reads and parses a CSV file of at most `maxMb` MB, through `profile` when there is one (issue
 * 27); on refusal writes why to stderr and returns null. `named`: the validation report starts
 * with the file's name (one file among several).
 */
export async function loadCsv(
  path: string,
  { maxMb, profile }: { maxMb: number; profile: ImportProfile | null },
  io: Pick<CliIo, 'err'>,
  named = false,
): Promise<Loaded | null> {
  const name = basename(path);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (e) {
    io.err(`Cannot read ${path}: ${(e as Error).message}\n`);
    return null;
  }
  const refusal = checkCsvFile({ name, size }, maxMb);
  if (refusal) {
    io.err(`${name}: ${refusal}\n`);
    return null;
  }
  const refused = (message: string, problems: readonly CsvProblem[], problemCount: number) => {
    io.err(problemReport(named ? `${name}: ${message}` : message, problems, problemCount));
    return null;
  };
  let bytes: Uint8Array = await readFile(path);
  if (profile) {
    const read = readThroughProfile(bytes, profile);
    if (!read.ok) {
      // The messages name their rows already ("Row 3: ...").
      const problems = read.problems.map(({ message }) => ({ line: null, message }));
      return refused(msgProfileUnreadable(profile.name), problems, read.problemCount);
    }
    bytes = read.csv;
  }
  const result = parseCsvToCells(bytes);
  if (!result.ok) return refused(result.message, result.problems, result.problemCount);
  const cells = markNotReported(result.cells, profileNotReported(profile));
  return { name, cells, quality: result.quality };
}
