import type { PlantDataset, RowIndex } from './dataset';
import { MEASURE_HEADERS, SUMMED_FIELDS, SUMMED_MEASURES } from './measures';
import { byPlantAndDay, emptyTotals, type PlantDayCell, type Totals } from './plant-day-cell';

/**
 * What a row adds to each summed measure, in SUMMED_MEASURES order: the index of its value among
 * the row's measures (-1: the row counts 1), and whether squared. Typed arrays keep the per-row
 * loop free of property lookups by name.
 */
const TERM_SOURCES = Int32Array.from(SUMMED_MEASURES, (m) =>
  m.adds === 'row' ? -1 : MEASURE_HEADERS.indexOf(m.adds),
);
const TERM_SQUARED = Uint8Array.from(SUMMED_MEASURES, (m) => ('squared' in m ? 1 : 0));

/**
 * A cell being gathered, its sums in SUMMED_MEASURES order; `ordered` while each of its rows came
 * later than the one before.
 */
interface OpenCell {
  plant_id: number;
  day: number;
  plant_name: string;
  fuel_type: string;
  /** Where its sums are: `sums[base]` to `sums[base + SUMMED_MEASURES.length - 1]`. */
  sums: Float64Array;
  base: number;
  firstTimestamp: number;
  lastTimestamp: number;
  ordered: boolean;
}

/** One plant's open cells by day, and the last one a row went to (rows of a day come together). */
interface PlantCells {
  byDay: Map<number, OpenCell>;
  last: OpenCell | null;
}

/** Cells whose sums one array holds: an array per cell would cost the garbage collector dearly. */
const CELLS_PER_BLOCK = 1024;

function totalsOf({ sums, base }: OpenCell): Totals {
  const t = emptyTotals();
  for (let k = 0; k < SUMMED_FIELDS.length; k++) t[SUMMED_FIELDS[k]!] = sums[base + k]!;
  return t;
}

/**
 * Gathers rows into plant-day cells as they are read, summing each cell's rows in the order they
 * come. A cell whose rows all come in time order reads each instant once; the instants of any
 * other cell are counted at the end from the rows' index, so no row is kept for it meanwhile.
 */
export class PlantDayCellBuilder {
  private readonly plants = new Map<number, PlantCells>();
  private unordered = 0;
  private sums = new Float64Array(0);
  private used = 0;

  /** The place of a new cell's sums, zeroed. */
  private newSums(): { sums: Float64Array; base: number } {
    if (this.used === this.sums.length) {
      this.sums = new Float64Array(CELLS_PER_BLOCK * SUMMED_MEASURES.length);
      this.used = 0;
    }
    const base = this.used;
    this.used += SUMMED_MEASURES.length;
    return { sums: this.sums, base };
  }

  /** Adds one row: its measures in MEASURE_RULES order (electricity ... efficiency). */
  add(
    plantId: number,
    day: number,
    name: string,
    fuel: string,
    ts: number,
    measures: ArrayLike<number>,
  ): void {
    let plant = this.plants.get(plantId);
    if (!plant) {
      plant = { byDay: new Map(), last: null };
      this.plants.set(plantId, plant);
    }
    let open = plant.last?.day === day ? plant.last : plant.byDay.get(day);
    if (!open) {
      open = {
        plant_id: plantId,
        day,
        plant_name: name,
        fuel_type: fuel,
        ...this.newSums(),
        firstTimestamp: ts,
        lastTimestamp: ts,
        ordered: true,
      };
      plant.byDay.set(day, open);
    } else if (open.ordered && ts <= open.lastTimestamp) {
      open.ordered = false;
      this.unordered++;
    }
    plant.last = open;
    const { sums, base } = open;
    for (let k = 0; k < TERM_SOURCES.length; k++) {
      const source = TERM_SOURCES[k]!;
      const value = source < 0 ? 1 : measures[source]!;
      sums[base + k] = sums[base + k]! + (TERM_SQUARED[k] ? value * value : value);
    }
    if (ts < open.firstTimestamp) open.firstTimestamp = ts;
    if (ts > open.lastTimestamp) open.lastTimestamp = ts;
  }

  /** The cells, ascending plant_id then day; `rows` indexes every row added, in the same order. */
  finish(rows: RowIndex): PlantDayCell[] {
    const instants = this.unordered > 0 ? this.unorderedInstants(rows) : null;
    const cells: PlantDayCell[] = [];
    for (const plant of this.plants.values()) {
      for (const open of plant.byDay.values()) {
        const totals = totalsOf(open);
        const readings = open.ordered ? totals.rows : distinctCount(instants!.get(open)!);
        cells.push({
          plant_id: open.plant_id,
          day: open.day,
          plant_name: open.plant_name,
          fuel_type: open.fuel_type,
          totals,
          readings,
          duplicateReadings: totals.rows - readings,
          firstTimestamp: open.firstTimestamp,
          lastTimestamp: open.lastTimestamp,
        });
      }
    }
    return cells.sort(byPlantAndDay);
  }

  /** The instants of each cell that did not come in time order. */
  private unorderedInstants(rows: RowIndex): Map<OpenCell, number[]> {
    const instants = new Map<OpenCell, number[]>();
    for (let i = 0; i < rows.rowCount; i++) {
      const open = this.plants.get(rows.plantId[i]!)!.byDay.get(rows.day[i]!)!;
      if (open.ordered) continue;
      let list = instants.get(open);
      if (!list) instants.set(open, (list = []));
      list.push(rows.timestamp[i]!);
    }
    return instants;
  }
}

function distinctCount(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  let count = sorted.length > 0 ? 1 : 0;
  for (let k = 1; k < sorted.length; k++) if (sorted[k] !== sorted[k - 1]) count++;
  return count;
}

/** The plant-day cells of a dataset, ascending plant_id then day; each row is added to one cell. */
export function plantDayCells(d: PlantDataset): PlantDayCell[] {
  const builder = new PlantDayCellBuilder();
  const measures = new Float64Array(MEASURE_HEADERS.length);
  for (let i = 0; i < d.rowCount; i++) {
    measures[0] = d.electricityMWh[i]!;
    measures[1] = d.heatMWh[i]!;
    measures[2] = d.fuelMWh[i]!;
    measures[3] = d.co2Tonnes[i]!;
    measures[4] = d.ch4Kg[i]!;
    measures[5] = d.n2oKg[i]!;
    measures[6] = d.efficiencyPct[i]!;
    const name = d.strings[d.plantName[i]!]!;
    builder.add(
      d.plantId[i]!,
      d.day[i]!,
      name,
      d.strings[d.fuelType[i]!]!,
      d.timestamp[i]!,
      measures,
    );
  }
  return builder.finish(d);
}
