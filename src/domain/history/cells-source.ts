// The in-memory reading of a history (the CLI, tests): the same sums the server reads with SQL.
import { rollUpCells } from '../analysis/aggregate';
import { yearOfDay, dayToDate } from '../readings/day-number';
import { type PlantDayCell } from '../readings/plant-day-cell';
import type { ScopeFilter } from './date-range';
import { cellsInScope } from './newest-wins';
import type { AvailableData, ScopeSums } from './scope-base';
import { qualityFactsOfCells } from './scope-quality';

/** What the winning cells hold, whatever the range (null without cells). */
export function availableOfCells(cells: readonly PlantDayCell[]): AvailableData | null {
  if (cells.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  const names = new Map<number, string>();
  for (const c of cells) {
    first = Math.min(first, c.day);
    last = Math.max(last, c.day);
    if (!names.has(c.plant_id)) names.set(c.plant_id, c.plant_name);
  }
  const years: number[] = [];
  for (let y = yearOfDay(first); y <= yearOfDay(last); y++) {
    if (cells.some((c) => yearOfDay(c.day) === y)) years.push(y);
  }
  return {
    startDate: dayToDate(first),
    endDate: dayToDate(last),
    years,
    plants: [...names]
      .sort(([a], [b]) => a - b)
      .map(([plant_id, plant_name]) => ({ plant_id, plant_name })),
  };
}

/** The scope sums of merged cells (one per plant-day). */
export function cellsSums(cells: readonly PlantDayCell[], filter: ScopeFilter): ScopeSums {
  const within = (range: { from: string | null; to: string | null }) =>
    cellsInScope(cells, { ...range, plants: filter.plants });
  const inScope = within(filter);
  return {
    rollup: (range) => rollUpCells(within(range)),
    qualityFacts: () => qualityFactsOfCells(inScope),
  };
}
