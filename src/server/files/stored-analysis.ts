import { aggregateRollup, rollUpCells } from '@domain/analysis/aggregate';
import { analysisBaseOf } from '@domain/completion/analyze';
import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import { AnalysisBaseSchema } from '@domain/analysis/schema';
import type { AnalysisBase } from '@domain/analysis/types';
import type { CsvCellsResult } from '@domain/csv/parse-result';
import { markNotReported } from '@domain/readings/not-reported';
import type { FileQueries } from '../db/queries/files';
import { ApiError, notFound } from '../http/api-error';
import { parseStoredFile } from './parse-stored-file';

/** An accepted file's analysis base, from its plant-day cells. */
export function analysisOfParsed({
  cells,
  quality,
}: Extract<CsvCellsResult, { ok: true }>): AnalysisBase {
  return analysisBaseOf(aggregateRollup(rollUpCells(cells)), quality, {});
}

/** A stored analysis text as the current base shape, or null when it no longer reads as it. */
export function readStoredBase(json: string): AnalysisBase | null {
  try {
    const parsed = AnalysisBaseSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One of the user's files' analysis base. A stored base of another ANALYSIS_VERSION, or one that no
 * longer reads as the current shape, is never served: it is recomputed from the file's original bytes
 * and stored again. A file that no longer passes today's validation answers 422 with its problems.
 */
export async function loadAnalysisBase(
  files: FileQueries,
  orgId: string,
  fileId: string,
): Promise<AnalysisBase> {
  const stored = await files.getStoredAnalysis(orgId, fileId);
  if (!stored) throw notFound('File');
  const current = stored.version === ANALYSIS_VERSION ? readStoredBase(stored.json) : null;
  return current ?? recomputeAnalysis(files, orgId, fileId);
}

/**
 * Recomputes one of the user's files' analysis base from its original bytes and stores it with the
 * current ANALYSIS_VERSION; 422 with the problems when the file no longer passes validation.
 */
export async function recomputeAnalysis(
  files: FileQueries,
  orgId: string,
  fileId: string,
): Promise<AnalysisBase> {
  const file = await files.getFileContent(orgId, fileId);
  if (!file) throw notFound('File');
  const parsed = await parseStoredFile(file.content, new Map(file.zones));
  if (!parsed.ok) {
    throw new ApiError(
      422,
      'csv_invalid',
      `This file was accepted by an earlier version and no longer passes validation. ${parsed.message}`,
      { problems: parsed.problems, problemCount: parsed.problemCount },
    );
  }
  const base = analysisOfParsed({
    ...parsed,
    cells: markNotReported(parsed.cells, file.notReported),
  });
  await files.storeAnalysis(orgId, fileId, base, ANALYSIS_VERSION);
  return base;
}
