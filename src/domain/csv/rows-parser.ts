// The streaming parser: bytes fed chunk by chunk split into records (a line without quotes in one
// scan), the first record read as the header, every other one handed to the row reader.
import { MSG_NO_DATA_ROWS } from '../messages';
import type { DataQualityReport } from '../readings/dataset';
import type { FlaggedHour } from '../readings/flagged-hours';
import { COLUMN_BLOCK_ROWS } from './column-store';
import { detectDelimiter, estimateRows, hasBom } from './file-start';
import { feedChunk } from './feed-chunk';
import type { CsvParseResult, CsvRefusal, HeaderMismatch } from './parse-result';
import { ProblemList } from './problem-list';
import { createPlantClock, type PlantClock, type PlantZones } from './plant-clock';
import { PlantLimit } from './plant-limit';
import { createHourRowReader, createRowReader, type HourRow, type RowReader } from './read-row';
import type { NotReportable } from '../readings/not-reported';
import { readHeader } from './read-header';
import { readNumberCells, readPlainLine } from './record-cells';
import type { RowSink } from './row-sinks';
import { RowStore } from './row-store';
import { StringDictionary } from './string-dictionary';
import { readRecord, RecordFields } from './tokenize';

const LF = 0x0a;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const DOT = 0x2e;
const QUOTE = 0x22;
const CR = 0x0d;

/** A parser fed chunk by chunk (an upload stream or a file read) that never holds a row as text. */
export interface CsvParser<Result = CsvParseResult> {
  push(chunk: Uint8Array): void;
  finish(): Result;
}

export type RowsResult<Kept> =
  { ok: true; kept: Kept; quality: DataQualityReport; flagged: FlaggedHour[] } | CsvRefusal;

/**
 * How a file is read: `expectedBytes` (the file size, when known) lets the columns be allocated
 * once instead of grown and joined; `zones` are the plants' declared time zones, whose readings
 * are placed on their local days, by `clock` when given (one that also watches them); `maxPlants`
 * the most plants the file may hold (none: any number), past which it is refused and read no further.
 */
export interface ParseOptions {
  expectedBytes?: number;
  zones?: PlantZones;
  clock?: PlantClock;
  maxPlants?: number;
}

const clockOf = (options: ParseOptions) =>
  options.clock ?? createPlantClock(options.zones ?? new Map());

