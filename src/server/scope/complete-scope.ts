// Issue 25 "one scope service": what completes a scope, decided once for its analysis, its exports
// and its PDF: the compliance year, that year's permit record and whole-year ETS data, the user's
// register rows and ETS settings; with the scope's base, facts and period comparison.
import { complianceYearOf } from '../../domain/core/completion/compliance-facts';
import type { CompleteAnalysisOptions } from '../../domain/core/completion/analyze-options';
import type { ScopeBase } from '../../domain/core/history/scope-base';
import type { SavedRegisterRow } from '../../domain/core/register/register';
import type { UserSettings } from '../../domain/core/validation/settings';
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
  const facts = await readUserFacts(services, orgId);
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
