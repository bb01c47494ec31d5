// Issue 27: readings every 1 to 60 minutes rolled up into the hour, as the Monitoring and Reporting
// Regulation (EU) 2018/2066, Art. 44 has it: an hour holding at least 80 % of its expected
// readings is valid and its sums are scaled pro rata to the full hour; an hour with fewer is a
// missing hour. Energy and masses add; efficiency is weighted by fuel. A reading repeated at the
// same instant counts once, the later one. Issue 34 §7: each hour expects the readings of its own
// interval (see readHourInterval), so a plant may change its interval within a file. Issue 36:
// readings may come in any order; an hour that may still be missing some is held until they come
// or the file ends (see `settle`).

import { count } from '../format';
import { READ_MEASURES, type ReadMeasure } from '../readings/measures';

import { expectedReadings, MS_PER_HOUR, StepTally, stepMinutes } from './hour-interval';
import { HourRanges } from './hour-ranges';

/** Art. 44(1): the share of an hour's readings that makes it a valid hour. */
export const VALID_HOUR_SHARE = 0.8;
/**
 * The readings of a unit after which, all in time order, its file is taken to be in time order
 * (8 shuffled readings are in order once in 40,320), or all a whole number of hours apart, hourly.
 */
const SURE_READINGS = 8;

/** What an upload says of the hours it left out for too few readings. */
export const msgPartialHoursLeftOut = (hours: number) =>
  `${count(hours, 'hour')} of the file held under ${VALID_HOUR_SHARE * 100} % of their readings (MRR Art. 44): they count as missing.`;

/** One reading: the spec's measures in the spec's units, efficiency NaN when the file has none. */
export type Reading = { [M in ReadMeasure as M['hourKey']]: number };

/**
 * The measures of a reading in the order `add` takes them (READ_MEASURES'), as numbers side by
 * side: a file of millions of readings then makes no object per reading.
 */
export const READING_MEASURES: readonly (keyof Reading)[] = READ_MEASURES.map((m) => m.hourKey);
const FUEL = READING_MEASURES.indexOf('fuel');
/** Where a reading's operating time sits, after its measures: the share (0-1) of its hour operated. */
export const OPERATING_TIME = READING_MEASURES.length;
/** Numbers per reading `add` takes: READING_MEASURES, then the operating time (NaN: not given). */
export const READING_SIZE = OPERATING_TIME + 1;
const SIZE = READING_SIZE;
/** Whether each measure is weighted by fuel within an hour rather than added (READ_MEASURES order). */
const WEIGHTED = READ_MEASURES.map((m) => m.perHour === 'fuel-weighted');

