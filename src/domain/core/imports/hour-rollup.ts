// Issue 27: readings every 1 to 60 minutes rolled up into the hour, as the Monitoring and Reporting
// Regulation (EU) 2018/2066, Art. 44 has it: an hour holding at least 80 % of its expected
// readings is valid and its sums are scaled pro rata to the full hour; an hour with fewer is a
// missing hour. Energy and masses add; efficiency is weighted by fuel. A reading repeated at the
// same instant counts once, the later one.

import { count } from '../format';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
/** The reading intervals a plant system writes, in minutes. */
const INTERVALS = [1, 5, 10, 15, 30, 60] as const;
/** Art. 44(1): the share of an hour's readings that makes it a valid hour. */
export const VALID_HOUR_SHARE = 0.8;

/** What an upload says of the hours it left out for too few readings. */
export const msgPartialHoursLeftOut = (hours: number) =>
  `${count(hours, 'hour')} of the file held under ${VALID_HOUR_SHARE * 100} % of their readings (MRR Art. 44): they count as missing.`;

/** One reading: the spec's measures in the spec's units, efficiency NaN when the file has none. */
export interface Reading {
  electricity: number;
  heat: number;
  fuel: number;
  co2: number;
  ch4: number;
  n2o: number;
  efficiency: number;
}

/**
 * The measures of a reading in the order `add` takes them, as numbers side by side: a file of
 * millions of readings then makes no object per reading.
 */
export const READING_MEASURES = [
  'electricity',
  'heat',
  'fuel',
  'co2',
  'ch4',
  'n2o',
  'efficiency',
] as const satisfies readonly (keyof Reading)[];
const FUEL = READING_MEASURES.indexOf('fuel');
const EFFICIENCY = READING_MEASURES.indexOf('efficiency');
const SIZE = READING_MEASURES.length;

/** An hour of one plant as the history keeps it. */
export interface PlantHour extends Reading {
  plantId: number;
  plantName: string;
  fuelType: string;
  /** The instant the hour begins (epoch ms). */
  hour: number;
}

/** An hour with too few readings to be valid: a gap, listed with its count of readings. */
export interface PartialHour {
  plantId: number;
  /** As the hour's last reading names the plant: a plant with no valid hour is still named. */
  plantName: string;
  hour: number;
  readings: number;
  expected: number;
}

interface OpenHour {
  /** The instant the hour begins (epoch ms). */
  hour: number;
  /** The instants read in the hour, in the order first read, and the latest of them. */
  instants: number[];
  latest: number;
  /** Their readings' measures, READING_MEASURES of each one after another, in the same order. */
  measures: number[];
  plantName: string;
  fuelType: string;
}

interface PlantState {
  /** The hours not written yet, earliest first (one or two, three at times). */
  open: OpenHour[];
  /** The last instant read and the smallest step between two readings so far. */
  last: number;
  step: number;
  /** The latest hour already written: a reading for it or before comes too late. */
  closedThrough: number;
}

/** The reading interval (minutes) of a plant whose readings are `step` ms apart at the closest. */
function intervalOf(step: number): number {
  const minutes = step / MS_PER_MINUTE;
  let interval: number = INTERVALS[0];
  for (const i of INTERVALS) if (i <= minutes + 1e-9) interval = i;
  return Number.isFinite(minutes) ? interval : 60;
}

/** An hour's readings as one hour: sums scaled pro rata, efficiency weighted by fuel. */
function hourOf(measures: readonly number[], expected: number): Reading {
  const sums = new Float64Array(SIZE);
  let weighted = 0;
  for (let at = 0; at < measures.length; at += SIZE) {
    for (let k = 0; k < SIZE; k++) sums[k] = sums[k]! + measures[at + k]!;
    weighted += measures[at + EFFICIENCY]! * measures[at + FUEL]!;
  }
  const count = measures.length / SIZE;
  const scale = expected / count;
  const fuel = sums[FUEL]!;
  return {
    electricity: sums[0]! * scale,
    heat: sums[1]! * scale,
    fuel: fuel * scale,
    co2: sums[3]! * scale,
    ch4: sums[4]! * scale,
    n2o: sums[5]! * scale,
    efficiency: fuel > 0 ? weighted / fuel : sums[EFFICIENCY]! / count,
  };
}

