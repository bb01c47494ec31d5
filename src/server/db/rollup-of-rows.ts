// The rows a history or file scope's sums are read as, and the rollup the domain folds from them:
// apart from the query code, so that a worker thread can fold rows it was handed (issue 34 §6)
// without loading the query builder.
import { byPlantAndUnit, type Rollup } from '@domain/analysis/aggregate';
import type { ScopeSums } from '@domain/history/scope-base';
import type { EtsYearData } from '@domain/ets/ets-year';
import { etsYearOfRollup, type StreamsOfPlants } from '@domain/ets/year-emissions';
import type { Totals } from '@domain/readings/plant-day-cell';
import { SUMMED_MEASURES } from '@domain/readings/measures';
import type { MeasureColumns } from './plant-day-columns';

/** A row of rolled-up measures, named by their columns. */
export type SumsRow = MeasureColumns;

export type DayRow = SumsRow & { day: number };
export type PlantYearRow = SumsRow & {
  plant_id: number;
  year: number;
  plant_name: string;
  fuel_type: string;
};

/** A unit's sums over a range ('': a plant without units). */
export type UnitRow = SumsRow & { plant_id: number; unit_id: string };

/** The rows of a range's sums: per day, per plant and calendar year, and per unit of a plant. */
export interface RollupRows {
  days: DayRow[];
  plantYears: PlantYearRow[];
  units: UnitRow[];
}

export function totalsOf(r: SumsRow): Totals {
  const t = {} as Totals;
  for (const m of SUMMED_MEASURES) t[m.field] = r[m.column];
  return t;
}

/** The rollup of per-day and per-plant-year rows; a plant's name and fuel are of its first year. */
export function rollupOfRows({ days: dayRows, plantYears, units }: RollupRows): Rollup {
  const plants = new Map<number, Rollup['plants'][number]>();
  for (const r of [...plantYears].sort((a, b) => a.plant_id - b.plant_id || a.year - b.year)) {
    let p = plants.get(r.plant_id);
    if (!p) {
      p = { plant_id: r.plant_id, plant_name: r.plant_name, fuel_type: r.fuel_type, years: [] };
      plants.set(r.plant_id, p);
    }
    p.years.push({ year: r.year, totals: totalsOf(r) });
  }
  const days = [...dayRows].sort((a, b) => a.day - b.day);
  return {
    plants: [...plants.values()],
    units: units
      .map((u) => ({ plant_id: u.plant_id, unit_id: u.unit_id, totals: totalsOf(u) }))
      .sort(byPlantAndUnit),
    days: days.map((d) => ({ day: d.day, totals: totalsOf(d) })),
    firstTimestamp: days.length > 0 ? Math.min(...days.map((d) => d.first_ts)) : null,
    lastTimestamp: days.length > 0 ? Math.max(...days.map((d) => d.last_ts)) : null,
  };
}

/** A calendar year's ETS data from the rows of its sums, each plant's CO2 counted by its streams. */
export const etsYearDataOfRows = (
  rows: RollupRows,
  year: number,
  streams?: StreamsOfPlants,
): EtsYearData => etsYearOfRollup(rollupOfRows(rows), year, streams);

/** A scope's sums with the rows they fold, which a worker thread may fold instead (issue 34 §6). */
export interface RowSums extends ScopeSums {
  rows(range: { from: string | null; to: string | null }): Promise<RollupRows>;
}
