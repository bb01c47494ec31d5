// The facility tables' columns and rows: one facility, or sums over a group of facilities. The body's
// table has every column; the appendix, one line per facility, leaves the register's facts to the
// exports and counts the assumed ones.
import { num, pct } from '@domain/format';
import type { ReportFacility } from '@domain/report/compliance-report';
import type { FacilityTotals } from '@domain/report/facility-digest';
import type { PdfColumn, PdfRow } from './pdf-table';
import { COLORS } from './theme';

export interface FacilityColumn extends PdfColumn {
  facility: (f: ReportFacility) => string;
  /** The cell of a sums row; the label column holds the row's label, others stay empty. */
  totals?: (t: FacilityTotals) => string;
  label?: true;
  /** A cell colour, for example of facts still assumed. */
  color?: (f: ReportFacility) => string;
}

/** The number of register facts a facility prints (country, sector, renewable share). */
const REGISTER_FACTS = 3;
const assumedColor = (f: ReportFacility) =>
  f.assumedFacts.length > 0 ? COLORS.assumed : COLORS.brandDark;

const emissions: FacilityColumn = {
  title: 'Emissions (tCO₂e)',
  weight: 1.6,
  align: 'right',
  facility: (f) => num(f.totalEmissions, 1),
  totals: (t) => num(t.totalEmissions, 1),
};
const assumed: FacilityColumn = {
  title: 'Assumed, not declared',
  weight: 2,
  facility: (f) => (f.assumedFacts.length === 0 ? 'None' : f.assumedFacts.join(', ')),
  color: assumedColor,
  totals: (t) => `${num(t.withAssumedFacts)} of ${num(t.count)} facilities`,
};

/** The facility table of the report's body. */
export const FACILITY_COLUMNS: FacilityColumn[] = [
  { title: 'Facility', weight: 2.3, label: true, facility: (f) => `${f.name} (plant ${f.id})` },
  { title: 'Country', weight: 1.3, facility: (f) => f.location },
  { title: 'Sector', weight: 1.5, facility: (f) => f.sector },
  { title: 'Renewable share', weight: 1.1, align: 'right', facility: (f) => pct(f.renewableShare) },
  emissions,
  { ...assumed, weight: 3.6 },
];

/**
 * The appendix's one-line rows at 7 pt (weights in tenths of a point of A4's text width): a plant id of
 * 6 digits and figures up to 999,999,999.9 fit their columns; the plant id has a column
 * of its own, so that a name too long for its line may be shortened.
 */
export const APPENDIX_COLUMNS: FacilityColumn[] = [
  { title: 'Plant', weight: 3.6, facility: (f) => String(f.id) },
  { title: 'Facility', weight: 22.7, label: true, shorten: true, facility: (f) => f.name },
  { ...emissions, weight: 8.6 },
  // The count of facilities with assumed facts does not fit in bold: the appendix says it below the table.
  {
    title: 'Facts assumed',
    weight: 13.2,
    facility: (f) => `${f.assumedFacts.length} of ${REGISTER_FACTS}`,
    color: assumedColor,
  },
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
