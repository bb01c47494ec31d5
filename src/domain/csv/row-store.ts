// The accepted rows: their index (line, time, day, plant) in columns filled block by block, the
// rest of each row handed to the sink, and the quality report's observations.
import type { DataQualityReport, RowIndex } from '../readings/dataset';
import { holdsCo2WithoutFuelOrLoad, type FlaggedHour } from '../readings/flagged-hours';
import type { MeasureHeader } from '../readings/measures';
import type { NotReportable } from '../readings/not-reported';
import { COLUMN_BLOCK_ROWS, GrowableColumn, type TypedArray } from './column-store';
import type { ParsedDate } from './parse-date';
import { QualityTracker } from './quality';
import type { RowSink } from './row-sinks';

export class RowStore<Kept> {
  /** Rows stored so far. */
  rows = 0;
  /** Row index at which the current block starts, and the row at which it is full. */
  private blockStart = 0;
  private blockEnd = 0;
  private readonly tracker: QualityTracker;
  private readonly lineCol = new GrowableColumn(Uint32Array);
  private readonly timestampCol = new GrowableColumn(Float64Array);
  private readonly dayCol = new GrowableColumn(Int32Array);
  private readonly plantIdCol = new GrowableColumn(Int32Array);
  private readonly unitIdCol = new GrowableColumn(Uint32Array);
  private readonly allCols: readonly GrowableColumn<TypedArray>[];
  /** The rows kept but flagged for the data-quality screen. */
  private readonly flagged: FlaggedHour[] = [];

  /** `strings` is the dictionary the row's texts are ids into. */
  constructor(
    private readonly sink: RowSink<Kept>,
    private readonly strings: readonly string[],
  ) {
    this.tracker = new QualityTracker(strings);
    this.allCols = [
      this.lineCol,
      this.timestampCol,
      this.dayCol,
      this.plantIdCol,
      this.unitIdCol,
      ...sink.columns,
    ];
  }

  /** Before the first row: the measure columns the file's header lacks, 0 in every row. */
  lacking(columns: readonly MeasureHeader[]): void {
    this.sink.lacking(columns);
  }

  /** Makes room for the next `size` rows. */
  nextBlock(size: number): void {
    for (const c of this.allCols) c.nextBlock(size);
    this.blockStart = this.rows;
    this.blockEnd = this.rows + size;
  }

  /**
   * Appends a validated row; its measures in MEASURE_RULES order, its texts (unit: the plant's
   * unit, the empty text for the plant itself) as dictionary ids, the share of its hour operated
   * (NaN: the file does not say).
   */
  add(
    plantId: number,
    unit: number,
    name: number,
    fuel: number,
    lineNo: number,
    date: ParsedDate,
    measures: Float64Array,
    operatingTime = NaN,
  ): void {
    const { timestamp, day } = date;
    const slot = this.rows - this.blockStart;
    this.tracker.observe(
      plantId,
      unit,
      this.strings[name]!,
      this.strings[fuel]!,
      timestamp,
      lineNo,
    );
    this.lineCol.current[slot] = lineNo;
    this.timestampCol.current[slot] = timestamp;
    this.dayCol.current[slot] = day;
    this.plantIdCol.current[slot] = plantId;
    this.unitIdCol.current[slot] = unit;
    this.sink.add(slot, plantId, unit, date, name, fuel, measures, operatingTime);
    if (holdsCo2WithoutFuelOrLoad(measures, operatingTime)) {
      this.flagged.push({
        kind: 'co2_without_fuel_or_load',
        plantId,
        unitId: this.strings[unit]!,
        hour: timestamp,
        efficiency: NaN,
      });
    }
    this.rows++;
    if (this.rows === this.blockEnd) this.nextBlock(COLUMN_BLOCK_ROWS);
  }

  /**
   * The rows kept, their quality report of a file whose header used `delimiter`, and the rows
   * flagged; `unreported` the measures the file does not report.
   */
  finish(
    delimiter: ',' | ';',
    unreported: readonly NotReportable[] = [],
  ): { kept: Kept; quality: DataQualityReport; flagged: FlaggedHour[] } {
    const index = this.rowIndex();
    const quality = this.tracker.report(index, delimiter);
    const kept = this.sink.finish(index, this.rows, unreported);
    return { kept, quality, flagged: this.flagged };
  }

  /**
   * The accepted rows' index, each column joined from its blocks when first read: a file in time
   * order gets its quality report and plant-day cells without reading them, so an upload of a
   * year of 100 plants does not copy its 17 MiB of index once more at the end.
   */
  private rowIndex(): RowIndex {
    const rows = this.rows;
    const joined = <T extends TypedArray>(column: GrowableColumn<T>) => {
      let whole: T | undefined;
      return () => (whole ??= column.finish(rows));
    };
    const [line, timestamp, day, plantId, unitId] = [
      joined(this.lineCol),
      joined(this.timestampCol),
      joined(this.dayCol),
      joined(this.plantIdCol),
      joined(this.unitIdCol),
    ];
    return {
      rowCount: rows,
      get line() {
        return line();
      },
      get timestamp() {
        return timestamp();
      },
      get day() {
        return day();
      },
      get plantId() {
        return plantId();
      },
      get unitId() {
        return unitId();
      },
    };
  }
}
