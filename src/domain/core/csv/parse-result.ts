// What parsing a file gives: its dataset or its plant-day cells, or the reasons it is refused. Apart
// from dataset.ts because the cells are built from a dataset's rows (analysis/aggregate.ts).
import type { PlantDayCell } from '../analysis/aggregate';
import type { DataQualityReport, PlantDataset } from './dataset';

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
}

export type CsvParseResult =
  { ok: true; dataset: PlantDataset; quality: DataQualityReport } | CsvRefusal;

/** A file parsed to its plant-day cells only (see parseCsvToCells). */
export type CsvCellsResult =
  { ok: true; cells: PlantDayCell[]; quality: DataQualityReport } | CsvRefusal;
