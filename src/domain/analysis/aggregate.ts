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

export interface PlantAggregate {
  /** Position in `Aggregates.plants` (ascending plant_id). */
  index: number;
  plant_id: number;
  /** The name and fuel of the plant's first row (a change is a data-quality warning). */
  plant_name: string;
  fuel_type: string;
  totals: Totals;
  /** Totals per calendar day, keyed by day number (days since 1970-01-01). */
  byDay: Map<number, Totals>;
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

/** Everything the calculations need from the rows, gathered in one pass. */
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

function yearOfDay(day: number): number {
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

function add(t: Totals, d: PlantDataset, i: number): void {
  t.rows += 1;
  t.electricityMWh += d.electricityMWh[i]!;
  t.heatMWh += d.heatMWh[i]!;
  t.fuelMWh += d.fuelMWh[i]!;
  t.co2Tonnes += d.co2Tonnes[i]!;
  t.ch4Kg += d.ch4Kg[i]!;
  t.n2oKg += d.n2oKg[i]!;
  t.efficiencySum += d.efficiencyPct[i]!;
}

/** Gathers per-plant, per-day and per-year sums of a dataset in one pass over its rows. */
export function aggregate(d: PlantDataset): Aggregates {
  const byPlantId = new Map<number, PlantAggregate>();
  const byDay = new Map<number, Totals>();
  const totals = emptyTotals();
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < d.rowCount; i++) {
    const id = d.plantId[i]!;
    let plant = byPlantId.get(id);
    if (!plant) {
      plant = {
        index: 0,
        plant_id: id,
        plant_name: d.strings[d.plantName[i]!]!,
        fuel_type: d.strings[d.fuelType[i]!]!,
        totals: emptyTotals(),
        byDay: new Map(),
        byYear: new Map(),
      };
      byPlantId.set(id, plant);
    }
    const day = d.day[i]!;
    add(totals, d, i);
    add(plant.totals, d, i);
    add(totalsFor(plant.byDay, day), d, i);
    add(totalsFor(plant.byYear, yearOfDay(day)), d, i);
    add(totalsFor(byDay, day), d, i);
    const ts = d.timestamp[i]!;
    if (ts < first) first = ts;
    if (ts > last) last = ts;
  }
  const plants = [...byPlantId.values()].sort((a, b) => a.plant_id - b.plant_id);
  plants.forEach((p, index) => (p.index = index));
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, t]) => ({ day, date: dayToDate(day), totals: t }));
  return {
    plants,
    days,
    totals,
    firstTimestamp: d.rowCount > 0 ? first : null,
    lastTimestamp: d.rowCount > 0 ? last : null,
  };
}
