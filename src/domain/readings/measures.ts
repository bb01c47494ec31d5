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
  readonly kind: 'energy' | 'mass' | 'volume' | 'percent';
  readonly unit: string;
  /** How the readings of an hour combine: added and scaled pro rata, or weighted by fuel. */
  readonly perHour: 'sum' | 'fuel-weighted';
  /** The largest value a row may hold (none: any finite value from 0 on). */
  readonly max?: number;
  /** A greenhouse gas: its formula, which is also its key in a GWP set (CO2's factor is 1). */
  readonly gas?: 'CO2' | 'CH4' | 'N2O';
  /** An air pollutant: reported as its mass, never converted to CO2e. */
  readonly pollutant?: 'SO2' | 'NOx';
  /** A column a spec CSV may lack and an import profile may leave unmapped: then not reported. */
  readonly optional?: true;
  /**
   * What an import profile's export without it means: the measure counts 0, is derived from the
   * others, or is not reported (not-reported.ts: the hours counted as reporting it are none).
   * Without this the export must hold it.
   */
  readonly whenAbsent?: 'zero' | 'derived' | 'not reported';
  /**
   * What a plant-day holds of it: the sum of its values, under a field of Totals and a column of
   * plant_days and its rollups; `inventory` when the plant inventory reports the plant's sum.
   */
  readonly sum: { readonly field: string; readonly column: string; readonly inventory?: true };
  /** Of a measure a file may not report: the field and column counting the hours that report it. */
  readonly reportedHours?: { readonly field: string; readonly column: string };
}

/** The measures of a row, in the spec's column order, the optional columns last. */
export const READ_MEASURES = [
  {
    field: 'electricityMWh',
    header: 'electricity_output_MWh',
    hourKey: 'electricity',
    kind: 'energy',
    unit: 'MWh',
    perHour: 'sum',
    sum: { field: 'electricityMWh', column: 'electricity_mwh', inventory: true },
  },
  {
    field: 'heatMWh',
    header: 'heat_output_MWh',
    hourKey: 'heat',
    kind: 'energy',
    unit: 'MWh',
    perHour: 'sum',
    whenAbsent: 'zero',
    sum: { field: 'heatMWh', column: 'heat_mwh', inventory: true },
  },
  {
    field: 'fuelMWh',
    header: 'fuel_consumption_MWh',
    hourKey: 'fuel',
    kind: 'energy',
    unit: 'MWh',
    perHour: 'sum',
    sum: { field: 'fuelMWh', column: 'fuel_mwh', inventory: true },
  },
  {
    field: 'co2Tonnes',
    header: 'CO2_emissions_tonnes',
    hourKey: 'co2',
    kind: 'mass',
    unit: 't',
    perHour: 'sum',
    gas: 'CO2',
    // Issue 38: an export may hold no CO2 (calculation-based plants); its hours report none.
    whenAbsent: 'not reported',
    sum: { field: 'co2Tonnes', column: 'co2_t', inventory: true },
    reportedHours: { field: 'co2Hours', column: 'co2_hours' },
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
    sum: { field: 'ch4Kg', column: 'ch4_kg', inventory: true },
    reportedHours: { field: 'ch4Hours', column: 'ch4_hours' },
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
    sum: { field: 'n2oKg', column: 'n2o_kg', inventory: true },
    reportedHours: { field: 'n2oHours', column: 'n2o_hours' },
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
    sum: { field: 'efficiencySum', column: 'efficiency_sum' },
  },
  {
    field: 'so2Kg',
    header: 'SO2_emissions_kg',
    hourKey: 'so2',
    kind: 'mass',
    unit: 'kg',
    perHour: 'sum',
    pollutant: 'SO2',
    optional: true,
    whenAbsent: 'not reported',
    sum: { field: 'so2Kg', column: 'so2_kg', inventory: true },
    reportedHours: { field: 'so2Hours', column: 'so2_hours' },
  },
  {
    field: 'noxKg',
    header: 'NOx_emissions_kg',
    hourKey: 'nox',
    kind: 'mass',
    unit: 'kg',
    perHour: 'sum',
    pollutant: 'NOx',
    optional: true,
    whenAbsent: 'not reported',
    sum: { field: 'noxKg', column: 'nox_kg', inventory: true },
    reportedHours: { field: 'noxHours', column: 'nox_hours' },
  },
  // Issue 38: the fuel burnt as a mass, the activity data of a source stream metered in tonnes.
  {
    field: 'fuelTonnes',
    header: 'fuel_consumption_t',
    hourKey: 'fuelTonnes',
    kind: 'mass',
    unit: 't',
    perHour: 'sum',
    optional: true,
    whenAbsent: 'not reported',
    sum: { field: 'fuelTonnes', column: 'fuel_t', inventory: true },
    reportedHours: { field: 'fuelTonnesHours', column: 'fuel_t_hours' },
  },
  // Issue 38: the fuel burnt as a volume, at metered conditions (m3) or at normal conditions
  // (Nm3), the activity data of a source stream metered by volume. The two are different
  // quantities (gas at 0 degC and 101.325 kPa against gas as metered): never converted into
  // each other.
  {
    field: 'fuelM3',
    header: 'fuel_consumption_m3',
    hourKey: 'fuelM3',
    kind: 'volume',
    unit: 'm3',
    perHour: 'sum',
    optional: true,
    whenAbsent: 'not reported',
    sum: { field: 'fuelM3', column: 'fuel_m3', inventory: true },
    reportedHours: { field: 'fuelM3Hours', column: 'fuel_m3_hours' },
  },
  {
    field: 'fuelNm3',
    header: 'fuel_consumption_Nm3',
    hourKey: 'fuelNm3',
    kind: 'volume',
    unit: 'Nm3',
    perHour: 'sum',
    optional: true,
    whenAbsent: 'not reported',
    sum: { field: 'fuelNm3', column: 'fuel_nm3', inventory: true },
    reportedHours: { field: 'fuelNm3Hours', column: 'fuel_nm3_hours' },
  },
] as const satisfies readonly ReadMeasureSpec[];

