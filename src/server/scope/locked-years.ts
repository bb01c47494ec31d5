// Issue 28 §3 "Locked years": locking freezes a year's ETS figures with the facts they rest on; a
// locked year is answered from that copy, so no later write or register edit moves its figures.
import { frozenEtsYear, type EtsYear } from '@domain/ets/ets-year';
import { msgYearNotOver } from '@domain/validation/year-lock';
import type { FrozenYear } from '../db/schema';
import type { YearLock } from '../db/queries/year-locks';
import { ApiError } from '../http/api-error';
import { currentYear, today } from '../clock';
import type { Services } from '../services';
import { etsYearOfFacts, loadEtsYearFacts } from './load-ets-year';
import { loadReportSections } from './load-report-sections';

/** How often a lock is tried again when the data moved while its copy was computed. */
const LOCK_ATTEMPTS = 3;

/** Who locked a year and when; null while it is open. */
export type LockedBy = { by: string; at: string } | null;

export const lockedBy = (lock: YearLock): NonNullable<LockedBy> => ({
  by: lock.by,
  at: lock.at.toISOString(),
});

/**
 * A year's ETS figures and the facts they used, as a lock keeps them, with the annual emissions
 * report's sections the ETS year does not hold (its plants' calculations and hours per source).
 */
async function freezeEtsYear(
  services: Pick<Services, 'queries' | 'now' | 'work'>,
  orgId: string,
  year: number,
): Promise<FrozenYear> {
  const facts = await loadEtsYearFacts(services, orgId, year);
  const { permit, register, settings, verification } = facts;
  const ets = etsYearOfFacts(facts, today(services));
  return {
    ets,
    // As JSON reads them back: dates as ISO text.
    facts: JSON.parse(
      JSON.stringify({ register, permit, verification, settings }),
    ) as FrozenYear['facts'],
    report: await loadReportSections(services, orgId, facts, ets),
  };
}

/**
 * Locks one of the user's years that has ended, with its frozen copy; throws 400 for a year not
 * over, YearLockedError (409) for a year locked already.
 */
export async function lockYear(
  services: Pick<Services, 'queries' | 'now' | 'work'>,
  orgId: string,
  year: number,
  actor: string,
): Promise<NonNullable<LockedBy>> {
  if (year >= currentYear(services)) {
    throw new ApiError(400, 'year_not_over', msgYearNotOver(year));
  }
  for (let attempt = 0; attempt < LOCK_ATTEMPTS; attempt++) {
    const { version } = await services.queries.dataVersions.read(orgId, null);
    const frozen = await freezeEtsYear(services, orgId, year);
    const lock = await services.queries.yearLocks.lock(orgId, year, frozen, { actor, version });
    if (lock) return lockedBy(lock);
  }
  throw new ApiError(
    409,
    'data_changing',
    `The data of ${year} kept changing while it was being locked: try again`,
  );
}

/**
 * The user's ETS year with who locked it: a locked year from its frozen copy, its deadlines
 * counted from today; an open one from the data.
 */
export async function answerEtsYear(
  services: Pick<Services, 'queries' | 'now'>,
  orgId: string,
  year: number,
): Promise<EtsYear & { locked: LockedBy }> {
  const locked = await lockedEtsYear(services, orgId, year);
  if (locked) return locked;
  const facts = await loadEtsYearFacts(services, orgId, year);
  return { ...etsYearOfFacts(facts, today(services)), locked: null };
}

/** A locked year's kept ETS year, its deadlines counted from today, with who locked it; null while open. */
export async function lockedEtsYear(
  services: Pick<Services, 'queries' | 'now'>,
  orgId: string,
  year: number,
): Promise<(EtsYear & { locked: LockedBy }) | null> {
  const lock = await services.queries.yearLocks.get(orgId, year);
  if (!lock) return null;
  return { ...frozenEtsYear(lock.frozen.ets, today(services)), locked: lockedBy(lock) };
}
