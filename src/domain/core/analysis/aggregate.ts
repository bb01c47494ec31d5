import type { PlantDataset, RowIndex } from '../csv/dataset';

/** Sums over a set of rows, in the CSV's units. */
export interface Totals {
  rows: number;
  electricityMWh: number;
  heatMWh: number;
  fuelMWh: number;
  co2Tonnes: number;
  ch4Kg: number;
  n2oKg: number;
  /** Sum of efficiency_percent, for averages over rows. */
  efficiencySum: number;
}

/**
 * One plant's sums over one calendar day (as written in the file) of one upload: the unit of the
 * plant history (issue 10). Every figure of the analysis is a fold over these cells.
 */
export interface PlantDayCell {
  plant_id: number;
  /** Days since 1970-01-01. */
  day: number;
  /** The name and fuel of the plant's first row that day. */
  plant_name: string;
  fuel_type: string;
  totals: Totals;
  /** Distinct reading instants (hours, for hourly data). */
  readings: number;
  /** Rows beyond the first at an instant already read (all are counted in `totals`). */
  duplicateReadings: number;
  /** First and last reading of the day, epoch ms. */
  firstTimestamp: number;
  lastTimestamp: number;
}

/** One plant's sums over the rows of one calendar year. */
export interface PlantYearSums {
  year: number;
  totals: Totals;
}

/**
 * The sums every calculation needs, rolled up from plant-day cells (in memory or in SQL): per plant
 * and year, per day, and the first and last reading.
 */
export interface Rollup {
  /** Ascending plant_id. */
  plants: { plant_id: number; plant_name: string; fuel_type: string; years: PlantYearSums[] }[];
  /** Days with data, ascending. */
  days: { day: number; totals: Totals }[];
  firstTimestamp: number | null;
  lastTimestamp: number | null;
}

export interface PlantAggregate {
  /** Position in `Aggregates.plants` (ascending plant_id). */
  index: number;
  plant_id: number;
  /** The name and fuel of the plant's first day (a change is a data-quality warning). */
  plant_name: string;
  fuel_type: string;
  totals: Totals;
  /** Totals per calendar year, keyed by year. */
  byYear: Map<number, Totals>;
}

export interface DayAggregate {
  /** Days since 1970-01-01. */
  day: number;
  /** `YYYY-MM-DD`. */
  date: string;
  totals: Totals;
}

/** Everything the calculations need from the rows. */
export interface Aggregates {
  plants: PlantAggregate[];
  /** Only days that have data, ascending. */
  days: DayAggregate[];
  totals: Totals;
  /** First and last reading (epoch ms); null without rows. */
  firstTimestamp: number | null;
  lastTimestamp: number | null;
}

const MS_PER_DAY = 86_400_000;

export function emptyTotals(): Totals {
  return {
    rows: 0,
    electricityMWh: 0,
    heatMWh: 0,
    fuelMWh: 0,
    co2Tonnes: 0,
    ch4Kg: 0,
    n2oKg: 0,
    efficiencySum: 0,
  };
}

/** `YYYY-MM-DD` of a day number (days since 1970-01-01). */
export function dayToDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day number (days since 1970-01-01) of a `YYYY-MM-DD` date. */
export function dateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

