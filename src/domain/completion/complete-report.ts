// The compliance report of a scope's base (issue 25): completed with the same compliance facts as
// its analysis, so the report, its exports and the PDF state the ETS year and register the
// screens show.
import type { AnalysisBase } from '../analysis/types';
import type { Jurisdiction } from '../constants';
import { buildComplianceReport, type ComplianceReport } from '../report/compliance-report';
import type { CompleteAnalysisOptions } from './analyze-options';
import { complianceFacts } from './compliance-facts';

/** For which jurisdiction, when and for whom a report is generated. */
export interface ReportOccasion {
  jurisdiction: Jurisdiction;
  /** The instant of generation (ISO 8601). */
  generatedAt: string;
  /** The company named on the permit record, if any. */
  reportingEntity?: string;
}

/** The compliance report of a base completed for today, the compliance year and the register. */
export function completeReport(
  base: AnalysisBase,
  options: CompleteAnalysisOptions,
  occasion: ReportOccasion,
): ComplianceReport {
  const { register, ets } = complianceFacts(base, options);
  return buildComplianceReport({
    inventory: base.inventory,
    register,
    period: base.period,
    gwpSet: base.gwpSet,
    ets,
    ...occasion,
  });
}
