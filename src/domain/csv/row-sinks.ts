// What a parser keeps of each accepted row besides its index: every value (the dataset) or only
// the sums of the row's plant-day (the cells).
import { PlantDayCellBuilder } from '../readings/plant-day-cells';
import { type PlantDayCell } from '../readings/plant-day-cell';
import type { MeasureHeader } from '../readings/measures';
import { markNotReported, type NotReportable } from '../readings/not-reported';
import { measureColumns, type PlantDataset, type RowIndex } from '../readings/dataset';
import { GrowableColumn, type TypedArray } from './column-store';
import type { ParsedDate } from './parse-date';
import { MEASURE_RULES } from './row-rules';

/** Keeps the accepted rows (see `RowStore`) as one of the parser's results. */
export interface RowSink<Kept> {
  /** Columns filled in step with the index's, block by block. */
  readonly columns: readonly GrowableColumn<TypedArray>[];
  /**
   * Row `slot` of the current block; its measures in MEASURE_RULES order; texts as dictionary ids;
   * the share of its hour operated (NaN: the file does not say).
   */
  add(
    slot: number,
    plantId: number,
    unit: number,
    date: ParsedDate,
    name: number,
    fuel: number,
    measures: Float64Array,
    operatingTime: number,
  ): void;
  /** Before the first row: the measure columns the file's header lacks, 0 in every row. */
  lacking(columns: readonly MeasureHeader[]): void;
  /** `unreported`: the measures the file does not report (see not-reported.ts). */
  finish(index: RowIndex, rows: number, unreported: readonly NotReportable[]): Kept;
}

/** Keeps every value of every row, as a PlantDataset. */
export function datasetSink(strings: readonly string[]): RowSink<PlantDataset> {
  const nameCol = new GrowableColumn(Uint32Array);
  const fuelCol = new GrowableColumn(Uint32Array);
  const hourCol = new GrowableColumn(Uint8Array);
  const measureCols = MEASURE_RULES.map(() => new GrowableColumn(Float64Array));
  const operatingCol = new GrowableColumn(Float64Array);
  let operatingTimeSaid = false;
  return {
    columns: [nameCol, fuelCol, hourCol, operatingCol, ...measureCols],
    add(slot, _plantId, _unit, date, name, fuel, measures, operatingTime) {
      hourCol.current[slot] = date.hour;
      operatingCol.current[slot] = operatingTime;
      if (!Number.isNaN(operatingTime)) operatingTimeSaid = true;
      nameCol.current[slot] = name;
      fuelCol.current[slot] = fuel;
      for (let m = 0; m < measureCols.length; m++) measureCols[m]!.current[slot] = measures[m]!;
    },
    // A dataset keeps every measure's column: a lacking one holds the 0 its rows read.
    lacking() {},
    finish(index, rows, unreported) {
      const measures = measureCols.map((c) => c.finish(rows));
      const operatingTime = operatingCol.finish(rows);
      return {
        ...(operatingTimeSaid && { operatingTime }),
        ...index,
        plantName: nameCol.finish(rows),
        fuelType: fuelCol.finish(rows),
        hour: hourCol.finish(rows),
        ...measureColumns(measures),
        strings,
        notReported: unreported,
      };
    },
  };
}

/** Keeps only the sums of each plant-day: a file's cells for the history, without its rows. */
export function cellsSink(strings: readonly string[]): RowSink<PlantDayCell[]> {
  const cells = new PlantDayCellBuilder();
  return {
    columns: [],
    add(_slot, plantId, unit, date, name, fuel, measures, operatingTime) {
      cells.add(
        plantId,
        strings[unit]!,
        date.day,
        date.hour,
        strings[name]!,
        strings[fuel]!,
        date.timestamp,
        measures,
        operatingTime,
      );
    },
    lacking: (columns) => cells.lacking(columns),
    finish: (_index, _rows, unreported) => markNotReported(cells.finish(), unreported),
  };
}
