// Issue 28 §3 "Locked years": a locked year is answered from the copy its lock kept
// (annual-report/lock-year.ts), so no later write or register edit moves its figures.
import { frozenEtsYear, type EtsYear } from '@domain/ets/ets-year';
import type { YearLock } from '../db/queries/year-locks';
import { today } from '../clock';
import type { Services } from '../services';
import { etsYearOfFacts, loadEtsYearFacts } from './load-ets-year';

/** Who locked a year and when; null while it is open. */
export type LockedBy = { by: string; at: string } | null;

export const lockedBy = (lock: YearLock): NonNullable<LockedBy> => ({
  by: lock.by,
  at: lock.at.toISOString(),
});

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
