// Issue 38 "The annual emissions report": a year of the user's history read for the report; a
// locked year from its kept copy (its ETS year, register, permit record, source streams and hours
// as the lock froze them), so no later edit moves a figure of the report.
import {
  annualEmissionsReport,
  type AnnualEmissionsReport,
  type PermitFacts,
} from '@domain/report/annual-emissions-report';
import { frozenEtsYear } from '@domain/ets/ets-year';
import { today } from '../clock';
import type { Services } from '../services';
import { etsYearOfFacts, loadEtsYearFacts } from '../scope/load-ets-year';
import { lockedBy } from '../scope/locked-years';
import { loadReportSections } from './load-report-sections';

/** A text field of a record as read or as a lock kept it; absent from an older record: null. */
const text = (p: Record<string, unknown>, key: string) => (p[key] as string | null) ?? null;

/** The permit record's facts the report states, of a record as read or as a lock kept it. */
const permitFacts = (p: Record<string, unknown> | null): PermitFacts | null =>
  p && {
    permit_year: Number(p.permit_year),
    company_name: text(p, 'company_name'),
    notes: text(p, 'notes'),
    permit_number: text(p, 'permit_number'),
    monitoring_plan_version: text(p, 'monitoring_plan_version'),
  };

/** The annual emissions report of a year of the organisation's history. */
export async function loadAnnualEmissionsReport(
  services: Pick<Services, 'queries' | 'now' | 'work'>,
  org: { orgId: string; orgName: string },
  year: number,
): Promise<AnnualEmissionsReport> {
  const [lock, plants] = await Promise.all([
    services.queries.yearLocks.get(org.orgId, year),
    services.queries.plantRegister.plants(org.orgId),
  ]);
  const base = { organisation: org.orgName, plants };
  if (lock) {
    const { ets, facts, report } = lock.frozen;
    return annualEmissionsReport({
      ...base,
      ets: frozenEtsYear(ets, today(services)),
      register: facts.register,
      permit: permitFacts(facts.permit),
      sections: report ?? null,
      locked: lockedBy(lock),
    });
  }
  const facts = await loadEtsYearFacts(services, org.orgId, year);
  const ets = etsYearOfFacts(facts, today(services));
  return annualEmissionsReport({
    ...base,
    ets,
    register: facts.register,
    permit: permitFacts(facts.permit),
    sections: await loadReportSections(services, org.orgId, facts, ets),
    locked: null,
  });
}