/** An hour of one plant's unit as the history keeps it. */
export interface PlantHour extends Reading {
  /** The share (0-1) of the hour operated, 0 an hour not operated; NaN when the file does not say. */
  operatingTime: number;
  plantId: number;
  /** The plant's unit ('': the plant itself). */
  unitId: string;
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

/** An hour of a plant whose interval could not be read: its first reading's row. */
export interface UnreadableHour {
  plantId: number;
  /** The instant the hour begins (epoch ms). */
  hour: number;
  row: number;
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
  /** The row of the hour's first reading, to name when its interval cannot be read. */
  row: number;
  /** The interval (minutes) it was judged at when held for more readings; NaN before. */
  judgedAt: number;
}

/** One unit of a plant ('' for the plant itself). */
interface PlantState {
  plantId: number;
  unitId: string;
  /** The hours after `closedThrough` not judged yet, earliest first (one or two in time order). */
  open: OpenHour[];
  /** The latest hour judged as readings came in time order: a reading for it or before is late. */
  closedThrough: number;
  /** Hours judged but held, as they may still be missing readings, by the instant they begin. */
  held: Map<number, OpenHour>;
  /** The hours written or left out: a reading for one of them comes too late. */
  decided: HourRanges;
  /** The readings so far; the latest instant read; whether one came before it (out of time order). */
  readings: number;
  latestAt: number;
  disordered: boolean;
  /** The finest interval (minutes) an hour of several readings showed; NaN before one did. */
  finest: number;
  /** The unit's first instant, and the greatest common divisor of the minutes from it within the hour. */
  firstAt: number;
  grid: number;
  /** The last instant of the hours written. */
  lastInstant: number;
  /** The interval (minutes) of the latest hour that showed one; NaN before. */
  interval: number;
  /** Hours closed before any showed an interval: judged at the first one that does. */
  waiting: OpenHour[];
}

/**
 * Sorts an hour's instants (nearly always in order already) and its measures with them, so that
 * its sums add in time order whatever order the file gave: a shuffled file's hour is the sorted one's.
 */
function sortedInstants(open: OpenHour): number[] {
  const instants = open.instants;
  for (let k = 1; k < instants.length; k++) {
    if (instants[k]! < instants[k - 1]!) {
      const order = instants.map((_, j) => j).sort((x, y) => instants[x]! - instants[y]!);
      const measures = open.measures;
      open.measures = order.flatMap((j) => measures.slice(j * SIZE, (j + 1) * SIZE));
      open.instants = order.map((j) => instants[j]!);
      return open.instants;
    }
  }
  return instants;
}

/** The step (minutes) between every two of `instants` (sorted) when there are 3 or more and all are one; else NaN. */
function evenStep(instants: readonly number[]): number {
  if (instants.length < 3) return NaN;
  const step = stepMinutes(instants[0]!, instants[1]!);
  for (let k = 2; k < instants.length; k++) {
    if (stepMinutes(instants[k - 1]!, instants[k]!) !== step) return NaN;
  }
  return step;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const earliest = (open: OpenHour) => Math.min(...open.instants);

/**
 * An hour's readings as one hour: sums scaled pro rata, efficiency weighted by fuel, a power
 * (`rate`, given as energy for a whole hour) and the operating time averaged over the readings.
 */
function hourOf(
  measures: readonly number[],
  expected: number,
  rates: readonly boolean[],
): Reading & { operatingTime: number } {
  const sums = new Float64Array(SIZE);
  const weighted = new Float64Array(SIZE);
  for (let at = 0; at < measures.length; at += SIZE) {
    for (let k = 0; k < SIZE; k++) {
      sums[k] = sums[k]! + measures[at + k]!;
      if (WEIGHTED[k]) weighted[k] = weighted[k]! + measures[at + k]! * measures[at + FUEL]!;
    }
  }
  const count = measures.length / SIZE;
  const scale = expected / count;
  const fuel = sums[FUEL]!;
  const hour = {} as Reading & { operatingTime: number };
  for (let k = 0; k < OPERATING_TIME; k++) {
    const value = rates[k]
      ? sums[k]! / count
      : !WEIGHTED[k]
        ? sums[k]! * scale
        : fuel > 0
          ? weighted[k]! / fuel
          : sums[k]! / count;
    hour[READING_MEASURES[k]!] = value;
  }
  hour.operatingTime = sums[OPERATING_TIME]! / count;
  return hour;
}

/** A reading's measures (READING_MEASURES in order, then its operating time) as a reading. */
function readingOf(measures: ArrayLike<number>): Reading & { operatingTime: number } {
  const reading = {} as Reading & { operatingTime: number };
  for (let k = 0; k < OPERATING_TIME; k++) reading[READING_MEASURES[k]!] = measures[k]!;
  reading.operatingTime = measures[OPERATING_TIME]!;
  return reading;
}

/**
 * The interval (minutes) `open`'s readings show, NaN when they show none: the step most often
 * between a reading of the hour and the plant's next (the shorter on a tie). A lone reading is a
 * gap in a finer interval when the plant reads finer on both sides of it, else it shows the step
 * to its next reading (from its previous one when the next is over an hour away).
 */
function readHourInterval(
  open: OpenHour,
  next: OpenHour | undefined,
  lastInstant: number,
  tally: StepTally,
): number {
  const instants = sortedInstants(open);
  const last = instants[instants.length - 1]!;
  const nextInstant = next ? earliest(next) : NaN;
  if (instants.length > 1) {
    tally.addBetween(instants);
    tally.add(last, nextInstant);
    return tally.take();
  }
  const before = stepMinutes(lastInstant, last);
  const after = stepMinutes(last, nextInstant);
  if (Number.isNaN(after)) return before;
  let following = NaN;
  if (next && next.hour === open.hour + MS_PER_HOUR && next.instants.length > 1) {
    // The next hour is still open: its instants stay in the order its measures are.
    tally.addBetween([...next.instants].sort((x, y) => x - y));
    following = tally.take();
  }
  return before < after && following < after ? Math.max(before, following) : after;
}

/**
 * Rolls readings up into hours as they come, each unit of a plant apart, in any order. In a file in
 * time order an hour is judged once a reading two hours later arrives, and only a partial hour is
 * held (its other readings may lie further on). While the order is in doubt (a unit's first
 * readings, or any once its file went back in time) an hour is judged only when whole by its own
 * readings, else held; held hours are judged when the file ends. A reading for an hour already
 * written or left out replaces it when the plant reads hourly, and is refused (`add` answers
 * false) when it reads more often: that hour was whole without it. `intervalMinutes`, when given,
 * is the interval every hour expects instead of the one its readings show. `rates` marks the
 * measures given as power (READING_MEASURES order): averaged over the hour's readings, not added.
 */
export function createHourRollup(
  emit: (hour: PlantHour) => void,
  {
    intervalMinutes = null,
    rates = [],
  }: { intervalMinutes?: number | null; rates?: readonly boolean[] } = {},
) {
  const plants = new Map<number, Map<string, PlantState>>();
  const partial: PartialHour[] = [];
  const unreadable: UnreadableHour[] = [];
  const tally = new StepTally();
  let repeats = 0;

  /** Writes the hour, or lists it as partial (Art. 44), judged at `interval` minutes. */
  function judge(state: PlantState, open: OpenHour, interval: number): void {
    const { plantId, unitId } = state;
    const expected = expectedReadings(interval, open.hour, sortedInstants(open)[0]!);
    const read = open.instants.length;
    state.held.delete(open.hour);
    state.decided.add(open.hour);
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
      unitId,
      plantName: open.plantName,
      fuelType: open.fuelType,
      hour: open.hour,
      ...hourOf(open.measures, Math.max(expected, read), rates),
    });
  }

