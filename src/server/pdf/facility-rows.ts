// The facility tables' columns and rows: one facility, or sums over a group of facilities. The body's
// table has every column; the appendix, one line per facility, leaves location and sector to the exports.
import { num } from '../../domain/core/format';
import type { ReportFacility } from '../../domain/core/report';
import type { FacilityTotals } from './facility-digest';
import type { PdfColumn, PdfRow } from './pdf-table';
import { COLORS } from './theme';

export interface FacilityColumn extends PdfColumn {
  facility: (f: ReportFacility) => string;
  /** The cell of a sums row; the label column holds the row's label, others stay empty. */
  totals?: (t: FacilityTotals) => string;
  label?: true;
  /** A cell colour, for example a non-compliant status. */
  color?: (f: ReportFacility) => string;
}

const compliant = (f: ReportFacility) => f.complianceStatus === 'compliant';

const emissions: FacilityColumn = {
  title: 'Emissions (tCO₂e)',
  weight: 1.6,
  align: 'right',
  facility: (f) => num(f.totalEmissions, 1),
  totals: (t) => num(t.totalEmissions, 1),
};
const verified: FacilityColumn = {
  title: 'Verified, estimate (tCO₂e)',
  weight: 1.6,
  align: 'right',
  facility: (f) => num(f.verifiedEmissions, 1),
  totals: (t) => num(t.verifiedEmissions, 1),
};
const allocated: FacilityColumn = {
  title: 'Allowances allocated',
  weight: 1.4,
  align: 'right',
  facility: (f) => num(f.allowancesAllocated),
  totals: (t) => num(t.allowancesAllocated),
};
const surrendered: FacilityColumn = {
  title: 'Allowances surrendered',
  weight: 1.4,
  align: 'right',
  facility: (f) => num(f.allowancesSurrendered),
  totals: (t) => num(t.allowancesSurrendered),
};
const status: FacilityColumn = {
  title: 'Status',
  weight: 1.5,
  facility: (f) => (compliant(f) ? 'Compliant' : 'Non-compliant'),
  color: (f) => (compliant(f) ? COLORS.brandDark : COLORS.bad),
  totals: (t) => `${num(t.compliant)} of ${num(t.count)} compliant`,
};

/** The facility table of the report's body. */
export const FACILITY_COLUMNS: FacilityColumn[] = [
  { title: 'Facility', weight: 2.3, label: true, facility: (f) => `${f.name} (plant ${f.id})` },
  { title: 'Location', weight: 1.3, facility: (f) => f.location },
  { title: 'Sector', weight: 1.5, facility: (f) => f.sector },
  emissions,
  verified,
  allocated,
  surrendered,
  status,
];

/**
 * The appendix's one-line rows at 7 pt (weights in tenths of a point of A4's text width): a plant id of
 * 6 digits, figures up to 999,999,999.9 and "Non-compliant" fit their columns; the plant id has a column
 * of its own, so that a name too long for its line may be shortened.
 */
export const APPENDIX_COLUMNS: FacilityColumn[] = [
  { title: 'Plant', weight: 3.6, facility: (f) => String(f.id) },
  { title: 'Facility', weight: 14.1, label: true, shorten: true, facility: (f) => f.name },
  { ...emissions, weight: 6.15 },
  { ...verified, weight: 6.15 },
  { ...allocated, weight: 5.55 },
  { ...surrendered, weight: 5.55 },
  // The count of compliant facilities does not fit in bold: the appendix says it below the table.
  { ...status, weight: 7, totals: undefined },
];

export function facilityRow(columns: FacilityColumn[], f: ReportFacility): PdfRow {
  return {
    cells: columns.map((c) => c.facility(f)),
    colors: columns.map((c) => c.color?.(f)),
  };
}

/** A row of sums over a group of facilities, printed bold on a tint when it is the grand total. */
export function totalsRow(
  columns: FacilityColumn[],
  label: string,
  t: FacilityTotals,
  total = false,
): PdfRow {
  return { cells: columns.map((c) => (c.label ? label : (c.totals?.(t) ?? ''))), total };
}
