import type { z } from 'zod';
import type { ReadMeasure } from './measures';
import { READ_MEASURES } from './measures';
import type { NotReportable } from './not-reported';
import type { DataQualityReportSchema, QualityWarningSchema } from './quality-schema';

/** A dataset's column of each measure, under its field. */
type MeasureColumns = { readonly [M in ReadMeasure as M['field']]: Float64Array };

/** The measure columns of a dataset: `columns[m]` under READ_MEASURES[m]'s field as well. */
export function measureColumns(
  columns: readonly Float64Array[],
): MeasureColumns & { measures: readonly Float64Array[] } {
  const named = Object.fromEntries(READ_MEASURES.map((m, k) => [m.field, columns[k]!]));
  return { ...(named as MeasureColumns), measures: columns };
}

/** Where, when and for which plant each accepted row was read, row i of each column the same row. */
export interface RowIndex {
  readonly rowCount: number;
  /** Line number in the file where the record starts (header = 1). */
  readonly line: Uint32Array;
  /** The instant of the reading, epoch milliseconds (a time without offset is read as UTC). */
  readonly timestamp: Float64Array;
  /** The calendar day as written in the file, in days since 1970-01-01. */
  readonly day: Int32Array;
  /** plant_id as written (an integer). */
  readonly plantId: Int32Array;
  /** The unit of the plant, an index into the parser's texts (the empty text: the plant itself). */
  readonly unitId: Uint32Array;
}

/**
 * A parsed plant-data file, column by column: one typed array per numeric column and
 * dictionary-encoded strings, so a 100 MB file costs about its own size in memory.
 * Row i of every column describes the same CSV record.
 */
export interface PlantDataset extends RowIndex, MeasureColumns {
  /** The hour of the day as written, 0-23 (a time's offset does not move it). */
  readonly hour: Uint8Array;
  /** Index into `strings`. */
  readonly plantName: Uint32Array;
  /** Index into `strings` (the empty string when the cell is empty). */
  readonly fuelType: Uint32Array;
  /** One column per measure, indexed as READ_MEASURES; each is also its field's column. */
  readonly measures: readonly Float64Array[];
  /**
   * The share of each row's hour operated (0: not operating; NaN: not said), of a file that says;
   * absent when it does not.
   */
  readonly operatingTime?: Float64Array;
  /** The dictionary of plant names, fuel types and units. */
  readonly strings: readonly string[];
  /** The measures the file does not report: their columns hold 0, counted as no hour of them. */
  readonly notReported: readonly NotReportable[];
}

/** One warning that does not refuse the file, pointing at the lines concerned. */
export type QualityWarning = z.infer<typeof QualityWarningSchema>;

/** What a user sees about the file's content before trusting its numbers. */
export type DataQualityReport = z.infer<typeof DataQualityReportSchema>;
