// Issue 34 §4: a change of time zones places a plant's readings on other local days; near New Year
// that can be another year. A locked year's readings must not move, so the change is first read
// through a clock that notes each reading whose year it would change.
import { yearOfDay } from '../readings/day-number';
import { createPlantClock, type PlantClock, type PlantZones } from './plant-clock';

/** Readings of a plant that a change of zones moves from the calendar year `from` to `to`. */
export interface YearMove {
  plantId: number;
  from: number;
  to: number;
  readings: number;
}

/** A plant clock that places readings by the zones `before` and notes those `after` moves. */
export interface YearMoveWatch {
  clock: PlantClock;
  moves(): YearMove[];
}

/** Watches a file's readings for the ones the change of zones from `before` to `after` moves across a year. */
export function watchYearMoves(before: PlantZones, after: PlantZones): YearMoveWatch {
  const placeBefore = createPlantClock(before);
  const placeAfter = createPlantClock(after);
  const found = new Map<string, YearMove>();
  return {
    clock(plantId, date) {
      const after = { ...date };
      placeAfter(plantId, after);
      placeBefore(plantId, date);
      const [from, to] = [yearOfDay(date.day), yearOfDay(after.day)];
      if (from === to) return;
      const key = `${plantId}:${from}:${to}`;
      const move = found.get(key) ?? { plantId, from, to, readings: 0 };
      move.readings++;
      found.set(key, move);
    },
    moves: () => [...found.values()],
  };
}
