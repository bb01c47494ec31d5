// Reading a plant-data CSV file for validate, analyze and export. A module of its own so that the
// command line loads the parser only once its arguments are known to be sound.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { checkCsvFile } from '../domain/core/csv/check-file';
import type { DataQualityReport, PlantDataset } from '../domain/core/readings/dataset';
import { parseCsv } from '../domain/core/csv/parse';
import { problemReport } from './problem-report';
import type { CliIo } from './cli-io';

/** A file that passed validation. */
export interface Loaded {
  name: string;
  dataset: PlantDataset;
  quality: DataQualityReport;
}

/**
 * Reads and parses a CSV file of at most `maxMb` MB; on refusal writes why to stderr and returns
 * null. `named`: the validation report starts with the file's name (one file among several).
 */
export async function loadCsv(
  path: string,
  maxMb: number,
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
  const result = parseCsv(await readFile(path));
  if (!result.ok) {
    const message = named ? `${name}: ${result.message}` : result.message;
    io.err(problemReport(message, result.problems, result.problemCount));
    return null;
  }
  return { name, dataset: result.dataset, quality: result.quality };
}
