import type { AnalysisBase } from '../../domain/core/analysis/types';
import type { Jurisdiction } from '../../domain/core/constants';
import { buildComplianceReport, type ComplianceReport } from '../../domain/core/report';
import { currentYear, type Services } from '../services';
import { loadAnalysisBase } from './stored-analysis';

/** A file's cached analysis and the compliance report built from it. */
export interface FileComplianceReport {
  base: AnalysisBase;
  report: ComplianceReport;
}

/**
 * The compliance report of one of the user's files for a jurisdiction, generated now; the company
 * named on the current-year permit record is the reporting entity. A file that is missing or another
 * user's answers the same 404.
 */
export async function loadComplianceReport(
  services: Pick<Services, 'queries' | 'now'>,
  userId: string,
  fileId: string,
  jurisdiction: Jurisdiction,
): Promise<FileComplianceReport> {
  const { queries } = services;
  const [base, permit] = await Promise.all([
    loadAnalysisBase(queries.files, userId, fileId),
    queries.permits.getPermitByYear(userId, currentYear(services)),
  ]);
  const report = buildComplianceReport({
    inventory: base.inventory,
    period: base.period,
    gwpSet: base.gwpSet,
    jurisdiction,
    generatedAt: services.now().toISOString(),
    reportingEntity: permit?.company_name ?? undefined,
  });
  return { base, report };
}
