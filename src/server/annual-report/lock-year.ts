// Issue 28 §3 "Locked years": locking freezes a year's ETS figures with the facts they rest on and
// (issue 38) the annual emissions report's sections the ETS year does not hold, each plant's
// calculation and hours per source. It sits above scope/ and plants/, whose plant calculation the
// copy keeps.
import { msgYearNotOver } from '@domain/validation/year-lock';
import type { FrozenYear } from '../db/schema';
import { ApiError } from '../http/api-error';
import { currentYear, today } from '../clock';
import type { Services } from '../services';
import { etsYearOfFacts, loadEtsYearFacts } from '../scope/load-ets-year';
import { lockedBy, type LockedBy } from '../scope/locked-years';
import { loadReportSections } from './load-report-sections';

/** How often a lock is tried again when the data moved while its copy was computed. */
const LOCK_ATTEMPTS = 3;

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
