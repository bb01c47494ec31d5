// The plant-day cell, the unit of the plant history, and the sums it holds.
import type { ExtremeMeasure } from './measures';
import type { Totals } from './totals';

export type { Totals } from './totals';
// Spelt out one line per measure at build time: a loop over the fields' names is a keyed access each.
export { addTotals, emptyTotals } from './measure-sums.generated';

/** A cell's first and last reading: one field per measure that is not a sum. */
type Extremes = { [M in ExtremeMeasure as M['field']]: number };

/**
 * One plant's (or one unit's of a plant) sums over one calendar day (as written, or its local day: plant-clock.ts) of one upload: the unit of the
 * plant history (issue 10). Every figure of the analysis is a fold over these cells.
 */
export interface PlantDayCell extends Extremes {
  plant_id: number;
  /** The unit of the plant the cell sums (a file without units: '', the plant itself). */
  unit_id: string;
  /** Days since 1970-01-01. */
  day: number;
  /** The name and fuel of the plant's first row that day. */
  plant_name: string;
  fuel_type: string;
  totals: Totals;
  /** Reading instants kept (hours, for hourly data): the rows less the repeated ones. */
  readings: number;
  /** Rows at an instant already read: each replaced the earlier row (the later row counts). */
  duplicateReadings: number;
  /** Bit h: the h-th hour of the day holds a reading (see coverage/hour-mask.ts). */
  hourMask: number;
  /**
   * Bit h: the h-th hour holds a reading of the plant not operating: covered (set in `hourMask`
   * too), never a gap, and no row, hour or efficiency of its sums.
   */
  notOperatingMask: number;
  /**
   * Whether the cell holds a day's totals (a daily file): its whole day is covered, operated or
   * not, with no hour of it known; its `hours` are the hours the file says the plant operated.
   */
  daily: boolean;
}

/**
 * The hour of a daily row: it holds its day's totals, no hour of it. Its low bits say how many
 * hours its day holds: 24 as written, 23 or 25 on a zoned plant's day the clocks change (set by
 * plant-clock.ts). Fits a byte column.
 */
export const WHOLE_DAY = 0x80;

/** The hour of a daily row whose day holds `hours` hours. */
export const wholeDayOf = (hours: number) => WHOLE_DAY | hours;

/** Whether a row's hour is a daily row's (see WHOLE_DAY). */
export const isWholeDay = (hour: number) => (hour & WHOLE_DAY) !== 0;

/** The hours a daily row's day holds, from its hour (see WHOLE_DAY). */
export const hoursOfWholeDay = (hour: number) => hour & ~WHOLE_DAY;

/** A daily row's hour as its file writes the day: 24 hours. */
export const WRITTEN_DAY = wholeDayOf(24);

/** Sorts cells by plant_id, then day, then unit. */
export function byPlantAndDay(a: PlantDayCell, b: PlantDayCell): number {
  return (
    a.plant_id - b.plant_id ||
    a.day - b.day ||
    (a.unit_id < b.unit_id ? -1 : +(a.unit_id > b.unit_id))
  );
}