export type ReadMeasure = (typeof READ_MEASURES)[number];

/** The CSV's measure columns: every numeric column but plant_id. */
export type MeasureHeader = ReadMeasure['header'];

/** The measure columns in the order a row's values come. */
export const MEASURE_HEADERS: readonly MeasureHeader[] = READ_MEASURES.map((m) => m.header);

/** The measure columns every spec CSV holds. */
export const REQUIRED_MEASURE_HEADERS = READ_MEASURES.filter((m) => !('optional' in m)).map(
  (m) => m.header,
) as readonly Exclude<MeasureHeader, OptionalMeasureHeader>[];

export type OptionalMeasureHeader = Extract<ReadMeasure, { optional: true }>['header'];

/** The measure columns a spec CSV may lack (a file without one does not report it). */
export const OPTIONAL_MEASURE_HEADERS: readonly OptionalMeasureHeader[] = READ_MEASURES.filter(
  (m): m is Extract<ReadMeasure, { optional: true }> => 'optional' in m,
).map((m) => m.header);

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

/** What a plant-day sums of a read measure. */
type SumOf<M> = M extends ReadMeasure
  ? {
      readonly field: M['sum']['field'];
      readonly column: M['sum']['column'];
      readonly rollup: 'sum';
      readonly adds: M['header'];
    } & (M['sum'] extends { inventory: true } ? { readonly inventory: true } : unknown)
  : never;

type Reportable = Extract<ReadMeasure, { reportedHours: object }>;

/** The hours of a plant-day that report a measure a file may not report. */
type ReportedHoursOf<M> = M extends Reportable
  ? {
      readonly field: M['reportedHours']['field'];
      readonly column: M['reportedHours']['column'];
      readonly rollup: 'sum';
      readonly adds: 'hour';
      readonly inventory: true;
      readonly reports: M['header'];
    }
  : never;

const sumOf = (m: ReadMeasure) =>
  ({
    field: m.sum.field,
    column: m.sum.column,
    rollup: 'sum',
    adds: m.header,
    ...('inventory' in m.sum ? { inventory: true } : {}),
  }) as SumOf<ReadMeasure>;

const reportedHoursOf = (m: Reportable) =>
  ({
    ...m.reportedHours,
    rollup: 'sum',
    adds: 'hour',
    inventory: true,
    reports: m.header,
  }) as ReportedHoursOf<Reportable>;

const ROWS = {
  field: 'rows',
  column: 'rows',
  rollup: 'sum',
  adds: 'row',
  integer: true,
  inventory: true,
} as const;
// Coverage (issue 26): the hours holding a reading, and the sum of squares of hourly CO2, so a
// year's mean and standard deviation of hourly CO2 roll up like any other sum. Hours are not whole
// counts: a daily file's day holds the hours it says were operated (6.5, say).
const HOURS = {
  field: 'hours',
  column: 'hours',
  rollup: 'sum',
  adds: 'hour',
  inventory: true,
} as const;
const CO2_SQUARE_SUM = {
  field: 'co2SquareSum',
  column: 'co2_sq_sum',
  rollup: 'sum',
  adds: 'CO2_emissions_tonnes',
  squared: true,
} as const;
// The first and last reading, epoch ms.
const FIRST_TIMESTAMP = { field: 'firstTimestamp', column: 'first_ts', rollup: 'min' } as const;
const LAST_TIMESTAMP = { field: 'lastTimestamp', column: 'last_ts', rollup: 'max' } as const;

export type Measure =
  | typeof ROWS
  | SumOf<ReadMeasure>
  | typeof HOURS
  | typeof CO2_SQUARE_SUM
  | ReportedHoursOf<Reportable>
  | typeof FIRST_TIMESTAMP
  | typeof LAST_TIMESTAMP;

/**
 * The measures of a plant-day, in the order of their columns: its rows, each read measure's sum,
 * its hours and the squares of hourly CO2, the hours reporting each measure a file may not report
 * (issue 27: a range then knows how many of its hours lack it rather than reading a silent 0),
 * its first and last reading.
 */
export const MEASURES: readonly Measure[] = [
  ROWS,
  ...READ_MEASURES.map(sumOf),
  HOURS,
  CO2_SQUARE_SUM,
  ...READ_MEASURES.filter((m): m is Reportable => 'reportedHours' in m).map(reportedHoursOf),
  FIRST_TIMESTAMP,
  LAST_TIMESTAMP,
] satisfies readonly MeasureSpec[];

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
