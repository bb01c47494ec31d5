// The columns of plant_days, apart from the query code so that a worker thread can write its rows
// (db/cell-rows.ts) without loading the query builder.

/** The columns of plant_days that its rollups sum too (first_ts and last_ts: their min and max). */
export const SUMMED_COLUMNS = [
  'rows',
  'electricity_mwh',
  'heat_mwh',
  'fuel_mwh',
  'co2_t',
  'ch4_kg',
  'n2o_kg',
  'efficiency_sum',
  'first_ts',
  'last_ts',
] as const;

/** The columns of plant_days an upload's cell fills, in the order of CellRows' fields. */
export const CELL_COLUMNS = [
  'plant_id',
  'day',
  'plant_name',
  'fuel_type',
  'readings',
  'duplicate_readings',
  ...SUMMED_COLUMNS,
] as const;
