import type { z } from 'zod';
import type { DataQualityReportSchema, QualityWarningSchema } from './quality-schema';

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
}

/**
 * A parsed plant-data file, column by column: one typed array per numeric column and
 * dictionary-encoded strings, so a 100 MB file costs about its own size in memory.
 * Row i of every column describes the same CSV record.
 */
export interface PlantDataset extends RowIndex {
  /** The hour of the day as written, 0-23 (a time's offset does not move it). */
  readonly hour: Uint8Array;
  /** Index into `strings`. */
  readonly plantName: Uint32Array;
  /** Index into `strings` (the empty string when the cell is empty). */
  readonly fuelType: Uint32Array;
  readonly electricityMWh: Float64Array;
  readonly heatMWh: Float64Array;
  readonly fuelMWh: Float64Array;
  readonly co2Tonnes: Float64Array;
  readonly ch4Kg: Float64Array;
  readonly n2oKg: Float64Array;
  readonly efficiencyPct: Float64Array;
  /** The dictionary of plant names and fuel types. */
  readonly strings: readonly string[];
}

/** One warning that does not refuse the file, pointing at the lines concerned. */
export type QualityWarning = z.infer<typeof QualityWarningSchema>;

/** What a user sees about the file's content before trusting its numbers. */
export type DataQualityReport = z.infer<typeof DataQualityReportSchema>;
