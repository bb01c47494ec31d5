import { hoursIn, MASK_HOURS } from '../coverage/hour-mask';
import type { PlantDataset } from './dataset';
import { MEASURE_HEADERS, measureIndex, SUMMED_MEASURES, type MeasureHeader } from './measures';
import { addRowTerms, totalsAt } from './measure-sums.generated';
import { markNotReported } from './not-reported';
import {
  byPlantAndDay,
  hoursOfWholeDay,
  isWholeDay,
  type PlantDayCell,
  type Totals,
} from './plant-day-cell';
import { CO2, countsOperatedOnly, HOUR, ROW, TERM_SOURCES, TERM_SQUARED } from './row-terms';

/**
 * An hour's slot: the instant of the reading it holds (epoch ms, positive in the data's years), or
 * minus the number of readings when it holds several (sub-hourly data, summed); then the measures
 * the file has (`SlotLayout.kept`), in MEASURE_HEADERS order.
 */
const SLOT_VALUES = 1;

/**
 * Which measures an hour's slot keeps: a column the file lacks holds 0 in every row, so its slots
 * would only cost memory (a year of 84 plants without SO2 and NOx: 12 MB, each page a fault).
 */
class SlotLayout {
  /** The measures kept, in MEASURE_HEADERS order. */
  readonly kept: Int32Array;
  /** Per measure, where it sits in a slot; -1: not kept, always 0. */
  readonly place: Int32Array;
  readonly width: number;

  constructor(lacking: readonly MeasureHeader[]) {
    const lacked = new Set(lacking.map(measureIndex));
    this.kept = Int32Array.from(MEASURE_HEADERS.keys()).filter((m) => !lacked.has(m));
    this.place = new Int32Array(MEASURE_HEADERS.length).fill(-1);
    this.kept.forEach((m, k) => (this.place[m] = SLOT_VALUES + k));
    this.width = SLOT_VALUES + this.kept.length;
  }
}

/**
 * A cell being gathered: the running sums of its rows in the order they came (SUMMED_MEASURES
 * order), and per hour of the day (see plant-clock.ts) the values of the row read at that hour.
 */
interface OpenCell {
  plant_id: number;
  unit_id: string;
  day: number;
  plant_name: string;
  fuel_type: string;
  /** Where its sums are: `sums[base]` to `sums[base + SUMMED_MEASURES.length - 1]`. */
  sums: Float64Array;
  base: number;
  /** Where its hours' slots are: `slots[slotBase]` onwards, MASK_HOURS slots of the layout's width. */
  slots: Float64Array;
  slotBase: number;
  /** Bit h: hour h holds a reading. */
  mask: number;
  /** Bit h: hour h holds a reading of a plant not operating (also set in `mask`: covered). */
  notOperating: number;
  /** Bit h: hour h was operated without its CO2 (also set in `mask`, left out of the cell's). */
  co2Missing: number;
  /** Rows that replaced a row read earlier at the same instant. */
  repeats: number;
  /** A day's totals, in slot 0 (see `PlantDayCell.daily`), and the hours of it operated. */
  daily: boolean;
  operatedHours: number;
  firstTimestamp: number;
  lastTimestamp: number;
}

/** One unit's open cells by day, and the last one a row went to (rows of a day come together). */
interface PlantCells {
  byDay: Map<number, OpenCell>;
  last: OpenCell | null;
}

/** Cells whose sums one array holds: an array per cell would cost the garbage collector dearly. */
const CELLS_PER_BLOCK = 1024;

/** Places in shared arrays, `width` numbers each, handed out zeroed. */
class BlockAllocator {
  private block = new Float64Array(0);
  private used = 0;

  constructor(private readonly width: number) {}

  next(): { array: Float64Array; base: number } {
    if (this.used === this.block.length) {
      this.block = new Float64Array(CELLS_PER_BLOCK * this.width);
      this.used = 0;
    }
    const base = this.used;
    this.used += this.width;
    return { array: this.block, base };
  }
}

/** A cell's sums as they are worked out, in SUMMED_MEASURES order, before they become its Totals. */
const TOTALS = new Float64Array(SUMMED_MEASURES.length);

/**
 * A cell's sums. A cell in which no instant repeats keeps the sums of its rows in the order they
 * came; one with a repeat sums its hours' slots, which hold only the later row of each instant.
 * A squared measure squares each hour's value (an hour of sub-hourly readings is their sum).
 */
function totalsOf(open: OpenCell, layout: SlotLayout): Totals {
  if (open.daily) return dailyTotals(open, layout);
  // Counted once: every hour term (the hours, and those reporting each gas) starts from it.
  const hours = hoursIn(operatedHours(open));
  for (let k = 0; k < SUMMED_MEASURES.length; k++) {
    const source = TERM_SOURCES[k]!;
    let value: number;
    if (source === HOUR) value = hours;
    else if (TERM_SQUARED[k] || open.repeats > 0) {
      value = slotSum(open, layout, source, TERM_SQUARED[k]!);
    } else value = open.sums[open.base + k]!;
    TOTALS[k] = value;
  }
  return totalsAt(TOTALS, 0);
}

