// Every measure, declared once (issues 25, 35). `READ_MEASURES` are the measures a row of a file
// holds: the CSV header lists, the dataset's columns, both row readers, the import profile's reader,
// the units table, the hour rollup and the per-gas lists of the analysis and its screens derive from
// it. `MEASURES` are what a plant-day of the history holds: the domain's Totals, what a row adds to
// a cell, the history's columns (plant_days and its rollups), the cell writer, the rollup SQL and the
// plant inventory's wire schema derive from that. A new measure is a line in each plus the migration
// that adds its columns.

interface ReadMeasureSpec {
  /** Its column in a PlantDataset. */
  readonly field: string;
  /** The spec's CSV header. */
  readonly header: string;
  /** Its key in an hour read through an import profile (imports/hour-rollup.ts). */
  readonly hourKey: string;
  /** What its unit measures, and the unit the history keeps it in (units/units.ts). */
  readonly kind: 'energy' | 'mass' | 'percent';
  readonly unit: string;
  /** How the readings of an hour combine: added and scaled pro rata, or weighted by fuel. */
  readonly perHour: 'sum' | 'fuel-weighted';
  /** The largest value a row may hold (none: any finite value from 0 on). */
  readonly max?: number;
  /** A greenhouse gas: its formula, which is also its key in a GWP set (CO2's factor is 1). */
  readonly gas?: 'CO2' | 'CH4' | 'N2O';
  /**
   * What an import profile's export without it means: the measure counts 0, is derived from the
   * others, or is not reported (not-reported.ts: the hours counted as reporting it are none).
   * Without this the export must hold it.
   */
  readonly whenAbsent?: 'zero' | 'derived' | 'not reported';
}

/** The measures of a row, in the spec's column order. */
export const READ_MEASURES = [
  {
    field: 'electricityMWh',
    header: 'electricity_output_MWh',
    hourKey: 'electricity',
    kind: 'energy',
    unit: 'MWh',
    perHour: 'sum',
  },
  {
    field: 'heatMWh',
    header: 'heat_output_MWh',
    hourKey: 'heat',
    kind: 'energy',
    unit: 'MWh',
    perHour: 'sum',
    whenAbsent: 'zero',
  },
  {
    field: 'fuelMWh',
    header: 'fuel_consumption_MWh',
    hourKey: 'fuel',
    kind: 'energy',
    unit: 'MWh',
    perHour: 'sum',
  },
  {
    field: 'co2Tonnes',
    header: 'CO2_emissions_tonnes',
    hourKey: 'co2',
    kind: 'mass',
    unit: 't',
    perHour: 'sum',
    gas: 'CO2',
  },
  {
    field: 'ch4Kg',
    header: 'CH4_emissions_kg',
    hourKey: 'ch4',
    kind: 'mass',
    unit: 'kg',
    perHour: 'sum',
    gas: 'CH4',
    whenAbsent: 'not reported',
  },
  {
    field: 'n2oKg',
    header: 'N2O_emissions_kg',
    hourKey: 'n2o',
    kind: 'mass',
    unit: 'kg',
    perHour: 'sum',
    gas: 'N2O',
    whenAbsent: 'not reported',
  },
  {
    field: 'efficiencyPct',
    header: 'efficiency_percent',
    hourKey: 'efficiency',
    kind: 'percent',
    unit: '%',
    perHour: 'fuel-weighted',
    max: 100,
    whenAbsent: 'derived',
  },
] as const satisfies readonly ReadMeasureSpec[];

export type ReadMeasure = (typeof READ_MEASURES)[number];

/** The CSV's measure columns: every numeric column but plant_id. */
export type MeasureHeader = ReadMeasure['header'];

/** The measure columns in the order a row's values come. */
export const MEASURE_HEADERS: readonly MeasureHeader[] = READ_MEASURES.map((m) => m.header);

/** Where a measure sits among a row's values (READ_MEASURES order). */
export const measureIndex = (header: MeasureHeader): number => MEASURE_HEADERS.indexOf(header);

