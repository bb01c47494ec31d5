// A scope's analysis answer as JSON, on the event loop for a small scope and on a worker thread for
// a fleet (issue 34 §6: no request holds the event loop for long, however many plants it analyses).
import { analysisAnswerJson } from '@domain/analysis-answer';
import { LISTED_PLANTS_MAX } from '@domain/constants';
import { comparedPeriods } from '@domain/history/scope-base';
import { yearOfDay } from '@domain/readings/day-number';
import { packFleetScope } from '../work/fleet-answer';
import type { Services } from '../services';
import { complianceYearOf } from '@domain/completion/compliance-facts';
import { completeScope, factsOfScope, scopeOptionsOfYear, type UserFacts } from './complete-scope';
import { etsYearRows } from './load-ets-year';
import { loadStreamsOfPlants } from './load-year-streams';
import { isStoredScope, openScope, type OpenedScope } from './load-scope';
import type { SettledScope } from './settle-scope';

type AnalysisServices = Pick<Services, 'queries' | 'work'>;

export interface AnalysisJsonOptions {
  /** The caller has gone: work on a thread stops. */
  signal?: AbortSignal;
  /** A scope of more plants is analysed from its rows on a worker thread. */
  workerPlants?: number;
}

/**
 * A scope's completed analysis as its JSON answer (see answerAnalysis). A scope of more than
 * `workerPlants` plants (by default LISTED_PLANTS_MAX) is read as rows and completed on a worker
 * thread from them; a whole file's is its stored base, completed on a worker thread past
 * LISTED_PLANTS_MAX plants; a smaller scope is completed on the event loop.
 */
export async function analysisJson(
  services: AnalysisServices,
  req: SettledScope,
  { signal, workerPlants = LISTED_PLANTS_MAX }: AnalysisJsonOptions = {},
): Promise<string> {
  const facts = await factsOfScope(services, req);
  const opened = await openScope(services, req, facts);
  const plants = req.filter.plants.length || (opened.available?.plants.length ?? 0);
  if (!isStoredScope(req) && plants > workerPlants) {
    const { packed, transfer } = await packFleetScope(
      await readFleetScope(services, req, facts, opened),
    );
    return services.work.run('fleetAnswer', packed, { signal, transfer });
  }
  const { base, scope, comparison, options } = await completeScope(services, req, facts, opened);
  const scopeFacts = { scope, comparison };
  // Completing a stored fleet larger than an answer lists takes seconds: a worker thread does it.
  return base.inventory.length > LISTED_PLANTS_MAX
    ? services.work.run('answerAnalysis', { base, options, scope: scopeFacts }, { signal })
    : analysisAnswerJson(base, options, scopeFacts);
}

/**
 * What a fleet's scope is completed from, as completeScope reads it but for the sums, read as rows:
 * those of the scope's range and of its compared periods, and of the compliance year (the year of
 * the scope's last day with data unless one is asked for).
 */
async function readFleetScope(
  services: AnalysisServices,
  req: SettledScope,
  facts: UserFacts,
  { kind, available, baseOptions }: OpenedScope,
) {
  const { orgId, source } = req;
  const sums = services.queries.plantDays.sums(orgId, source, req.filter);
  const periods = comparedPeriods(req.filter, available);
  const ranges = [req.filter, ...(periods ? [periods.previous, periods.yearAgo] : [])];
  const [rollups, qualityFacts] = await Promise.all([
    Promise.all(ranges.map(async (range) => ({ range, rows: await sums.rows(range) }))),
    sums.qualityFacts(),
  ]);
  const lastDay = rollups[0]!.rows.days.reduce((last, d) => Math.max(last, d.day), -Infinity);
  const lastYear = lastDay === -Infinity ? undefined : yearOfDay(lastDay);
  const complianceYear = complianceYearOf(req.complianceYear, lastYear, req.today);
  const [options, etsRows, etsStreams] = await Promise.all([
    scopeOptionsOfYear(services, req, complianceYear, facts),
    etsYearRows(services, orgId, source, complianceYear),
    loadStreamsOfPlants(services, orgId, complianceYear, source),
  ]);
  return {
    source: kind,
    filter: req.filter,
    available,
    rollups,
    qualityFacts,
    baseOptions,
    options,
    etsRows,
    etsStreams,
  };
}
