import type { CompleteAnalysisOptions } from '@domain/completion/analyze-options';
import { completeReport } from '@domain/completion/complete-report';
import type { Jurisdiction } from '@domain/constants';
import type { StatedDays } from '@domain/report/file-name';
import { printedReport, type PrintedReport } from '@domain/report/printed-report';
import { readStoredBase } from './stored-analysis';

/**
 * What a scope's printed compliance report is built from: plain data, so a worker thread can build
 * it. The scope service decides every part of it.
 */
export interface ReportSource {
  /** The scope's analysis base (JSON text): a whole file's as stored, or one computed for the scope. */
  analysisJson: string;
  /** What the analysis is completed with: today, the compliance year's facts, the register. */
  options: CompleteAnalysisOptions;
  /** The instant of generation (ISO 8601). */
  generatedAt: string;
  /** The company named on the current-year permit record, if any. */
  reportingEntity?: string;
  /** The first and last day of data the report states, for its file name. */
  days: StatedDays | null;
}

/**
 * The printed compliance report of a source's analysis, which is checked against the current shape
 * first; null when it does not read as that shape (the caller recomputes it from the file's bytes).
 */
export function buildPrintedReport(
  source: ReportSource,
  jurisdiction: Jurisdiction,
): PrintedReport | null {
  const base = readStoredBase(source.analysisJson);
  if (!base) return null;
  const { generatedAt, reportingEntity } = source;
  const report = completeReport(base, source.options, {
    jurisdiction,
    generatedAt,
    reportingEntity,
  });
  return printedReport(report, base);
}