  /** Whether the unit's readings came in time order, enough of them to tell a shuffle apart. */
  const inOrder = (state: PlantState) => !state.disordered && state.readings >= SURE_READINGS;
  /** Whether the unit's readings lie whole hours apart, enough of them, none finer shown: hourly. */
  const looksHourly = (state: PlantState) =>
    state.readings >= SURE_READINGS && state.grid === 0 && Number.isNaN(state.finest);

  /**
   * Judges the hour at `interval`, or holds it while it may still be missing readings. In a file in
   * time order so far, a partial hour is held (its other readings may lie further on). Else stray
   * neighbours may have shown the interval: an hour is judged only when its own readings lie
   * evenly apart and hold every reading of that step and of the finest interval the unit showed
   * (an hourly unit's, of its hour).
   */
  function settle(state: PlantState, open: OpenHour, interval: number): void {
    const instants = sortedInstants(open);
    const read = instants.length;
    if (inOrder(state)) {
      if (read < VALID_HOUR_SHARE * expectedReadings(interval, open.hour, instants[0]!)) {
        hold(state, open, interval);
      } else judge(state, open, interval);
      return;
    }
    const own = intervalMinutes ?? (looksHourly(state) ? interval : evenStep(instants));
    let whole = own;
    if (intervalMinutes === null) {
      if (state.finest < whole) whole = state.finest;
      if (state.grid > 0 && state.grid < whole) whole = state.grid;
    }
    if (read >= expectedReadings(whole, open.hour, instants[0]!)) judge(state, open, own);
    else hold(state, open, interval);
  }

