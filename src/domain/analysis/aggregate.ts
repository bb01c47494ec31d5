import type { PlantDataset } from '../readings/dataset';
import { plantDayCells } from '../readings/plant-day-cells';
import { markNotReported, type NotReportable } from '../readings/not-reported';
import { dayToDate, yearOfDay } from '../readings/day-number';
import {
  addTotals,
  byPlantAndDay,
  emptyTotals,
  type PlantDayCell,
  type Totals,
} from '../readings/plant-day-cell';

/** One plant's sums over the rows of one calendar year. */
export interface PlantYearSums {
  year: number;
  totals: Totals;
}

/** One unit's sums over a scope ('': a plant without units, its own one unit). */
export interface UnitSums {
  plant_id: number;
  unit_id: string;
  totals: Totals;
}

/**
 * The sums every calculation needs, rolled up from plant-day cells (in memory or in SQL): per plant
 * and year, per day, per unit of a plant, and the first and last reading.
 */
export interface Rollup {
  /** Ascending plant_id. */
  plants: { plant_id: number; plant_name: string; fuel_type: string; years: PlantYearSums[] }[];
  /** Ascending plant_id, then unit_id: a plant's figures are the sums of its units'. */
  units: UnitSums[];
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
  /** Its units' totals, ascending unit_id. */
  units: { unit_id: string; totals: Totals }[];
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

function totalsFor<K>(map: Map<K, Totals>, key: K): Totals {
  let t = map.get(key);
  if (!t) {
    t = emptyTotals();
    map.set(key, t);
  }
  return t;
}

/** Rolls plant-day cells (at most one per plant and day) up to the sums the calculations need. */
export function rollUpCells(cells: readonly PlantDayCell[]): Rollup {
  const sorted = [...cells].sort(byPlantAndDay);
  const plants: Rollup['plants'] = [];
  const days = new Map<number, Totals>();
  const units = new Map<string, UnitSums>();
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
    const unitKey = `${c.plant_id}:${c.unit_id}`;
    let unit = units.get(unitKey);
    if (!unit) {
      unit = { plant_id: c.plant_id, unit_id: c.unit_id, totals: emptyTotals() };
      units.set(unitKey, unit);
    }
    addTotals(unit.totals, c.totals);
    if (c.firstTimestamp < first) first = c.firstTimestamp;
    if (c.lastTimestamp > last) last = c.lastTimestamp;
  }
  closePlant();
  return {
    plants,
    units: [...units.values()].sort(byPlantAndUnit),
    days: [...days].sort(([a], [b]) => a - b).map(([day, totals]) => ({ day, totals })),
    firstTimestamp: sorted.length > 0 ? first : null,
    lastTimestamp: sorted.length > 0 ? last : null,
  };
}

/** Sorts units by plant_id, then unit_id. */
export const byPlantAndUnit = (a: UnitSums, b: UnitSums): number =>
  a.plant_id - b.plant_id || (a.unit_id < b.unit_id ? -1 : +(a.unit_id > b.unit_id));

/** The aggregates of a rollup: per-plant totals are the sums of the plant's years. */
export function aggregateRollup(r: Rollup): Aggregates {
  const totals = emptyTotals();
  const unitsOf = new Map<number, PlantAggregate['units']>();
  for (const u of [...r.units].sort(byPlantAndUnit)) {
    const own = unitsOf.get(u.plant_id) ?? [];
    own.push({ unit_id: u.unit_id, totals: u.totals });
    unitsOf.set(u.plant_id, own);
  }
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
      return { index, ...p, totals: plantTotals, byYear, units: unitsOf.get(p.plant_id) ?? [] };
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

/** Gathers per-plant, per-day and per-year sums of a file's plant-day cells. */
export function aggregateCells(cells: readonly PlantDayCell[]): Aggregates {
  return aggregateRollup(rollUpCells(cells));
}

/**
 * Gathers per-plant, per-day and per-year sums of a dataset, through its plant-day cells; the
 * dataset's file does not report `notReported` (issue 27).
 */
export function aggregate(d: PlantDataset, notReported: readonly NotReportable[] = []): Aggregates {
  return aggregateCells(markNotReported(plantDayCells(d), notReported));
}
