// Issue 38 "The annual emissions report": a year of the user's history read for the report; a
// locked year from its kept copy (its ETS year, register and permit record as the lock froze them),
// so no later edit moves a figure of the report.
import {
  annualEmissionsReport,
  type AnnualEmissionsReport,
  type PermitFacts,
} from '@domain/report/annual-emissions-report';
import { frozenEtsYear } from '@domain/ets/ets-year';
import { today } from '../clock';
import type { Services } from '../services';
import { etsYearOfFacts, loadEtsYearFacts } from './load-ets-year';
import { lockedBy } from './locked-years';

/** The permit record's facts the report states, of a record as read or as a lock kept it. */
const permitFacts = (p: Record<string, unknown> | null): PermitFacts | null =>
  p && {
    permit_year: Number(p.permit_year),
    company_name: (p.company_name as string | null) ?? null,
    notes: (p.notes as string | null) ?? null,
  };

/** The annual emissions report of a year of the organisation's history. */
export async function loadAnnualEmissionsReport(
  services: Pick<Services, 'queries' | 'now'>,
  org: { orgId: string; orgName: string },
  year: number,
): Promise<AnnualEmissionsReport> {
  const [lock, plants] = await Promise.all([
    services.queries.yearLocks.get(org.orgId, year),
    services.queries.plantRegister.plants(org.orgId),
  ]);
  const base = { organisation: org.orgName, plants };
  if (lock) {
    const { ets, facts } = lock.frozen;
    return annualEmissionsReport({
      ...base,
      ets: frozenEtsYear(ets, today(services)),
      register: facts.register,
      permit: permitFacts(facts.permit),
      locked: lockedBy(lock),
    });
  }
  const facts = await loadEtsYearFacts(services, org.orgId, year);
  return annualEmissionsReport({
    ...base,
    ets: etsYearOfFacts(facts, today(services)),
    register: facts.register,
    permit: permitFacts(facts.permit),
    locked: null,
  });
}
