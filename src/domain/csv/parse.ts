// CSV ingestion (accounts §5 "CSV upload" and "CSV parsing", as docs/design.md makes them real):
// columns by header name, BOM, CRLF/LF, RFC 4180 quotes, `;` with decimal commas, every row
// validated, and in the same single pass a columnar dataset built or, for an upload, each row
// summed into its plant-day cell. This module shapes the results; `rows-parser.ts` reads.
import type { DataQualityReport } from '../readings/dataset';
import type { FlaggedHour } from '../readings/flagged-hours';
import type { NotReportable } from '../readings/not-reported';
import type { CsvCellsResult, CsvParseResult, CsvRefusal } from './parse-result';
import { cellsSink, datasetSink, type RowSink } from './row-sinks';
import type { PlantClock, PlantZones } from './plant-clock';
import {
  createHoursParser,
  createRowsParser,
  type CsvParser,
  type HoursParser,
  type ParseOptions,
} from './rows-parser';

/** A streaming parser of `createRowsParser` whose accepted result is shaped by `accepted`. */
function shapedParser<Kept, Accepted>(
  keep: (strings: readonly string[]) => RowSink<Kept>,
  options: ParseOptions,
  accepted: (kept: Kept, quality: DataQualityReport, flagged: FlaggedHour[]) => Accepted,
): CsvParser<Accepted | CsvRefusal> {
  const parser = createRowsParser(keep, options);
  return {
    push: parser.push,
    finish() {
      const result = parser.finish();
      return result.ok ? accepted(result.kept, result.quality, result.flagged) : result;
    },
  };
}

/** Parses a whole file held in memory with a parser sized for it. */
function parseWhole<Result>(
  create: (options: ParseOptions) => CsvParser<Result>,
  bytes: Uint8Array,
  options: ParseOptions,
): Result {
  const parser = create({ ...options, expectedBytes: bytes.length });
  parser.push(bytes);
  return parser.finish();
}

/** A streaming parser whose result keeps every row (see `createRowsParser`). */
export function createCsvParser(options: ParseOptions = {}): CsvParser {
  return shapedParser(datasetSink, options, (dataset, quality) => ({
    ok: true,
    dataset,
    quality,
  }));
}

/** Parses and validates a whole CSV file held in memory; `zones` as in `ParseOptions`. */
export function parseCsv(bytes: Uint8Array, zones?: PlantZones): CsvParseResult {
  return parseWhole(createCsvParser, bytes, { zones });
}

/** A streaming parser whose result keeps only each plant-day's cell (see `parseCsvToCells`). */
export function createCellsParser(options: ParseOptions = {}): CsvParser<CsvCellsResult> {
  return shapedParser(cellsSink, options, (cells, quality, flagged) => ({
    ok: true,
    cells,
    quality,
    flagged,
  }));
}

/**
 * Parses and validates a whole CSV file held in memory, keeping only its plant-day cells: the
 * same validation, quality report and cells as `parseCsv` and `plantDayCells`, without the rows'
 * values in memory (a fifth of the dataset's size). `clock`, when given, places the readings.
 */
export function parseCsvToCells(
  bytes: Uint8Array,
  zones?: PlantZones,
  clock?: PlantClock,
): CsvCellsResult {
  return parseWhole(createCellsParser, bytes, { zones, clock });
}

/**
 * A parser of hours handed over as values, keeping only each plant-day's cell (as `createCellsParser`);
 * `unreported` the optional measure columns the CSV of the hours lacks.
 */
export function createHoursCellsParser(
  options: ParseOptions = {},
  unreported: readonly NotReportable[] = [],
): HoursParser<CsvCellsResult> {
  const parser = createHoursParser(cellsSink, options, unreported);
  return {
    add: parser.add,
    finish() {
      const result = parser.finish();
      if (!result.ok) return result;
      return { ok: true, cells: result.kept, quality: result.quality, flagged: result.flagged };
    },
  };
}
