import type { PlantDataset } from '../csv/dataset';

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

function addRow(t: Totals, d: PlantDataset, i: number): void {
  t.rows += 1;
  t.electricityMWh += d.electricityMWh[i]!;
  t.heatMWh += d.heatMWh[i]!;
  t.fuelMWh += d.fuelMWh[i]!;
  t.co2Tonnes += d.co2Tonnes[i]!;
  t.ch4Kg += d.ch4Kg[i]!;
  t.n2oKg += d.n2oKg[i]!;
  t.efficiencySum += d.efficiencyPct[i]!;
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

/** A cell being gathered, with the instants read so far (to count duplicates). */
interface OpenCell {
  cell: PlantDayCell;
  instants: Set<number>;
}

/** Sorts cells by plant_id, then day. */
export function byPlantAndDay(a: PlantDayCell, b: PlantDayCell): number {
  return a.plant_id - b.plant_id || a.day - b.day;
}

/** The plant-day cells of a dataset, ascending plant_id then day; each row is added to one cell. */
export function plantDayCells(d: PlantDataset): PlantDayCell[] {
  const open = new Map<string, OpenCell>();
  let current: OpenCell | undefined;
  let currentKey = '';
  for (let i = 0; i < d.rowCount; i++) {
    const key = `${d.plantId[i]}:${d.day[i]}`;
    if (key !== currentKey) {
      currentKey = key;
      current = open.get(key);
      if (!current) {
        const ts = d.timestamp[i]!;
        current = {
          cell: {
            plant_id: d.plantId[i]!,
            day: d.day[i]!,
            plant_name: d.strings[d.plantName[i]!]!,
            fuel_type: d.strings[d.fuelType[i]!]!,
            totals: emptyTotals(),
            readings: 0,
            duplicateReadings: 0,
            firstTimestamp: ts,
            lastTimestamp: ts,
          },
          instants: new Set(),
        };
        open.set(key, current);
      }
    }
    const { cell, instants } = current!;
    addRow(cell.totals, d, i);
    const ts = d.timestamp[i]!;
    if (instants.has(ts)) cell.duplicateReadings += 1;
    else instants.add(ts);
    if (ts < cell.firstTimestamp) cell.firstTimestamp = ts;
    if (ts > cell.lastTimestamp) cell.lastTimestamp = ts;
  }
  const cells = [...open.values()].map(({ cell, instants }) => ({
    ...cell,
    readings: instants.size,
  }));
  return cells.sort(byPlantAndDay);
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
