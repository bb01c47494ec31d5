// `sid analyze` over several files or a part of them (issue 10 "The history"): the files merged as
// the server merges uploads, the newest holding a plant-day winning it, then narrowed to a date
// range and some plants. Loaded by analyze alone, and only then: the scope schemas bring all of zod.
import { completeResult, type CompletedAnalysis } from '@domain/completed-analysis';
import type { PlantDayCell } from '@domain/readings/plant-day-cell';
import type {
  AnalysisBaseOptions,
  CompleteAnalysisOptions,
} from '@domain/completion/analyze-options';
import { availableOfCells, cellsSums } from '@domain/history/cells-source';
import { msgUnknownPlants, type ScopeFilter } from '@domain/history/date-range';
import { newestWins } from '@domain/history/newest-wins';
import { scopeBase } from '@domain/history/scope-base';

/** The plant-day cells of one file, tagged with its place among the files (0: the oldest). */
export function uploadCells({ cells }: { cells: readonly PlantDayCell[] }, upload: number) {
  return cells.map((cell) => ({ ...cell, upload }));
}

/**
 * The completed analysis of the files' cells (oldest first) within a filter, or why there is
 * none: a plant asked for that no file holds.
 */
export async function analyseHistory(
  uploads: readonly (readonly ReturnType<typeof uploadCells>[number][])[],
  filter: ScopeFilter,
  baseOptions: AnalysisBaseOptions,
  completeOptions: CompleteAnalysisOptions,
): Promise<{ ok: true; analysis: CompletedAnalysis } | { ok: false; message: string }> {
  const merged = newestWins(uploads);
  const available = availableOfCells(merged);
  const known = new Set(available?.plants.map((p) => p.plant_id));
  const unknown = filter.plants.filter((id) => !known.has(id));
  if (unknown.length > 0) return { ok: false, message: msgUnknownPlants(unknown) };
  const { base, scope, comparison } = await scopeBase(
    { kind: 'history', fileId: null },
    filter,
    available,
    cellsSums(merged, filter),
    baseOptions,
  );
  return { ok: true, analysis: completeResult(base, completeOptions, { scope, comparison }) };
}
