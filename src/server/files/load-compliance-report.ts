import { ANALYSIS_VERSION } from '../../domain/core/analysis/analysis-version';
import type { Jurisdiction } from '../../domain/core/constants';
import { notFound } from '../http/api-error';
import { currentYear, type Services } from '../services';
import { reportOf, type FileComplianceReport, type ReportSource } from './build-file-report';
import { loadAnalysisBase, recomputeAnalysis } from './stored-analysis';

type ReportServices = Pick<Services, 'queries' | 'now'>;

/** The company on the current-year permit record, and now. */
async function reportContext(services: ReportServices, userId: string) {
  const permit = await services.queries.permits.getPermitByYear(userId, currentYear(services));
  return {
    reportingEntity: permit?.company_name ?? undefined,
    generatedAt: services.now().toISOString(),
  };
}

/**
 * What the compliance report of one of the user's files is built from, generated now, for a worker
 * thread to build: the stored analysis as text (one of another version is recomputed and stored
 * first) and the company named on the current-year permit record. A file that is missing or
 * another user's answers the same 404.
 */
export async function loadReportSource(
  services: ReportServices,
  userId: string,
  fileId: string,
): Promise<ReportSource> {
  const files = services.queries.files;
  const [stored, context] = await Promise.all([
    files.getStoredAnalysis(userId, fileId),
    reportContext(services, userId),
  ]);
  if (!stored) throw notFound('File');
  const analysisJson =
    stored.version === ANALYSIS_VERSION
      ? stored.json
      : JSON.stringify(await recomputeAnalysis(files, userId, fileId));
  return { analysisJson, ...context };
}

/** The compliance report of one of the user's files for a jurisdiction, built in this thread. */
export async function loadComplianceReport(
  services: ReportServices,
  userId: string,
  fileId: string,
  jurisdiction: Jurisdiction,
): Promise<FileComplianceReport> {
  const [base, context] = await Promise.all([
    loadAnalysisBase(services.queries.files, userId, fileId),
    reportContext(services, userId),
  ]);
  return { base, report: reportOf(base, jurisdiction, context) };
}
