// What parsing a file gives: its dataset or its plant-day cells, or the reasons it is refused. The
// shapes of both live below the parser, in readings/, for analysis reads them too.
import type { PlantDayCell } from '../readings/plant-day-cell';
import type { DataQualityReport, PlantDataset } from '../readings/dataset';
import type { FlaggedHour } from '../readings/flagged-hours';

/** One reason a file is refused, with the line it concerns when there is one. */
export interface CsvProblem {
  line: number | null;
  message: string;
}

/** A refused file and why. */
export interface CsvRefusal {
  ok: false;
  /** "CSV validation failed: ..." with the first problems. */
  message: string;
  /** The first MAX_REPORTED_PROBLEMS problems. */
  problems: CsvProblem[];
  problemCount: number;
  /** A header without the spec's columns (issue 27): the file's headers as written, and the missing. */
  headers?: HeaderMismatch;
}

export interface HeaderMismatch {
  found: string[];
  needed: string[];
}

export type CsvParseResult =
  { ok: true; dataset: PlantDataset; quality: DataQualityReport } | CsvRefusal;

/** A file parsed to its plant-day cells only (see parseCsvToCells). */
export type CsvCellsResult =
  | {
      ok: true;
      cells: PlantDayCell[];
      quality: DataQualityReport;
      /** The rows kept but flagged for the data-quality screen. */
      flagged: FlaggedHour[];
    }
  | CsvRefusal;
