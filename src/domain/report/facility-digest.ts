// How the printed report presents many facilities: the largest emitters in detail, the rest summed
// in one line and listed in full in an appendix table. Every facility stays in the totals and in the
// appendix.
import type { ComplianceReport, ReportFacility } from './types';

/** The appendix of the printed report that lists every facility. */
export const APPENDIX_TITLE = 'Appendix A';

/** Up to this many facilities the report prints every one in detail, and no appendix. */
export const DETAILED_FACILITIES = 50;

/** Sums over a group of facilities (tCO₂e, and how many rest on assumed register facts). */
export interface FacilityTotals {
  count: number;
  totalEmissions: number;
  withAssumedFacts: number;
}

export interface FacilityDigest {
  /** Printed in detail: every facility, or the largest emitters in descending order of emissions. */
  detailed: ReportFacility[];
  /** The facilities not printed in detail (listed in the appendix), or null when there are none. */
  others: FacilityTotals | null;
  /** Every facility. */
  all: FacilityTotals;
}

export function facilityTotals(facilities: readonly ReportFacility[]): FacilityTotals {
  const totals: FacilityTotals = {
    count: facilities.length,
    totalEmissions: 0,
    withAssumedFacts: 0,
  };
  for (const f of facilities) {
    totals.totalEmissions += f.totalEmissions;
    if (f.assumedFacts.length > 0) totals.withAssumedFacts += 1;
  }
  return totals;
}

/** The report's facilities split into those printed in detail and the summed rest. */
export function facilityDigest(
  report: ComplianceReport,
  limit = DETAILED_FACILITIES,
): FacilityDigest {
  const { facilities } = report;
  const all = facilityTotals(facilities);
  if (facilities.length <= limit) return { detailed: facilities, others: null, all };
  const byEmissions = [...facilities].sort((a, b) => b.totalEmissions - a.totalEmissions);
  return {
    detailed: byEmissions.slice(0, limit),
    others: facilityTotals(byEmissions.slice(limit)),
    all,
  };
}
