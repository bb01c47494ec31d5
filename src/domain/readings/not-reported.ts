// Issue 27 §1: a file may not report CH4 or N2O (an import profile marks them absent). Its rows
// still hold 0 for them, so the file's plant-day cells count none of their hours as reporting the
// gas: a range then knows how many of its hours lack it instead of summing a silent 0.
import { MEASURES, READ_MEASURES, type MeasureHeader, type ReadMeasure } from './measures';
import type { PlantDayCell } from './plant-day-cell';

type Reportable = Extract<ReadMeasure, { whenAbsent: 'not reported' }>;
export type NotReportable = Reportable['header'];

/** The columns a file may leave unreported. */
export const NOT_REPORTABLE: readonly NotReportable[] = READ_MEASURES.filter(
  (m): m is Reportable => 'whenAbsent' in m && m.whenAbsent === 'not reported',
).map((m) => m.header);

/** Of some columns (an import profile's `absent`), those a file then does not report. */
export function notReportedOf(absent: readonly string[]): NotReportable[] {
  return NOT_REPORTABLE.filter((c) => absent.includes(c));
}

/** The hour counts of the measures whose column a file may leave unreported. */
const REPORTED_HOURS = MEASURES.flatMap((m) =>
  'reports' in m ? [{ field: m.field, column: m.reports as MeasureHeader }] : [],
);

/** The cells of a file that does not report `notReported`: their hours of those gases set to 0. */
export function markNotReported(
  cells: PlantDayCell[],
  notReported: readonly NotReportable[],
): PlantDayCell[] {
  const unreported = REPORTED_HOURS.filter((h) =>
    (notReported as readonly string[]).includes(h.column),
  );
  if (unreported.length === 0) return cells;
  for (const cell of cells) for (const h of unreported) cell.totals[h.field] = 0;
  return cells;
}
