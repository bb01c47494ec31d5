// Issue 25 "one scope service": what completes a scope, decided once for its analysis, its exports
// and its PDF: the compliance year, that year's permit record and whole-year ETS data, the user's
// register rows and ETS settings; with the scope's base, facts and period comparison.
import { complianceYearOf } from '../../domain/core/completion/compliance-facts';
import type { CompleteAnalysisOptions } from '../../domain/core/completion/analyze-options';
import type { ScopeBase } from '../../domain/core/history/scope-base';
import type { SavedRegisterRow } from '../../domain/core/register/register';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '../../domain/core/validation/settings';
import type { YearLock } from '../db/queries/year-locks';
import { today, type Services } from '../services';
import {
  etsSettingsOf,
  etsYearData,
  permitOptionOf,
  verificationOf,
  yearGaps,
} from './load-ets-year';
import { loadScope, sourceOf, type ScopeRequest } from './load-scope';

/** The options a scope is completed with, its compliance year decided. */
export type ScopeOptions = CompleteAnalysisOptions & { complianceYear: number };

/** A scope's base with its facts (the compliance year among them) and what completes it. */
export type CompletedScope = ScopeBase & { options: ScopeOptions };

/** The user's register and settings, read once for a scope. */
interface UserFacts {
  register: SavedRegisterRow[];
  settings: UserSettings;
}

/**
 * The options a scope is completed with for today. The compliance year is the one asked for, else
 * `lastYear` (the last year of the scope's data), else this year; the permit record and ETS data
 * are that year's, the ETS data of the whole calendar year of the scope's source.
 */
export async function scopeOptions(
  services: Pick<Services, 'queries' | 'now'>,
  orgId: string,
  req: ScopeRequest,
  lastYear: number | undefined,
  { register, settings }: UserFacts,
): Promise<ScopeOptions> {
  const now = today(services);
  const complianceYear = complianceYearOf(req.complianceYear, lastYear, now);
  const source = sourceOf(req);
  const [permit, etsData, verification, etsGaps, lock] = await Promise.all([
    services.queries.permits.getPermitByYear(orgId, complianceYear),
    etsYearData(services, orgId, source, complianceYear),
    services.queries.etsVerifications.get(orgId, complianceYear),
    yearGaps(services, orgId, source, complianceYear),
    // A locked year is the organisation's plant history's: one file's scope is not it.
    source.kind === 'history' ? services.queries.yearLocks.get(orgId, complianceYear) : null,
  ]);
  return {
    now,
    permit: permit ? permitOptionOf(permit) : undefined,
    register,
    complianceYear,
    etsData,
    etsSettings: etsSettingsOf(settings),
    verification: verification && verificationOf(verification),
    etsGaps,
    lockedEts: lock?.frozen.ets,
  };
}

/**
 * The locked year a history scope lies in, by its range, its open ends closed by the first and last
 * day of the data; null for one file's scope, or a scope reaching into an open year or two years.
 */
async function lockOfScope(
  services: Pick<Services, 'queries'>,
  orgId: string,
  req: ScopeRequest,
): Promise<YearLock | null> {
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
async function factsOfScope(
  services: Pick<Services, 'queries'>,
  orgId: string,
  req: ScopeRequest,
): Promise<UserFacts> {
  const lock = await lockOfScope(services, orgId, req);
  if (!lock) return readUserFacts(services, orgId);
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
 * the scope's facts naming its compliance year. `fileIsTheUsers`: the caller has found the file
 * among the user's files.
 */
export async function loadCompletedScope(
  services: Pick<Services, 'queries' | 'work' | 'now'>,
  orgId: string,
  req: ScopeRequest,
  fileIsTheUsers = false,
): Promise<CompletedScope> {
  const facts = await factsOfScope(services, orgId, req);
  const { base, scope, comparison } = await loadScope(services, orgId, req, {
    ...facts,
    fileIsTheUsers,
  });
  const options = await scopeOptions(services, orgId, req, base.period?.year, facts);
  return {
    base,
    scope: { ...scope, complianceYear: options.complianceYear },
    comparison,
    options,
  };
}
