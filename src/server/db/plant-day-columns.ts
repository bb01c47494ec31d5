// The columns of plant_days, apart from the query code so that a worker thread can write its rows
// (db/cell-rows.ts) without loading the query builder.
import { MEASURES, type Measure } from '@domain/readings/measures';

/** The measures' columns, of plant_days and of its rollups, in MEASURES order. */
export const MEASURE_COLUMNS = MEASURES.map((m) => m.column);

/** A row's measure columns: plant_days and each rollup table hold them all. */
export type MeasureColumns = { [M in Measure as M['column']]: number };

/** The columns of plant_days an upload's cell fills, in the order of CellRows' fields. */
export const CELL_COLUMNS = [
  'plant_id',
  'day',
  'plant_name',
  'fuel_type',
  'unit_id',
  'readings',
  'duplicate_readings',
  'hour_mask',
  'not_operating_mask',
  'daily',
  ...MEASURE_COLUMNS,
] as const;
