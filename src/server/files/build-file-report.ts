import type { EtsYear } from '../../domain/core/ets/ets-year';
import type { AnalysisBase } from '../../domain/core/analysis/types';
import type { Jurisdiction } from '../../domain/core/constants';
import { registerOf, type SavedRegisterRow } from '../../domain/core/register/register';
import { buildComplianceReport, type ComplianceReport } from '../../domain/core/report';
import { readStoredBase } from './stored-analysis';

/** When and for whom a report is generated. */
export interface ReportContextFields {
  /** The EU ETS year of the report's last year. */
  ets: EtsYear;
  /** The company named on the current-year permit record, if any. */
  reportingEntity?: string;
  /** The instant of generation (ISO 8601). */
  generatedAt: string;
  /** The user's saved plant-register rows: the facts they declared of each plant. */
  register: SavedRegisterRow[];
}

/** What a file's compliance report is built from: plain data, so a worker thread can build it. */
export interface ReportSource extends ReportContextFields {
  /** The file's stored analysis of the current ANALYSIS_VERSION (JSON text). */
  analysisJson: string;
}

/** A file's analysis and the compliance report built from it. */
export interface FileComplianceReport {
  base: AnalysisBase;
  report: ComplianceReport;
}

/** The compliance report of an analysis for a jurisdiction. */
export function reportOf(
  base: AnalysisBase,
  jurisdiction: Jurisdiction,
  context: ReportContextFields,
): ComplianceReport {
  return buildComplianceReport({
    inventory: base.inventory,
    register: registerOf(base.inventory, context.register),
    period: base.period,
    gwpSet: base.gwpSet,
    jurisdiction,
    generatedAt: context.generatedAt,
    reportingEntity: context.reportingEntity,
    ets: context.ets,
  });
}

/**
 * The compliance report of a stored analysis, which is checked against the current shape first;
 * null when it does not read as that shape (the caller recomputes it from the file's bytes).
 */
export function buildFileReport(
  source: ReportSource,
  jurisdiction: Jurisdiction,
): FileComplianceReport | null {
  const base = readStoredBase(source.analysisJson);
  return base && { base, report: reportOf(base, jurisdiction, source) };
}