interface MeasureSpec {
  /** Its name in the domain: a field of Totals when summed, else of the plant-day cell. */
  readonly field: string;
  /** Its column in plant_days and in every rollup table. */
  readonly column: string;
  /** How cells and rollup rows combine into a coarser unit (week, month, year, range). */
  readonly rollup: 'sum' | 'min' | 'max';
  /**
   * What a sum adds: 1 per row kept (`row`), 1 per hour of the day holding a reading (`hour`), or
   * each hour's value in a measure column, `squared` or not (a repeated hour counts its later row).
   */
  readonly adds?: 'row' | 'hour' | MeasureHeader;
  readonly squared?: true;
  /** A whole count: plant_days holds it as an integer (the rollups hold every measure as float8). */
  readonly integer?: true;
  /** Whether the analysis's plant inventory reports the plant's sum (a field of its wire schema). */
  readonly inventory?: true;
  /**
   * The column whose values the hours count: a file that does not report it (see
   * not-reported.ts) counts none of its hours.
   */
  readonly reports?: MeasureHeader;
}

/** The measures, in the order of their columns. */
export const MEASURES = [
  { field: 'rows', column: 'rows', rollup: 'sum', adds: 'row', integer: true, inventory: true },
  {
    field: 'electricityMWh',
    column: 'electricity_mwh',
    rollup: 'sum',
    adds: 'electricity_output_MWh',
    inventory: true,
  },
  { field: 'heatMWh', column: 'heat_mwh', rollup: 'sum', adds: 'heat_output_MWh', inventory: true },
  {
    field: 'fuelMWh',
    column: 'fuel_mwh',
    rollup: 'sum',
    adds: 'fuel_consumption_MWh',
    inventory: true,
  },
  {
    field: 'co2Tonnes',
    column: 'co2_t',
    rollup: 'sum',
    adds: 'CO2_emissions_tonnes',
    inventory: true,
  },
  { field: 'ch4Kg', column: 'ch4_kg', rollup: 'sum', adds: 'CH4_emissions_kg', inventory: true },
  { field: 'n2oKg', column: 'n2o_kg', rollup: 'sum', adds: 'N2O_emissions_kg', inventory: true },
  // For averages over rows.
  { field: 'efficiencySum', column: 'efficiency_sum', rollup: 'sum', adds: 'efficiency_percent' },
  // Coverage (issue 26): the hours holding a reading, and the sum of squares of hourly CO2, so a
  // year's mean and standard deviation of hourly CO2 roll up like any other sum.
  { field: 'hours', column: 'hours', rollup: 'sum', adds: 'hour', integer: true, inventory: true },
  {
    field: 'co2SquareSum',
    column: 'co2_sq_sum',
    rollup: 'sum',
    adds: 'CO2_emissions_tonnes',
    squared: true,
  },
  // Issue 27: the hours whose CH4 and N2O the file reports (an import profile may mark them absent),
  // so a range knows how many of its hours lack them rather than reading a silent 0.
  {
    field: 'ch4Hours',
    column: 'ch4_hours',
    rollup: 'sum',
    adds: 'hour',
    integer: true,
    inventory: true,
    reports: 'CH4_emissions_kg',
  },
  {
    field: 'n2oHours',
    column: 'n2o_hours',
    rollup: 'sum',
    adds: 'hour',
    integer: true,
    inventory: true,
    reports: 'N2O_emissions_kg',
  },
  // The first and last reading, epoch ms.
  { field: 'firstTimestamp', column: 'first_ts', rollup: 'min' },
  { field: 'lastTimestamp', column: 'last_ts', rollup: 'max' },
] as const satisfies readonly MeasureSpec[];

export type Measure = (typeof MEASURES)[number];
export type SummedMeasure = Extract<Measure, { rollup: 'sum' }>;
/** The measures a cell holds as its first or last reading rather than as a sum. */
export type ExtremeMeasure = Exclude<Measure, SummedMeasure>;
type InventoryMeasure = Extract<Measure, { inventory: true }>;
export type InventoryField = InventoryMeasure['field'];

const isSummed = (m: Measure): m is SummedMeasure => m.rollup === 'sum';

/** The summed measures, in order. */
export const SUMMED_MEASURES: readonly SummedMeasure[] = MEASURES.filter(isSummed);

/** The fields of Totals, in SUMMED_MEASURES order. */
export const SUMMED_FIELDS: readonly SummedMeasure['field'][] = SUMMED_MEASURES.map((m) => m.field);

/** The fields of the summed measures the plant inventory reports, in order. */
export const INVENTORY_FIELDS: readonly InventoryField[] = MEASURES.filter(
  (m): m is InventoryMeasure => 'inventory' in m,
).map((m) => m.field);