  /**
   * A unit's readings came in time order long enough to take the file as sorted: the hours held
   * for want of that are judged as such a file's are, in time order.
   */
  function trustOrder(state: PlantState): void {
    const held = [...state.held.values()].sort((x, y) => x.hour - y.hour);
    for (const open of held) if (!Number.isNaN(open.judgedAt)) settle(state, open, open.judgedAt);
  }

  function hold(state: PlantState, open: OpenHour, interval: number): void {
    open.judgedAt = interval;
    state.held.set(open.hour, open);
  }

  function close(state: PlantState, open: OpenHour): void {
    state.closedThrough = Math.max(state.closedThrough, open.hour);
    const instants = sortedInstants(open);
    const shown =
      intervalMinutes ?? readHourInterval(open, state.open[0], state.lastInstant, tally);
    state.lastInstant = instants[instants.length - 1]!;
    if (instants.length > 1 && !Number.isNaN(shown) && !(shown >= state.finest)) {
      state.finest = shown;
    }
    if (!Number.isNaN(shown)) {
      state.interval = shown;
      // Waiting hours completed by late readings were judged then.
      for (const w of state.waiting) if (state.held.get(w.hour) === w) settle(state, w, shown);
      state.waiting.length = 0;
    }
    if (!Number.isNaN(state.interval)) settle(state, open, state.interval);
    else {
      state.held.set(open.hour, open);
      state.waiting.push(open);
    }
  }

  function closeBefore(state: PlantState, limit: number): void {
    while (state.open.length > 0 && state.open[0]!.hour < limit) {
      close(state, state.open.shift()!);
    }
  }

  const newHour = (hour: number, plantName: string, fuelType: string, row: number): OpenHour => ({
    hour,
    instants: [],
    latest: -Infinity,
    measures: [],
    plantName,
    fuelType,
    row,
    judgedAt: NaN,
  });

  /** The plant's open hour beginning at `hour`, opened if need be where it belongs in time. */
  function openHour(
    state: PlantState,
    hour: number,
    plantName: string,
    fuelType: string,
    row: number,
  ) {
    const open = state.open;
    let k = open.length;
    // Readings come in time order: their hour is nearly always the latest open one. Otherwise a
    // binary search: a file read backwards keeps every hour open, and a scan made it quadratic.
    if (k > 0 && open[k - 1]!.hour > hour) {
      let lo = 0;
      while (lo < k) {
        const mid = (lo + k) >> 1;
        if (open[mid]!.hour <= hour) lo = mid + 1;
        else k = mid;
      }
    }
    if (k > 0 && open[k - 1]!.hour === hour) return open[k - 1]!;
    const opened = newHour(hour, plantName, fuelType, row);
    open.splice(k, 0, opened);
    return opened;
  }

  /** Adds a reading to its hour; a reading at an instant already read replaces it. */
  function put(open: OpenHour, at: number, measures: ArrayLike<number>): void {
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
  }

  /** The step (minutes) most often between `instants` (sorted), the shorter on a tie; NaN with none. */
  function ownInterval(instants: readonly number[]): number {
    tally.addBetween(instants);
    return tally.take();
  }

  /** The interval (minutes) a held hour is judged at when the file ends; NaN when none shows. */
  function finalInterval(state: PlantState, held: OpenHour): number {
    if (intervalMinutes !== null) return intervalMinutes;
    if (!state.disordered && !Number.isNaN(held.judgedAt)) return held.judgedAt;
    // Out of time order, its neighbours when judged may have been stray: its own readings tell.
    const own = ownInterval(sortedInstants(held));
    if (!Number.isNaN(own)) return own;
    for (const interval of [state.finest, state.grid || NaN, held.judgedAt, state.interval]) {
      if (!Number.isNaN(interval)) return interval;
    }
    return NaN;
  }

