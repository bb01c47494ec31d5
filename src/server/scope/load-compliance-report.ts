import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import type { AnalysisBase } from '@domain/analysis/types';
import { completeReport } from '@domain/completion/complete-report';
import { DEFAULT_GWP_SET, type Jurisdiction } from '@domain/constants';
import { isWholeScope } from '@domain/history/date-range';
import { MSG_REPORT_NO_DATA } from '@domain/messages';
import { plantOverridesOf } from '@domain/register/register';
import { hasReportData, type ComplianceReport } from '@domain/report/compliance-report';
import type { ReportSource } from '../files/build-file-report';
import { recomputeAnalysis } from '../files/stored-analysis';
import { ApiError, notFound } from '../http/api-error';
import type { Services } from '../services';
import {
  loadCompletedScope,
  readUserFacts,
  scopeOptions,
  type ScopeOptions,
} from './complete-scope';
import type { SettledScope } from './settle-scope';

type ReportServices = Pick<Services, 'queries' | 'work'>;

/**
 * When a report is generated, and the company named on the permit record of the year it reports
 * (issue 26: not another year's record).
 */
function reportOccasion(scope: SettledScope, options: ScopeOptions) {
  return {
    reportingEntity: options.permit?.company_name ?? undefined,
    generatedAt: scope.now,
  };
}

/**
 * A scope without rows (no uploads, a range without data) has no report: 422 with the scope's own
 * message ("No data in this range") or the report's, instead of a render that fails.
 */
function requireReportData(base: AnalysisBase, scopeMessage: string | null): void {
  if (!hasReportData(base)) {
    throw new ApiError(422, 'no_data', scopeMessage ?? MSG_REPORT_NO_DATA);
  }
}

/**
 * What the compliance report of a scope is built from, generated now, for a worker thread to build:
 * a whole file's stored analysis as text (one of another version is recomputed and stored first),
 * or the analysis of a range or of the history, with the options the scope service completes it
 * with and the company named on the permit record of its compliance year. A whole file of a user who declared
 * plant facts in their register is completed with them here.
 */
export async function loadReportSource(
  services: ReportServices,
  scope: SettledScope,
): Promise<ReportSource> {
  const { orgId, fileId } = scope;
  const facts = await readUserFacts(services, orgId);
  // Only a whole file without declared plant facts, of a user on the default GWP set, is sent as
  // stored, unparsed, to the worker; anything else is the analysis the scope service makes of it.
  const asStored =
    fileId !== null &&
    isWholeScope(scope.filter) &&
    facts.settings.gwp_set === DEFAULT_GWP_SET &&
    Object.keys(plantOverridesOf(facts.register)).length === 0;
  if (!asStored) {
    const completed = await loadCompletedScope(services, scope);
    requireReportData(completed.base, completed.scope.message);
    return {
      analysisJson: JSON.stringify(completed.base),
      options: completed.options,
      days: completed.base.period,
      ...reportOccasion(scope, completed.options),
    };
  }
  const { files, plantDays } = services.queries;
  // The stored analysis is not parsed here: the last year of a whole file is the last its source holds.
  const [stored, available] = await Promise.all([
    files.getStoredAnalysis(orgId, fileId),
    plantDays.available(orgId, scope.source),
  ]);
  // The file was the organisation's when the scope was settled: gone now, it was deleted since.
  if (!stored) throw notFound('File');
  const analysisJson =
    stored.version === ANALYSIS_VERSION
      ? stored.json
      : JSON.stringify(await recomputeAnalysis(files, orgId, fileId));
  const options = await scopeOptions(services, scope, available?.years.at(-1), facts);
  return { analysisJson, options, days: available, ...reportOccasion(scope, options) };
}

/** The compliance report of a scope (the history or a file, a range, plants) for a jurisdiction, built in this thread. */
export async function loadComplianceReport(
  services: ReportServices,
  scope: SettledScope,
  jurisdiction: Jurisdiction,
): Promise<ComplianceReport> {
  const { base, scope: described, options } = await loadCompletedScope(services, scope);
  requireReportData(base, described.message);
  return completeReport(base, options, { jurisdiction, ...reportOccasion(scope, options) });
}
