import { ANALYSIS_VERSION } from '../../domain/core/analysis/analysis-version';
import { DEFAULT_GWP_SET, type Jurisdiction } from '../../domain/core/constants';
import { isWholeScope } from '../../domain/core/history/date-range';
import { ApiError, notFound } from '../http/api-error';
import { hasReportData } from '../../domain/core/report';
import { MSG_REPORT_NO_DATA } from '../../domain/core/messages';
import type { AnalysisBase } from '../../domain/core/analysis/types';
import { currentYear, type Services } from '../services';
import { reportOf, type FileComplianceReport, type ReportSource } from '../files/build-file-report';
import { loadScope, type ScopeRequest } from './load-scope';
import { plantOverridesOf } from '../../domain/core/register/register';
import { recomputeAnalysis } from '../files/stored-analysis';
import { HISTORY, loadEtsYear } from './load-ets-year';

type ReportServices = Pick<Services, 'queries' | 'now' | 'work'>;

/**
 * The company on the current-year permit record, now, and the ETS year of the report's last year
 * (the scope's, else the last year its source holds) read from the scope's source.
 */
async function reportContext(
  services: ReportServices,
  userId: string,
  scope: ScopeRequest,
  year: number | undefined,
) {
  const source = scope.fileId === null ? HISTORY : { kind: 'file' as const, fileId: scope.fileId };
  const etsYear =
    year ??
    (await services.queries.plantDays.available(userId, source))?.years.at(-1) ??
    currentYear(services);
  const [permit, ets] = await Promise.all([
    services.queries.permits.getPermitByYear(userId, currentYear(services)),
    loadEtsYear(services, userId, etsYear, source),
  ]);
  return {
    reportingEntity: permit?.company_name ?? undefined,
    generatedAt: services.now().toISOString(),
    ets,
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
 * or the analysis of a range or of the history, the company named on the current-year permit
 * record and the user's saved plant-register rows. A whole file of a user who declared plant facts in their register is completed with them
 * here. A file that is missing or another user's answers the same 404.
 */
export async function loadReportSource(
  services: ReportServices,
  userId: string,
  scope: ScopeRequest,
): Promise<ReportSource> {
  const { fileId } = scope;
  const [register, settings] = await Promise.all([
    services.queries.plantRegister.list(userId),
    services.queries.settings.get(userId),
  ]);
  // Only a whole file without declared plant facts, of a user on the default GWP set, is sent as
  // stored, unparsed, to the worker; anything else is the analysis loadScope makes of it.
  const asStored =
    fileId !== null &&
    isWholeScope(scope.filter) &&
    settings.gwp_set === DEFAULT_GWP_SET &&
    Object.keys(plantOverridesOf(register)).length === 0;
  if (!asStored) {
    const {
      base,
      scope: described,
      register: saved,
    } = await loadScope(services, userId, scope, {
      register,
      settings,
    });
    requireReportData(base, described.message);
    const context = await reportContext(services, userId, scope, base.period?.year);
    return { analysisJson: JSON.stringify(base), register: saved, ...context };
  }
  const files = services.queries.files;
  const [stored, context] = await Promise.all([
    files.getStoredAnalysis(userId, fileId),
    reportContext(services, userId, scope, undefined),
  ]);
  if (!stored) throw notFound('File');
  const analysisJson =
    stored.version === ANALYSIS_VERSION
      ? stored.json
      : JSON.stringify(await recomputeAnalysis(files, userId, fileId));
  return { analysisJson, register, ...context };
}

/** The compliance report of a scope (the history or a file, a range, plants) for a jurisdiction, built in this thread. */
export async function loadComplianceReport(
  services: ReportServices,
  userId: string,
  scope: ScopeRequest,
  jurisdiction: Jurisdiction,
): Promise<FileComplianceReport> {
  const { base, scope: described, register } = await loadScope(services, userId, scope);
  requireReportData(base, described.message);
  const context = await reportContext(services, userId, scope, base.period?.year);
  return { base, report: reportOf(base, jurisdiction, { ...context, register }) };
}