/** A reading's measures (READING_MEASURES in order) as a reading. */
function readingOf(measures: ArrayLike<number>): Reading {
  return {
    electricity: measures[0]!,
    heat: measures[1]!,
    fuel: measures[2]!,
    co2: measures[3]!,
    ch4: measures[4]!,
    n2o: measures[5]!,
    efficiency: measures[6]!,
  };
}

/**
 * Rolls readings up into hours as they come. Readings of a plant are expected in time order, give
 * or take an hour: an hour is written once a reading two hours later arrives. A reading for an
 * hour already written replaces it when the plant reads hourly, and is refused (`add` answers
 * false) when it reads more often: the rest of that hour is gone.
 */
export function createHourRollup(emit: (hour: PlantHour) => void) {
  const plants = new Map<number, PlantState>();
  const partial: PartialHour[] = [];
  let repeats = 0;

  function close(plantId: number, state: PlantState, open: OpenHour): void {
    state.closedThrough = Math.max(state.closedThrough, open.hour);
    const expected = 60 / intervalOf(state.step);
    const read = open.instants.length;
    if (Math.min(read, expected) < VALID_HOUR_SHARE * expected) {
      partial.push({
        plantId,
        plantName: open.plantName,
        hour: open.hour,
        readings: read,
        expected,
      });
      return;
    }
    emit({
      plantId,
      plantName: open.plantName,
      fuelType: open.fuelType,
      hour: open.hour,
      ...hourOf(open.measures, Math.max(expected, read)),
    });
  }

  function closeBefore(plantId: number, state: PlantState, limit: number): void {
    while (state.open.length > 0 && state.open[0]!.hour < limit) {
      close(plantId, state, state.open.shift()!);
    }
  }

  /** The plant's open hour beginning at `hour`, opened if need be where it belongs in time. */
  function openHour(state: PlantState, hour: number, plantName: string, fuelType: string) {
    const open = state.open;
    let k = open.length;
    // Readings come in time order: their hour is nearly always the latest open one.
    while (k > 0 && open[k - 1]!.hour > hour) k--;
    if (k > 0 && open[k - 1]!.hour === hour) return open[k - 1]!;
    const opened: OpenHour = {
      hour,
      instants: [],
      latest: -Infinity,
      measures: [],
      plantName,
      fuelType,
    };
    open.splice(k, 0, opened);
    return opened;
  }

  return {
    /**
     * Adds a reading at an instant, its measures READING_MEASURES in order (copied: the caller may
     * reuse them); false when its hour was already written.
     */
    add(
      plantId: number,
      plantName: string,
      fuelType: string,
      at: number,
      measures: ArrayLike<number>,
    ): boolean {
      let state = plants.get(plantId);
      if (!state) {
        state = { open: [], last: NaN, step: Infinity, closedThrough: -Infinity };
        plants.set(plantId, state);
      }
      const hour = Math.floor(at / MS_PER_HOUR) * MS_PER_HOUR;
      if (hour <= state.closedThrough) {
        // An hourly reading is its hour: a later correction replaces it, as in a spec file.
        if (intervalOf(state.step) !== 60) return false;
        emit({ plantId, plantName, fuelType, hour, ...readingOf(measures) });
        return true;
      }
      const step = at - state.last;
      if (step > 0) state.step = Math.min(state.step, step);
      state.last = at;
      const open = openHour(state, hour, plantName, fuelType);
      // Only a reading at or before the hour's latest can repeat one.
      const seen = at <= open.latest ? open.instants.lastIndexOf(at) : -1;
      if (seen >= 0) {
        repeats++;
        for (let k = 0; k < SIZE; k++) open.measures[seen * SIZE + k] = measures[k]!;
      } else {
        open.instants.push(at);
        open.latest = Math.max(open.latest, at);
        for (let k = 0; k < SIZE; k++) open.measures.push(measures[k]!);
      }
      open.plantName = plantName;
      open.fuelType = fuelType;
      closeBefore(plantId, state, hour - MS_PER_HOUR);
      return true;
    },
    /** Writes every hour still open. */
    finish(): void {
      for (const [plantId, state] of plants) closeBefore(plantId, state, Infinity);
    },
    /** The hours left out for too few readings, in the order they were closed. */
    partialHours: (): readonly PartialHour[] => partial,
    /** Readings repeated at an instant already read (the later counted). */
    repeatedReadings: () => repeats,
  };
}