/** The hours of a cell that add a row, an hour and an efficiency: operated, with their CO2. */
const operatedHours = (open: OpenCell) => open.mask & ~open.notOperating & ~open.co2Missing;

/**
 * A daily cell's sums: its day's totals as one row of the hours operated (none when it ran without
 * its CO2: a gap, its energy and fuel counted). Its hours' CO2 squared takes each operated hour at
 * the day's mean, the one spread a day's total can tell.
 */
function dailyTotals(open: OpenCell, layout: SlotLayout): Totals {
  const hours = open.co2Missing ? 0 : open.operatedHours;
  for (let k = 0; k < SUMMED_MEASURES.length; k++) {
    const source = TERM_SOURCES[k]!;
    let value: number;
    if (source === HOUR) value = hours;
    else if (source === ROW) value = hours > 0 ? 1 : 0;
    else if (countsOperatedOnly(source) && hours === 0) value = 0;
    else {
      const place = layout.place[source]!;
      const v = place < 0 ? 0 : open.slots[open.slotBase + place]!;
      value = TERM_SQUARED[k] ? (hours > 0 ? (v * v) / hours : 0) : v;
    }
    TOTALS[k] = value;
  }
  return totalsAt(TOTALS, 0);
}

/** The sum over a cell's hours, in hour order, of a measure (or its rows), squared or not. */
function slotSum(open: OpenCell, layout: SlotLayout, source: number, squared: number): number {
  const { slots, slotBase, mask } = open;
  const counted = countsOperatedOnly(source) ? operatedHours(open) : mask;
  const place = source === ROW ? 0 : layout.place[source]!;
  if (place < 0) return 0;
  let sum = 0;
  for (let h = 0; h < MASK_HOURS; h++) {
    if ((counted & (1 << h)) === 0) continue;
    const at = slotBase + h * layout.width;
    const v = source === ROW ? Math.max(1, -slots[at]!) : slots[at + place]!;
    sum += squared ? v * v : v;
  }
  return sum;
}

/**
 * Gathers rows into plant-day cells as they are read. Within a cell, each row goes to the slot of
 * its hour of the day (see plant-clock.ts): a row at an instant already read replaces that row (the later
 * row of a file wins: a historian's re-export corrects itself further down) and counts a repeat.
 */
export class PlantDayCellBuilder {
  /** Per plant, its units' cells: a file without units has the one unit ''. */
  private readonly plants = new Map<number, Map<string, PlantCells>>();
  private readonly sumPlaces = new BlockAllocator(SUMMED_MEASURES.length);
  private layout = new SlotLayout([]);
  // Room for the 25 hours of the day the clocks go back.
  private slotPlaces = new BlockAllocator(MASK_HOURS * this.layout.width);
  /** A row's measures with a missing CO2 taken as 0, so that no sum turns NaN. */
  private readonly known = new Float64Array(MEASURE_HEADERS.length);

  /** Before the first row: the measure columns the file lacks, which hold 0 in every row. */
  lacking(columns: readonly MeasureHeader[]): void {
    this.layout = new SlotLayout(columns);
    this.slotPlaces = new BlockAllocator(MASK_HOURS * this.layout.width);
  }

  /**
   * Adds one row of a plant's unit (''; the plant itself): `hour` its hour of the day (0-24) or a
   * daily row's whole day (WHOLE_DAY), its measures in READ_MEASURES order, the share of the hour
   * operated (0: not operating, a covered hour that adds no row; NaN: not said). A CO2 of NaN is a
   * missing value: the hour is a gap of the cell's coverage (substituted in the ETS year) that
   * adds no row, yet its energy and fuel count in the sums.
   */
  add(
    plantId: number,
    unitId: string,
    day: number,
    hour: number,
    name: string,
    fuel: string,
    ts: number,
    measures: ArrayLike<number>,
    operatingTime = NaN,
  ): void {
    let units = this.plants.get(plantId);
    if (!units) {
      units = new Map();
      this.plants.set(plantId, units);
    }
    let plant = units.get(unitId);
    if (!plant) {
      plant = { byDay: new Map(), last: null };
      units.set(unitId, plant);
    }
    let open = plant.last?.day === day ? plant.last : plant.byDay.get(day);
    if (!open) {
      const sums = this.sumPlaces.next();
      const slots = this.slotPlaces.next();
      open = {
        plant_id: plantId,
        unit_id: unitId,
        day,
        plant_name: name,
        fuel_type: fuel,
        sums: sums.array,
        base: sums.base,
        slots: slots.array,
        slotBase: slots.base,
        mask: 0,
        notOperating: 0,
        co2Missing: 0,
        repeats: 0,
        daily: false,
        operatedHours: 0,
        firstTimestamp: ts,
        lastTimestamp: ts,
      };
      plant.byDay.set(day, open);
    }
    plant.last = open;
    const missing = Number.isNaN(measures[CO2]);
    const values = missing ? this.withCo2AsZero(measures) : measures;
    if (isWholeDay(hour)) {
      this.fillDay(open, hoursOfWholeDay(hour), ts, values, operatingTime, missing);
      return;
    }
    const operated = operatingTime !== 0;
    this.fillSlot(open, hour, ts, values, operated, missing);
    addRowTerms(open.sums, open.base, values, operated && !missing);
    if (ts < open.firstTimestamp) open.firstTimestamp = ts;
    if (ts > open.lastTimestamp) open.lastTimestamp = ts;
  }