  /** A held hour a late reading came to: judged if now whole, else held on. */
  function judgeLate(state: PlantState, held: OpenHour): void {
    const own = ownInterval(sortedInstants(held));
    if (!Number.isNaN(own) && !(own >= state.finest)) state.finest = own;
    settle(state, held, held.judgedAt);
  }

  return {
    /**
     * Adds a reading at an instant, its measures READING_MEASURES in order then its operating time
     * (READING_SIZE numbers, copied: the caller may reuse them), read from `row` of the file; false
     * when its hour was already written.
     */
    add(
      plantId: number,
      unitId: string,
      plantName: string,
      fuelType: string,
      at: number,
      measures: ArrayLike<number>,
      row: number,
    ): boolean {
      let units = plants.get(plantId);
      if (!units) {
        units = new Map();
        plants.set(plantId, units);
      }
      let state = units.get(unitId);
      if (!state) {
        state = {
          plantId,
          unitId,
          open: [],
          closedThrough: -Infinity,
          held: new Map(),
          decided: new HourRanges(),
          readings: 0,
          latestAt: at,
          disordered: false,
          finest: NaN,
          firstAt: at,
          grid: 0,
          lastInstant: NaN,
          interval: NaN,
          waiting: [],
        };
        units.set(unitId, state);
      }
      state.readings++;
      if (at < state.latestAt) state.disordered = true;
      else state.latestAt = at;
      if (state.readings === SURE_READINGS && !state.disordered) trustOrder(state);
      if (Number.isNaN(state.finest)) {
        // Until an hour shows the interval, the minutes between readings bound it from above.
        const minutes = Math.abs(Math.round((at - state.firstAt) / 60_000)) % 60;
        if (minutes > 0) state.grid = gcd(minutes, state.grid);
      }
      const hour = Math.floor(at / MS_PER_HOUR) * MS_PER_HOUR;
      // A reading of an hour at or before those judged goes to its held hour, or one of its own.
      const late = hour <= state.closedThrough;
      let open = late ? state.held.get(hour) : openHour(state, hour, plantName, fuelType, row);
      if (!open) {
        // An hourly reading is its hour: a later correction replaces it, as in a spec file. A unit
        // whose readings lie minutes apart is not hourly, whatever interval stray neighbours showed.
        if (state.interval === 60 && looksHourly(state)) {
          emit({ plantId, unitId, plantName, fuelType, hour, ...readingOf(measures) });
          return true;
        }
        if (state.decided.has(hour)) return false;
        open = newHour(hour, plantName, fuelType, row);
        state.held.set(hour, open);
      }
      put(open, at, measures);
      open.plantName = plantName;
      open.fuelType = fuelType;
      if (late) judgeLate(state, open);
      else closeBefore(state, hour - MS_PER_HOUR);
      return true;
    },
    /** Judges every hour still open or held. */
    finish(): void {
      for (const state of [...plants.values()].flatMap((units) => [...units.values()])) {
        closeBefore(state, Infinity);
        const held = [...state.held.values()].sort((x, y) => x.hour - y.hour);
        const unknown: OpenHour[] = [];
        for (const hour of held) {
          const interval = finalInterval(state, hour);
          if (Number.isNaN(interval)) unknown.push(hour);
          else judge(state, hour, interval);
        }
        const [only, ...more] = unknown;
        // A plant's one reading is what an export of a single hour holds: an hourly reading.
        if (only && more.length === 0 && state.decided.empty && only.instants.length === 1) {
          judge(state, only, 60);
        } else {
          for (const { hour, row } of unknown) {
            unreadable.push({ plantId: state.plantId, hour, row });
          }
        }
      }
    },
    /** The hours left out for too few readings, in the order they were judged. */
    partialHours: (): readonly PartialHour[] => partial,
    /**
     * After `finish`, the hours of plants with readings none of which are at most an hour apart:
     * no hour can be made of them.
     */
    unreadable: (): readonly UnreadableHour[] => unreadable,
    /** Readings repeated at an instant already read (the later counted). */
    repeatedReadings: () => repeats,
  };
}
