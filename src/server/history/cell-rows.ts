// One upload's plant-day cells in the form the insert statement reads them. Built on the worker
// thread: a text crosses to the event loop as one copy, where 36,500 cell objects (a year of 100
// plants) took about 0.3 s of the event loop to clone and another 0.1 s to encode there.
import type { PlantDayCell } from '../../domain/core/analysis/aggregate';

/** A span of days (days since 1970-01-01), first and last inclusive. */
export interface DaySpan {
  first: number;
  last: number;
}

export interface CellRows {
  /** A JSON array of objects, one per cell, keyed by plant_days' column names. */
  json: string;
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

/**
 * The cells as rows, each an object of plant_days' columns (json_to_recordset reads each object
 * once; reading an array's elements one operator at a time parsed each row 16 times); a number
 * keeps its exact value through JSON and float8.
 */
export function cellRowsOf(cells: readonly PlantDayCell[]): CellRows {
  const json = JSON.stringify(
    cells.map((c) => ({
      plant_id: c.plant_id,
      day: c.day,
      plant_name: c.plant_name,
      fuel_type: c.fuel_type,
      rows: c.totals.rows,
      electricity_mwh: c.totals.electricityMWh,
      heat_mwh: c.totals.heatMWh,
      fuel_mwh: c.totals.fuelMWh,
      co2_t: c.totals.co2Tonnes,
      ch4_kg: c.totals.ch4Kg,
      n2o_kg: c.totals.n2oKg,
      efficiency_sum: c.totals.efficiencySum,
      readings: c.readings,
      duplicate_readings: c.duplicateReadings,
      first_ts: c.firstTimestamp,
      last_ts: c.lastTimestamp,
    })),
  );
  return { json, count: cells.length, span: daySpan(cells) };
}

/** No cells: a file that no longer passes validation holds no plant-day of the history. */
export const NO_CELL_ROWS: CellRows = cellRowsOf([]);
