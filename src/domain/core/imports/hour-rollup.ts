// Issue 27: readings every 1 to 60 minutes rolled up into the hour, as the Monitoring and Reporting
// Regulation (EU) 2018/2066, Art. 44 has it: an hour holding at least 80 % of its expected
// readings is valid and its sums are scaled pro rata to the full hour; an hour with fewer is a
// missing hour. Energy and masses add; efficiency is weighted by fuel. A reading repeated at the
// same instant counts once, the later one.

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
/** The reading intervals a plant system writes, in minutes. */
const INTERVALS = [1, 5, 10, 15, 30, 60] as const;
/** Art. 44(1): the share of an hour's readings that makes it a valid hour. */
export const VALID_HOUR_SHARE = 0.8;

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
  hour: number;
  readings: number;
  expected: number;
}

interface OpenHour {
  readings: Map<number, Reading>;
  plantName: string;
  fuelType: string;
}

interface PlantState {
  open: Map<number, OpenHour>;
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
function hourOf(readings: Iterable<Reading>, count: number, expected: number): Reading {
  const s = { electricity: 0, heat: 0, fuel: 0, co2: 0, ch4: 0, n2o: 0, efficiency: NaN };
  let weighted = 0;
  let plainSum = 0;
  for (const r of readings) {
    s.electricity += r.electricity;
    s.heat += r.heat;
    s.fuel += r.fuel;
    s.co2 += r.co2;
    s.ch4 += r.ch4;
    s.n2o += r.n2o;
    weighted += r.efficiency * r.fuel;
    plainSum += r.efficiency;
  }
  const scale = expected / count;
  return {
    electricity: s.electricity * scale,
    heat: s.heat * scale,
    fuel: s.fuel * scale,
    co2: s.co2 * scale,
    ch4: s.ch4 * scale,
    n2o: s.n2o * scale,
    efficiency: s.fuel > 0 ? weighted / s.fuel : plainSum / count,
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

  function close(plantId: number, state: PlantState, hour: number): void {
    const open = state.open.get(hour)!;
    state.open.delete(hour);
    state.closedThrough = Math.max(state.closedThrough, hour);
    const expected = 60 / intervalOf(state.step);
    const count = Math.min(open.readings.size, expected);
    if (count < VALID_HOUR_SHARE * expected) {
      partial.push({ plantId, hour, readings: open.readings.size, expected });
      return;
    }
    emit({
      plantId,
      plantName: open.plantName,
      fuelType: open.fuelType,
      hour,
      ...hourOf(open.readings.values(), open.readings.size, Math.max(expected, open.readings.size)),
    });
  }

  function closeBefore(plantId: number, state: PlantState, limit: number): void {
    const due = [...state.open.keys()].filter((h) => h < limit).sort((a, b) => a - b);
    for (const hour of due) close(plantId, state, hour);
  }

  return {
    /** Adds a reading at an instant; false when its hour was already written. */
    add(plantId: number, plantName: string, fuelType: string, at: number, r: Reading): boolean {
      let state = plants.get(plantId);
      if (!state) {
        state = { open: new Map(), last: NaN, step: Infinity, closedThrough: -Infinity };
        plants.set(plantId, state);
      }
      const hour = Math.floor(at / MS_PER_HOUR) * MS_PER_HOUR;
      if (hour <= state.closedThrough) {
        // An hourly reading is its hour: a later correction replaces it, as in a spec file.
        if (intervalOf(state.step) !== 60) return false;
        emit({ plantId, plantName, fuelType, hour, ...r });
        return true;
      }
      const step = at - state.last;
      if (step > 0) state.step = Math.min(state.step, step);
      state.last = at;
      let open = state.open.get(hour);
      if (!open) {
        open = { readings: new Map(), plantName, fuelType };
        state.open.set(hour, open);
      }
      if (open.readings.has(at)) repeats++;
      open.readings.set(at, r);
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
