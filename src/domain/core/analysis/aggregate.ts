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
  /** Totals per calendar day, keyed by day number (days since 1970-01-01), ascending. */
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

function addTotals(t: Totals, u: Totals): void {
  t.rows += u.rows;
  t.electricityMWh += u.electricityMWh;
  t.heatMWh += u.heatMWh;
  t.fuelMWh += u.fuelMWh;
  t.co2Tonnes += u.co2Tonnes;
  t.ch4Kg += u.ch4Kg;
  t.n2oKg += u.n2oKg;
  t.efficiencySum += u.efficiencySum;
}

/** A plant being gathered, with the day its rows currently fall on (rows come mostly in time order). */
interface PlantCursor {
  plant: PlantAggregate;
  day: number;
  cell: Totals;
}

/**
 * Gathers per-plant, per-day and per-year sums of a dataset. Each row is added once, to its
 * plant-day cell; every other sum is rolled up from those cells, so totals equal the sum of
 * the per-plant totals exactly.
 */
export function aggregate(d: PlantDataset): Aggregates {
  const cursors = new Map<number, PlantCursor>();
  let first = Infinity;
  let last = -Infinity;
  let cursor: PlantCursor | undefined;
  for (let i = 0; i < d.rowCount; i++) {
    const id = d.plantId[i]!;
    if (cursor?.plant.plant_id !== id) {
      cursor = cursors.get(id);
      if (!cursor) {
        const plant: PlantAggregate = {
          index: 0,
          plant_id: id,
          plant_name: d.strings[d.plantName[i]!]!,
          fuel_type: d.strings[d.fuelType[i]!]!,
          totals: emptyTotals(),
          byDay: new Map(),
          byYear: new Map(),
        };
        cursor = { plant, day: NaN, cell: emptyTotals() };
        cursors.set(id, cursor);
      }
    }
    const day = d.day[i]!;
    if (day !== cursor.day) {
      cursor.day = day;
      cursor.cell = totalsFor(cursor.plant.byDay, day);
    }
    addRow(cursor.cell, d, i);
    const ts = d.timestamp[i]!;
    if (ts < first) first = ts;
    if (ts > last) last = ts;
  }

  const plants = [...cursors.values()].map((c) => c.plant).sort((a, b) => a.plant_id - b.plant_id);
  const totals = emptyTotals();
  const byDay = new Map<number, Totals>();
  plants.forEach((p, index) => {
    p.index = index;
    p.byDay = new Map([...p.byDay.entries()].sort(([a], [b]) => a - b));
    for (const [day, cell] of p.byDay) {
      addTotals(p.totals, cell);
      addTotals(totalsFor(p.byYear, yearOfDay(day)), cell);
      addTotals(totalsFor(byDay, day), cell);
    }
    addTotals(totals, p.totals);
  });
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