  private withCo2AsZero(measures: ArrayLike<number>): Float64Array {
    for (let m = 0; m < this.known.length; m++) this.known[m] = measures[m]!;
    this.known[CO2] = 0;
    return this.known;
  }

  /**
   * Puts a daily row's totals in the cell: its whole day of `dayHours` hours covered, not operated
   * when it says 0 hours. A second row of the day replaces the first (the later row counts), as a
   * repeated hour.
   */
  private fillDay(
    open: OpenCell,
    dayHours: number,
    ts: number,
    measures: ArrayLike<number>,
    hours: number,
    co2Missing: boolean,
  ): void {
    const wholeDay = (1 << dayHours) - 1;
    if (open.daily) open.repeats++;
    open.daily = true;
    open.mask = wholeDay;
    open.operatedHours = hours;
    open.notOperating = hours === 0 ? wholeDay : 0;
    // A day that ran without its CO2 is a gap of all its hours, its energy and fuel counted.
    open.co2Missing = co2Missing && hours > 0 ? wholeDay : 0;
    const { kept } = this.layout;
    const at = open.slotBase + SLOT_VALUES;
    for (let k = 0; k < kept.length; k++) open.slots[at + k] = measures[kept[k]!]!;
    open.firstTimestamp = ts;
    open.lastTimestamp = ts;
  }

  /** Puts a row's values in its hour's slot: the first there, a repeat, or another reading of it. */
  private fillSlot(
    open: OpenCell,
    hour: number,
    ts: number,
    measures: ArrayLike<number>,
    operated: boolean,
    co2Missing: boolean,
  ): void {
    const bit = 1 << hour;
    const slots = open.slots;
    const { kept, width } = this.layout;
    const at = open.slotBase + hour * width;
    const filled = (open.mask & bit) !== 0;
    if (!filled || slots[at] === ts) {
      if (filled) open.repeats++;
      open.mask |= bit;
      // The later row of a repeated instant says whether the plant operated.
      if (operated) open.notOperating &= ~bit;
      else open.notOperating |= bit;
      if (co2Missing) open.co2Missing |= bit;
      else open.co2Missing &= ~bit;
      slots[at] = ts;
      for (let k = 0; k < kept.length; k++) slots[at + SLOT_VALUES + k] = measures[kept[k]!]!;
    } else {
      // Sub-hourly readings share their hour's slot, summed: one operated reading operates it.
      if (operated) open.notOperating &= ~bit;
      // One reading without its CO2 leaves the hour's CO2 unknown.
      if (co2Missing) open.co2Missing |= bit;
      slots[at] = slots[at]! > 0 ? -2 : slots[at]! - 1;
      for (let k = 0; k < kept.length; k++) {
        slots[at + SLOT_VALUES + k] = slots[at + SLOT_VALUES + k]! + measures[kept[k]!]!;
      }
    }
  }

  /** The cells, ascending plant_id, day and unit. */
  finish(): PlantDayCell[] {
    const cells: PlantDayCell[] = [];
    for (const units of this.plants.values()) {
      for (const open of [...units.values()].flatMap((u) => [...u.byDay.values()])) {
        const totals = totalsOf(open, this.layout);
        cells.push({
          plant_id: open.plant_id,
          unit_id: open.unit_id,
          day: open.day,
          plant_name: open.plant_name,
          fuel_type: open.fuel_type,
          totals,
          readings: totals.rows,
          duplicateReadings: open.repeats,
          // An hour without its CO2 is a gap: only its energy and fuel are in the sums.
          hourMask: open.mask & ~open.co2Missing,
          notOperatingMask: open.notOperating,
          daily: open.daily,
          firstTimestamp: open.firstTimestamp,
          lastTimestamp: open.lastTimestamp,
        });
      }
    }
    return cells.sort(byPlantAndDay);
  }
}

/** The plant-day cells of a dataset, ascending plant_id, day and unit; each row goes to one cell. */
export function plantDayCells(d: PlantDataset): PlantDayCell[] {
  const builder = new PlantDayCellBuilder();
  const columns = d.measures;
  const measures = new Float64Array(columns.length);
  for (let i = 0; i < d.rowCount; i++) {
    for (let m = 0; m < columns.length; m++) measures[m] = columns[m]![i]!;
    const name = d.strings[d.plantName[i]!]!;
    builder.add(
      d.plantId[i]!,
      d.strings[d.unitId[i]!]!,
      d.day[i]!,
      d.hour[i]!,
      name,
      d.strings[d.fuelType[i]!]!,
      d.timestamp[i]!,
      measures,
      d.operatingTime?.[i] ?? NaN,
    );
  }
  return markNotReported(builder.finish(), d.notReported);
}