/** The calendar year of a day number. */
export function yearOfDay(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

function totalsFor<K>(map: Map<K, Totals>, key: K): Totals {
  let t = map.get(key);
  if (!t) {
    t = emptyTotals();
    map.set(key, t);
  }
  return t;
}

/** Adds `u` into `t`. */
export function addTotals(t: Totals, u: Totals): void {
  t.rows += u.rows;
  t.electricityMWh += u.electricityMWh;
  t.heatMWh += u.heatMWh;
  t.fuelMWh += u.fuelMWh;
  t.co2Tonnes += u.co2Tonnes;
  t.ch4Kg += u.ch4Kg;
  t.n2oKg += u.n2oKg;
  t.efficiencySum += u.efficiencySum;
}

/** Sorts cells by plant_id, then day. */
export function byPlantAndDay(a: PlantDayCell, b: PlantDayCell): number {
  return a.plant_id - b.plant_id || a.day - b.day;
}

/** A cell being gathered; `ordered` while each of its rows came later than the one before. */
interface OpenCell {
  cell: PlantDayCell;
  ordered: boolean;
}

/** One plant's open cells by day, and the last one a row went to (rows of a day come together). */
interface PlantCells {
  byDay: Map<number, OpenCell>;
  last: OpenCell | null;
}

/**
 * Gathers rows into plant-day cells as they are read, summing each cell's rows in the order they
 * come. A cell whose rows all come in time order reads each instant once; the instants of any
 * other cell are counted at the end from the rows' index, so no row is kept for it meanwhile.
 */
export class PlantDayCellBuilder {
  private readonly plants = new Map<number, PlantCells>();
  private unordered = 0;

  /** Adds one row: its measures in MEASURE_RULES order (electricity ... efficiency). */
  add(
    plantId: number,
    day: number,
    name: string,
    fuel: string,
    ts: number,
    measures: ArrayLike<number>,
  ): void {
    let plant = this.plants.get(plantId);
    if (!plant) {
      plant = { byDay: new Map(), last: null };
      this.plants.set(plantId, plant);
    }
    let open = plant.last?.cell.day === day ? plant.last : plant.byDay.get(day);
    if (!open) {
      open = {
        cell: {
          plant_id: plantId,
          day,
          plant_name: name,
          fuel_type: fuel,
          totals: emptyTotals(),
          readings: 0,
          duplicateReadings: 0,
          firstTimestamp: ts,
          lastTimestamp: ts,
        },
        ordered: true,
      };
      plant.byDay.set(day, open);
    } else if (open.ordered && ts <= open.cell.lastTimestamp) {
      open.ordered = false;
      this.unordered++;
    }
    plant.last = open;
    const { cell } = open;
    const t = cell.totals;
    t.rows += 1;
    t.electricityMWh += measures[0]!;
    t.heatMWh += measures[1]!;
    t.fuelMWh += measures[2]!;
    t.co2Tonnes += measures[3]!;
    t.ch4Kg += measures[4]!;
    t.n2oKg += measures[5]!;
    t.efficiencySum += measures[6]!;
    if (ts < cell.firstTimestamp) cell.firstTimestamp = ts;
    if (ts > cell.lastTimestamp) cell.lastTimestamp = ts;
  }

  /** The cells, ascending plant_id then day; `rows` indexes every row added, in the same order. */
  finish(rows: RowIndex): PlantDayCell[] {
    const instants = this.unordered > 0 ? this.unorderedInstants(rows) : null;
    const cells: PlantDayCell[] = [];
    for (const plant of this.plants.values()) {
      for (const { cell, ordered } of plant.byDay.values()) {
        const readings = ordered ? cell.totals.rows : distinctCount(instants!.get(cell)!);
        cells.push({ ...cell, readings, duplicateReadings: cell.totals.rows - readings });
      }
    }
    return cells.sort(byPlantAndDay);
  }

  /** The instants of each cell that did not come in time order. */
  private unorderedInstants(rows: RowIndex): Map<PlantDayCell, number[]> {
    const instants = new Map<PlantDayCell, number[]>();
    for (let i = 0; i < rows.rowCount; i++) {
      const open = this.plants.get(rows.plantId[i]!)!.byDay.get(rows.day[i]!)!;
      if (open.ordered) continue;
      let list = instants.get(open.cell);
      if (!list) instants.set(open.cell, (list = []));
      list.push(rows.timestamp[i]!);
    }
    return instants;
  }
}

function distinctCount(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  let count = sorted.length > 0 ? 1 : 0;
  for (let k = 1; k < sorted.length; k++) if (sorted[k] !== sorted[k - 1]) count++;
  return count;
}

/** The plant-day cells of a dataset, ascending plant_id then day; each row is added to one cell. */
export function plantDayCells(d: PlantDataset): PlantDayCell[] {
  const builder = new PlantDayCellBuilder();
  const measures = new Float64Array(7);
  for (let i = 0; i < d.rowCount; i++) {
    measures[0] = d.electricityMWh[i]!;
    measures[1] = d.heatMWh[i]!;
    measures[2] = d.fuelMWh[i]!;
    measures[3] = d.co2Tonnes[i]!;
    measures[4] = d.ch4Kg[i]!;
    measures[5] = d.n2oKg[i]!;
    measures[6] = d.efficiencyPct[i]!;
    const name = d.strings[d.plantName[i]!]!;
    builder.add(
      d.plantId[i]!,
      d.day[i]!,
      name,
      d.strings[d.fuelType[i]!]!,
      d.timestamp[i]!,
      measures,
    );
  }
  return builder.finish(d);
}

/** Rolls plant-day cells (at most one per plant and day) up to the sums the calculations need. */
export function rollUpCells(cells: readonly PlantDayCell[]): Rollup {
  const sorted = [...cells].sort(byPlantAndDay);
  const plants: Rollup['plants'] = [];
  const days = new Map<number, Totals>();
  let first = Infinity;
  let last = -Infinity;
  let plant: Rollup['plants'][number] | undefined;
  let years = new Map<number, Totals>();
  const closePlant = () => {
    if (plant) plant.years = [...years].map(([year, totals]) => ({ year, totals }));
  };
  for (const c of sorted) {
    if (plant?.plant_id !== c.plant_id) {
      closePlant();
      plant = { plant_id: c.plant_id, plant_name: c.plant_name, fuel_type: c.fuel_type, years: [] };
      plants.push(plant);
      years = new Map();
    }
    addTotals(totalsFor(years, yearOfDay(c.day)), c.totals);
    addTotals(totalsFor(days, c.day), c.totals);
    if (c.firstTimestamp < first) first = c.firstTimestamp;
    if (c.lastTimestamp > last) last = c.lastTimestamp;
  }
  closePlant();
  return {
    plants,
    days: [...days].sort(([a], [b]) => a - b).map(([day, totals]) => ({ day, totals })),
    firstTimestamp: sorted.length > 0 ? first : null,
    lastTimestamp: sorted.length > 0 ? last : null,
  };
}

/** The aggregates of a rollup: per-plant totals are the sums of the plant's years. */
export function aggregateRollup(r: Rollup): Aggregates {
  const totals = emptyTotals();
  const plants = [...r.plants]
    .sort((a, b) => a.plant_id - b.plant_id)
    .map((p, index): PlantAggregate => {
      const plantTotals = emptyTotals();
      const byYear = new Map<number, Totals>();
      for (const y of [...p.years].sort((a, b) => a.year - b.year)) {
        addTotals(plantTotals, y.totals);
        byYear.set(y.year, y.totals);
      }
      addTotals(totals, plantTotals);
      return { index, ...p, totals: plantTotals, byYear };
    });
  const days = r.days.map((d) => ({ day: d.day, date: dayToDate(d.day), totals: d.totals }));
  return {
    plants,
    days,
    totals,
    firstTimestamp: r.firstTimestamp,
    lastTimestamp: r.lastTimestamp,
  };
}

/** Gathers per-plant, per-day and per-year sums of a dataset, through its plant-day cells. */
export function aggregate(d: PlantDataset): Aggregates {
  return aggregateRollup(rollUpCells(plantDayCells(d)));
}
