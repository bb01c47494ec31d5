// Reading a plant-data CSV file for validate, analyze and export. A module of its own so that the
// command line loads the parser only once its arguments are known to be sound.
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { checkCsvFile } from '@domain/csv/check-file';
import type { DataQualityReport } from '@domain/readings/dataset';
import { concatBytes } from '@domain/csv/concat-bytes';
import { createCellsParser } from '@domain/csv/parse';
import type { CsvCellsResult, CsvProblem, CsvRefusal } from '@domain/csv/parse-result';
import { createProfileReader } from '@domain/imports/read-through-profile';
import { profileNotReported, type ImportProfile } from '@domain/imports/import-profile';
import { markNotReported } from '@domain/readings/not-reported';
import type { PlantDayCell } from '@domain/readings/plant-day-cell';
import { problemReport } from './problem-report';
import type { CliIo } from './cli-io';

const msgProfileUnreadable = (profile: string) =>
  `The import profile "${profile}" cannot read these rows:`;

/** Bytes read at a time, into one buffer refilled for each: the file is never held whole. */
const CHUNK_BYTES = 1024 * 1024;

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
  const read = await parseFile(path, size, profile);
  if ('unreadable' in read) {
    // The messages name their rows already ("Row 3: ...").
    const problems = read.unreadable.problems.map(({ message }) => ({ line: null, message }));
    return refused(msgProfileUnreadable(read.profile), problems, read.unreadable.problemCount);
  }
  if (!read.ok) return refused(read.message, read.problems, read.problemCount);
  const cells = markNotReported(read.cells, profileNotReported(profile));
  return { name, cells, quality: read.quality };
}

/**
 * Parses the file at `path` (`size` bytes) to its plant-day cells as its chunks are read, through
 * `profile` when there is one: as an upload, the file is never held whole (a 70 MB file held whole
 * cost the page faults of all of it). Or the rows the profile cannot read.
 */
async function parseFile(
  path: string,
  size: number,
  profile: ImportProfile | null,
): Promise<CsvCellsResult | { unreadable: CsvRefusal; profile: string }> {
  const reader = profile && createProfileReader(profile);
  // The spec CSV a profile writes is not the size of the export: its columns grow as they fill.
  const parser = createCellsParser(reader ? {} : { expectedBytes: size });
  const chunk = new Uint8Array(CHUNK_BYTES);
  const file = await open(path);
  try {
    for (;;) {
      const { bytesRead } = await file.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      const bytes = bytesRead === CHUNK_BYTES ? chunk : chunk.subarray(0, bytesRead);
      parser.push(reader ? reader.push(bytes) : bytes);
    }
  } finally {
    await file.close();
  }
  if (reader) {
    parser.push(reader.finish());
    const unreadable = reader.refusal();
    if (unreadable) return { unreadable, profile: profile.name };
  }
  return parser.finish();
}