/** A streaming parser that hands each accepted row to the sink `keep` makes. */
export function createRowsParser<Kept>(
  keep: (strings: readonly string[]) => RowSink<Kept>,
  options: ParseOptions,
): CsvParser<RowsResult<Kept>> {
  const fields = new RecordFields();
  const dictionary = new StringDictionary();
  const store = new RowStore(keep(dictionary.strings), dictionary.strings);
  const problems = new ProblemList();
  const plants = new PlantLimit(options.maxPlants);

  let leftover: Uint8Array | null = null;
  let started = false;
  let headerDone = false;
  let fatal = false;
  let mismatch: HeaderMismatch | null = null;
  let line = 1;
  let delimiter = COMMA;
  let decimal = DOT;
  /** 1 for each column the header names as numeric. */
  let numeric: Uint8Array = new Uint8Array(0);
  /** Made once the header has placed the columns. */
  let readRow: RowReader;
  /** The optional measure columns the header lacks. */
  let unreported: readonly NotReportable[] = [];

  let quoteScanOf: Uint8Array | null = null;
  let nextQuote = -1;

  /** Whether a quote occurs before `end` (the position of the next quote is kept per buffer). */
  function quoteBefore(data: Uint8Array, pos: number, end: number): boolean {
    if (quoteScanOf !== data || (nextQuote >= 0 && nextQuote < pos)) {
      quoteScanOf = data;
      nextQuote = data.indexOf(QUOTE, pos);
    }
    return nextQuote >= 0 && nextQuote < end;
  }

  function startRows(data: Uint8Array, f: RecordFields, pos: number): void {
    const header = readHeader(data, f);
    for (const message of header.problems) problems.add(1, message);
    fatal = header.problems.length > 0;
    mismatch = header.mismatch;
    numeric = header.columns.numeric;
    unreported = header.columns.unreported;
    store.lacking(unreported);
    readRow = createRowReader(
      header.columns,
      dictionary,
      problems,
      store,
      clockOf(options),
      plants,
    );
    store.nextBlock(
      options.expectedBytes ? estimateRows(options.expectedBytes, data, pos) : COLUMN_BLOCK_ROWS,
    );
  }

  /** Reads every complete record of `data`; returns where the unread rest begins. */
  function consume(data: Uint8Array, final: boolean): number {
    let pos = 0;
    // A caller may refill the same buffer for the next chunk: never trust the last quote scan.
    quoteScanOf = null;
    if (!started) {
      if (data.length < 3 && !final) return 0;
      started = true;
      if (hasBom(data)) pos = 3;
    }
    if (!headerDone) {
      const eol = data.indexOf(LF, pos);
      if (eol < 0 && !final) return 0;
      delimiter = detectDelimiter(data, pos, eol < 0 ? data.length : eol);
      decimal = delimiter === SEMICOLON ? COMMA : DOT;
    }
    while (pos < data.length && !fatal && !plants.exceeded) {
      // The fast path: a complete line without quotes, split and read in one scan.
      if (headerDone) {
        const eol = data.indexOf(LF, pos);
        if (eol >= 0 && !quoteBefore(data, pos, eol)) {
          const end = eol > pos && data[eol - 1] === CR ? eol - 1 : eol;
          readPlainLine(data, pos, end, delimiter, decimal, numeric, fields);
          readRow(data, fields, line);
          line++;
          pos = eol + 1;
          continue;
        }
      }
      const next = readRecord(data, pos, delimiter, final, fields);
      if (next < 0) break;
      const lineNo = line;
      line += fields.lines;
      pos = next;
      if (!headerDone) {
        headerDone = true;
        startRows(data, fields, pos);
      } else {
        readNumberCells(data, decimal, numeric, fields);
        readRow(data, fields, lineNo);
      }
    }
    return fatal || plants.exceeded ? data.length : pos;
  }

  return {
    push(chunk) {
      leftover = feedChunk(leftover, chunk, (data) => consume(data, false));
    },
    finish() {
      consume(leftover ?? new Uint8Array(0), true);
      leftover = null;
      if (problems.count === 0 && store.rows === 0) problems.add(null, MSG_NO_DATA_ROWS);
      if (mismatch) return { ...problems.refusal(), headers: mismatch };
      if (problems.count > 0) return problems.refusal();
      return { ok: true, ...store.finish(delimiter === SEMICOLON ? ';' : ',', unreported) };
    },
  };
}

/**
 * Hours handed over as values (see `HourRow`): what `createRowsParser` makes of the spec CSV that
 * writes them one a line under the spec's header, without writing and reading that text.
 */
export interface HoursParser<Result> {
  /** The next hour, on the next line of that CSV; `lines` the lines it spans there (its texts' line breaks). */
  add(row: HourRow, lines: number): void;
  finish(): Result;
}

/**
 * A parser of hours as values that hands each accepted one to the sink `keep` makes; `unreported`
 * the optional measure columns the CSV of the hours lacks.
 */
export function createHoursParser<Kept>(
  keep: (strings: readonly string[]) => RowSink<Kept>,
  options: ParseOptions,
  unreported: readonly NotReportable[] = [],
): HoursParser<RowsResult<Kept>> {
  const dictionary = new StringDictionary();
  const store = new RowStore(keep(dictionary.strings), dictionary.strings);
  const problems = new ProblemList();
  const readHour = createHourRowReader(dictionary, problems, store, clockOf(options));
  store.nextBlock(COLUMN_BLOCK_ROWS);
  /** The header is line 1. */
  let line = 2;
  return {
    add(row, lines) {
      readHour(row, line);
      line += lines;
    },
    finish() {
      if (problems.count === 0 && store.rows === 0) problems.add(null, MSG_NO_DATA_ROWS);
      if (problems.count > 0) return problems.refusal();
      return { ok: true, ...store.finish(',', unreported) };
    },
  };
}
