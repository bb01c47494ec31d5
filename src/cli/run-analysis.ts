// The analysis `analyze` and `export` print: of one file, or of several merged as the history is.
import type { Analysis } from '@domain/analysis/types';
import { DEFAULT_GWP_SET, GWP_SETS, type GwpSetName } from '@domain/constants';
import type { CliIo } from './cli-io';
import { csvReader, type FileValues } from './csv-reader';
import { EXIT_FAILED } from './exit-codes';
import { date, oneOf, singleFile } from './option-checks';
import { UsageError } from './usage';

export interface AnalysisRun {
  analysis: Analysis;
  now: string;
}

export type AnalysisValues = FileValues & { now?: string; gwp?: string };
export type PermitOf = ((now: string) => { permit_year: number; active_permits: number }) | null;

/** Today and the GWP set of analyze and export. */
function analysisSettings(values: AnalysisValues, io: CliIo) {
  const now = values.now === undefined ? io.today() : date('now', values.now);
  const gwpSet = oneOf<GwpSetName>(
    'gwp',
    values.gwp ?? DEFAULT_GWP_SET,
    Object.keys(GWP_SETS) as GwpSetName[],
  );
  return { now, gwpSet };
}

/** Parses and analyses the file named in `positionals`, or returns an exit code. */
export async function analyseFile(
  command: string,
  positionals: string[],
  values: AnalysisValues,
  permit: PermitOf,
  io: CliIo,
): Promise<AnalysisRun | number> {
  const file = singleFile(positionals, command);
  const { now, gwpSet } = analysisSettings(values, io);
  const loaded = await (await csvReader(values, io))(file);
  if (!loaded) return EXIT_FAILED;
  // The analysis and its screen models' schemas bring all of zod: the largest part of the bundle.
  const [{ analysisBaseOf }, { aggregateCells }, { completeResult }] = await Promise.all([
    import('@domain/completion/analyze'),
    import('@domain/analysis/aggregate'),
    import('@domain/completed-analysis'),
  ]);
  const base = analysisBaseOf(aggregateCells(loaded.cells), loaded.quality, { gwpSet });
  const analysis = completeResult(base, {
    now,
    ...(permit ? { permit: permit(now) } : {}),
  });
  return { analysis, now };
}

/**
 * Parses the files named in `positionals` (a later one is the newer upload), merges them as the
 * history is merged and analyses the range and plants asked for; or returns an exit code.
 */
export async function analyseScope(
  positionals: string[],
  values: AnalysisValues & { from?: string; to?: string; plant?: string[] },
  permit: PermitOf,
  io: CliIo,
): Promise<AnalysisRun | number> {
  if (positionals.length === 0) throw new UsageError('analyze needs at least one FILE');
  const { now, gwpSet } = analysisSettings(values, io);
  const { parseScopeFilter } = await import('@domain/history/date-range');
  const parsed = parseScopeFilter({ from: values.from, to: values.to, plants: values.plant });
  if (!parsed.ok) throw new UsageError(parsed.message);
  const readCsv = await csvReader(values, io);
  // As in analyseFile: the history's analysis and the scope schemas bring all of zod.
  const { analyseHistory, uploadCells } = await import('./analyze-history');
  const uploads: ReturnType<typeof uploadCells>[] = [];
  let refused = false;
  for (const [upload, path] of positionals.entries()) {
    // Every file is checked, so that one run names every refused file.
    const loaded = await readCsv(path, positionals.length > 1);
    if (loaded) uploads.push(uploadCells(loaded, upload));
    else refused = true;
  }
  if (refused) return EXIT_FAILED;
  const result = await analyseHistory(
    uploads,
    parsed.filter,
    { gwpSet },
    { now, ...(permit ? { permit: permit(now) } : {}) },
  );
  if (!result.ok) {
    io.err(`${result.message}\n`);
    return EXIT_FAILED;
  }
  return { analysis: result.analysis, now };
}
