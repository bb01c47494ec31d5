import { byPlantAndDay, type PlantDayCell } from '../readings/plant-day-cell';
import { dateToDay } from '../readings/day-number';
import type { ScopeFilter } from './date-range';

/**
 * Issue 10 "The history": merges uploads given oldest first. For each unit-day (a plant-day of a
 * file without units) the newest upload holding it wins whole, so a corrected day of one unit
 * replaces that unit-day and nothing else.
 */
export function newestWins<C extends PlantDayCell>(uploads: readonly (readonly C[])[]): C[] {
  const winners = new Map<string, C>();
  for (const cells of uploads) {
    for (const c of cells) winners.set(`${c.plant_id}:${c.unit_id}:${c.day}`, c);
  }
  return [...winners.values()].sort(byPlantAndDay);
}

/** The cells inside a filter's inclusive date range and plants. */
export function cellsInScope<C extends PlantDayCell>(cells: readonly C[], f: ScopeFilter): C[] {
  const from = f.from === null ? -Infinity : dateToDay(f.from);
  const to = f.to === null ? Infinity : dateToDay(f.to);
  const plants = new Set(f.plants);
  return cells.filter(
    (c) => c.day >= from && c.day <= to && (plants.size === 0 || plants.has(c.plant_id)),
  );
}
