import type { PlantDataset, RowIndex } from './dataset';
import { byPlantAndDay, emptyTotals, type PlantDayCell } from './plant-day-cell';

/** A cell being gathered; `ordered` while each of its rows came later than the one before. */
interface OpenCell {
  cell: PlantDayCell;
  ordered: boolean;
}

/** One plant's open cells by day, and the last one a row went to (rows of a day come together). */
interface PlantCells {
  byDay: Map<number, OpenCell>;
  last: OpenCell | null;
}

/**
 * Gathers rows into plant-day cells as they are read, summing each cell's rows in the order they
 * come. A cell whose rows all come in time order reads each instant once; the instants of any
 * other cell are counted at the end from the rows' index, so no row is kept for it meanwhile.
 */
export class PlantDayCellBuilder {
  private readonly plants = new Map<number, PlantCells>();
  private unordered = 0;

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
    let open = plant.last?.cell.day === day ? plant.last : plant.byDay.get(day);
    if (!open) {
      open = {
        cell: {
          plant_id: plantId,
          day,
          plant_name: name,
          fuel_type: fuel,
          totals: emptyTotals(),
          readings: 0,
          duplicateReadings: 0,
          firstTimestamp: ts,
          lastTimestamp: ts,
        },
        ordered: true,
      };
      plant.byDay.set(day, open);
    } else if (open.ordered && ts <= open.cell.lastTimestamp) {
      open.ordered = false;
      this.unordered++;
    }
    plant.last = open;
    const { cell } = open;
    const t = cell.totals;
    t.rows += 1;
    t.electricityMWh += measures[0]!;
    t.heatMWh += measures[1]!;
    t.fuelMWh += measures[2]!;
    t.co2Tonnes += measures[3]!;
    t.ch4Kg += measures[4]!;
    t.n2oKg += measures[5]!;
    t.efficiencySum += measures[6]!;
    if (ts < cell.firstTimestamp) cell.firstTimestamp = ts;
    if (ts > cell.lastTimestamp) cell.lastTimestamp = ts;
  }

  /** The cells, ascending plant_id then day; `rows` indexes every row added, in the same order. */
  finish(rows: RowIndex): PlantDayCell[] {
    const instants = this.unordered > 0 ? this.unorderedInstants(rows) : null;
    const cells: PlantDayCell[] = [];
    for (const plant of this.plants.values()) {
      for (const { cell, ordered } of plant.byDay.values()) {
        const readings = ordered ? cell.totals.rows : distinctCount(instants!.get(cell)!);
        cells.push({ ...cell, readings, duplicateReadings: cell.totals.rows - readings });
      }
    }
    return cells.sort(byPlantAndDay);
  }

  /** The instants of each cell that did not come in time order. */
  private unorderedInstants(rows: RowIndex): Map<PlantDayCell, number[]> {
    const instants = new Map<PlantDayCell, number[]>();
    for (let i = 0; i < rows.rowCount; i++) {
      const open = this.plants.get(rows.plantId[i]!)!.byDay.get(rows.day[i]!)!;
      if (open.ordered) continue;
      let list = instants.get(open.cell);
      if (!list) instants.set(open.cell, (list = []));
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
  const measures = new Float64Array(7);
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
