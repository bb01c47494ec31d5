// One upload's plant-day cells in the form the database reads them: the fields of a binary COPY.
// Built on the worker thread: its buffers move to the event loop without a copy, where 36,500 cell
// objects (a year of 100 plants) took about 0.3 s of the event loop to clone and another 0.1 s to
// encode there.
import { MEASURES, type Measure } from '@domain/readings/measures';
import type { PlantDayCell } from '@domain/readings/plant-day-cell';
import { CopyFieldsWriter, type CopyFields } from './copy-binary';
import { CELL_COLUMNS } from './plant-day-columns';

/** A span of days (days since 1970-01-01), first and last inclusive. */
export interface DaySpan {
  first: number;
  last: number;
}

export interface CellRows {
  /** One row per cell, its CELL_COLUMNS, day by day and plant by plant. */
  fields: CopyFields;
  count: number;
  /** The first and last day of the cells, or null without cells. */
  span: DaySpan | null;
}

/** The first and last day of some cells, or null without cells. */
function daySpan(cells: readonly PlantDayCell[]): DaySpan | null {
  if (cells.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const c of cells) {
    if (c.day < first) first = c.day;
    if (c.day > last) last = c.day;
  }
  return { first, last };
}

/** A cell's value of a measure: its sum, or its first or last reading. */
const valueOf = (c: PlantDayCell, m: Measure): number =>
  m.rollup === 'sum' ? c.totals[m.field] : c[m.field];

/** A cell's CELL_COLUMNS, in order. */
function writeCell(row: CopyFieldsWriter, c: PlantDayCell): void {
  row.int4(c.plant_id).int4(c.day).text(c.plant_name).text(c.fuel_type).text(c.unit_id);
  row.int4(c.readings).int4(c.duplicateReadings).int4(c.hourMask).int4(c.notOperatingMask);
  row.bool(c.daily);
  for (const m of MEASURES) {
    if ('integer' in m) row.int4(valueOf(c, m));
    else row.float8(valueOf(c, m));
  }
  row.endRow();
}

/**
 * The cells as rows, day by day and within a day plant by plant: stored in that order, a
 * range's partial months read a few pages of 40 plant-days each, not a page per plant-day.
 */
export function cellRowsOf(cells: readonly PlantDayCell[]): CellRows {
  const rows = new CopyFieldsWriter(CELL_COLUMNS.length);
  const ordered = [...cells].sort((a, b) => a.day - b.day || a.plant_id - b.plant_id);
  for (const cell of ordered) writeCell(rows, cell);
  return { fields: rows.finish(), count: cells.length, span: daySpan(cells) };
}

/** No cells: a file that no longer passes validation holds no plant-day of the history. */
export const NO_CELL_ROWS: CellRows = cellRowsOf([]);
