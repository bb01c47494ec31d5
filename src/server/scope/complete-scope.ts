// Issue 25 "one scope service": what completes a scope, decided once for its analysis, its exports
// and its PDF: the compliance year, that year's permit record and whole-year ETS data, the user's
// register rows and ETS settings; with the scope's base, facts and period comparison.
import { complianceYearOf } from '@domain/completion/compliance-facts';
import type { CompleteAnalysisOptions } from '@domain/completion/analyze-options';
import type { ScopeBase } from '@domain/history/scope-base';
import type { SavedRegisterRow } from '@domain/register/register';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@domain/validation/settings';
import type { YearLock } from '../db/queries/year-locks';
import type { Services } from '../services';
import {
  etsSettingsOf,
  etsYearData,
  permitOptionOf,
  verificationOf,
  yearGaps,
} from './load-ets-year';
import { baseOfScope, openScope, type OpenedScope } from './load-scope';
import type { SettledScope } from './settle-scope';

/** The options a scope is completed with, its compliance year decided. */
export type ScopeOptions = CompleteAnalysisOptions & { complianceYear: number };

/** A scope's base with its facts (the compliance year among them) and what completes it. */
export type CompletedScope = ScopeBase & { options: ScopeOptions };

/** The user's register and settings, read once for a scope. */
export interface UserFacts {
  register: SavedRegisterRow[];
  settings: UserSettings;
}

/**
 * The options a scope is completed with for today, but its ETS data: the permit record of the
 * compliance year, its statement, gaps and lock, and the user's register and ETS settings.
 */
export async function scopeOptionsOfYear(
  services: Pick<Services, 'queries'>,
  req: SettledScope,
  complianceYear: number,
  { register, settings }: UserFacts,
): Promise<Omit<ScopeOptions, 'etsData'>> {
  const { orgId, source } = req;
  const [permit, verification, etsGaps, lock] = await Promise.all([
    services.queries.permits.getPermitByYear(orgId, complianceYear),
    services.queries.etsVerifications.get(orgId, complianceYear),
    yearGaps(services, orgId, source, complianceYear),
    // A locked year is the organisation's plant history's: one file's scope is not it.
    source.kind === 'history' ? services.queries.yearLocks.get(orgId, complianceYear) : null,
  ]);
  return {
    now: req.today,
    permit: permit ? permitOptionOf(permit) : undefined,
    register,
    complianceYear,
    etsSettings: etsSettingsOf(settings),
    verification: verification && verificationOf(verification),
    etsGaps,
    lockedEts: lock?.frozen.ets,
  };
}

/**
 * The options a scope is completed with for today (its compliance year by the domain's rule, see
 * scopeOptionsOfYear), with the ETS data of the compliance year, the whole calendar year of the
 * scope's source.
 */
export async function scopeOptions(
  services: Pick<Services, 'queries'>,
  req: SettledScope,
  lastYear: number | undefined,
  facts: UserFacts,
): Promise<ScopeOptions> {
  const complianceYear = complianceYearOf(req.complianceYear, lastYear, req.today);
  const [options, etsData] = await Promise.all([
    scopeOptionsOfYear(services, req, complianceYear, facts),
    etsYearData(services, req.orgId, req.source, complianceYear),
  ]);
  return { ...options, etsData };
}

/**
 * The locked year a history scope lies in, by its range, its open ends closed by the first and last
 * day of the data; null for one file's scope, or a scope reaching into an open year or two years.
 */
async function lockOfScope(
  services: Pick<Services, 'queries'>,
  req: SettledScope,
): Promise<YearLock | null> {
  const { orgId } = req;
  if (req.fileId !== null) return null;
  // Most organisations lock nothing: their scopes read no more than this.
  const locked = await services.queries.yearLocks.years(orgId);
  if (locked.length === 0) return null;
  let { from, to } = req.filter;
  if (from === null || to === null) {
    const data = await services.queries.plantDays.available(orgId, { kind: 'history' });
    if (!data) return null;
    from = from === null || from < data.startDate ? data.startDate : from;
    to = to === null || to > data.endDate ? data.endDate : to;
  }
  const year = Number(from.slice(0, 4));
  if (Number(to.slice(0, 4)) !== year || !locked.includes(year)) return null;
  return services.queries.yearLocks.get(orgId, year);
}

/**
 * The register and settings a scope is computed with: those a lock kept for a scope within a locked
 * year (issue 34 §4: its analysis, PDF and exports state the figures it kept), else today's.
 */
export async function factsOfScope(
  services: Pick<Services, 'queries'>,
  req: SettledScope,
): Promise<UserFacts> {
  const lock = await lockOfScope(services, req);
  if (!lock) return readUserFacts(services, req.orgId);
  const { register, settings } = lock.frozen.facts;
  return { register, settings: { ...DEFAULT_USER_SETTINGS, ...settings } };
}

/** The user's register and settings. */
export async function readUserFacts(
  services: Pick<Services, 'queries'>,
  orgId: string,
): Promise<UserFacts> {
  const { plantRegister, settings } = services.queries;
  const [register, read] = await Promise.all([plantRegister.list(orgId), settings.get(orgId)]);
  return { register, settings: read };
}

/**
 * A scope's base, facts and period comparison (see loadScope) with the options that complete it,
 * the scope's facts naming its compliance year.
 */
export async function loadCompletedScope(
  services: Pick<Services, 'queries' | 'work'>,
  req: SettledScope,
): Promise<CompletedScope> {
  const facts = await factsOfScope(services, req);
  const opened = await openScope(services, req, facts);
  return completeScope(services, req, facts, opened);
}

/** An opened scope's base, facts and period comparison with the options that complete it. */
export async function completeScope(
  services: Pick<Services, 'queries'>,
  req: SettledScope,
  facts: UserFacts,
  opened: OpenedScope,
): Promise<CompletedScope> {
  const { base, scope, comparison } = await baseOfScope(services.queries, req, opened);
  const options = await scopeOptions(services, req, base.period?.year, facts);
  return {
    base,
    scope: { ...scope, complianceYear: options.complianceYear },
    comparison,
    options,
  };
}
