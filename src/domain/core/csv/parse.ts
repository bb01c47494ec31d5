// CSV ingestion (accounts §5 "CSV upload" and "CSV parsing", as DESIGN.md makes them real):
// columns by header name, BOM, CRLF/LF, RFC 4180 quotes, `;` with decimal commas, every row
// validated, and in the same single pass a columnar dataset built or, for an upload, each row
// summed into its plant-day cell.
import { MAX_REPORTED_PROBLEMS, REQUIRED_HEADERS } from '../constants';
import {
  MSG_NO_DATA_ROWS,
  msgBadDate,
  msgColumnCount,
  msgDuplicateHeader,
  msgMissingHeaders,
  msgQuoteNotClosed,
  msgRowDateOutsideYears,
  msgValidationFailed,
} from '../messages';
import { PlantDayCellBuilder } from '../readings/plant-day-cells';
import { type PlantDayCell } from '../readings/plant-day-cell';
import { COLUMN_BLOCK_ROWS, GrowableColumn, type TypedArray } from './column-store';
import type { DataQualityReport, PlantDataset, RowIndex } from '../readings/dataset';
import type { CsvCellsResult, CsvParseResult, CsvProblem, CsvRefusal } from './parse-result';
import { parseDateBytes, type ParsedDate } from './parse-date';
import { QualityTracker } from './quality';
import { readNumberCells, readPlainLine } from './record-cells';
import {
  controlCharacterIn,
  controlCharacterMessage,
  dayWithinDataYears,
  MEASURE_RULES,
  meetsNumberRule,
  numberRuleMessage,
  PLANT_ID_RULE,
  plantNameMessage,
  quotable,
  totalTooLargeMessage,
  withinTotal,
  type NumberRule,
} from './row-rules';
import { StringDictionary } from './string-dictionary';
import { cellText, readRecord, RecordFields } from './tokenize';

const LF = 0x0a;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const DOT = 0x2e;
const QUOTE = 0x22;
const CR = 0x0d;

type RequiredHeader = (typeof REQUIRED_HEADERS)[number];

/** A parser fed chunk by chunk (an upload stream or a file read) that never holds a row as text. */
export interface CsvParser<Result = CsvParseResult> {
  push(chunk: Uint8Array): void;
  finish(): Result;
}

/**
 * What a parser keeps of each accepted row besides its index (`RowIndex`): every value (the
 * dataset) or only the sums of the row's plant-day (the cells).
 */
interface RowSink<Kept> {
  /** Columns filled in step with the index's, block by block. */
  readonly columns: readonly GrowableColumn<TypedArray>[];
  /** Row `slot` of the current block; its measures in MEASURE_RULES order; texts as dictionary ids. */
  add(
    slot: number,
    plantId: number,
    day: number,
    name: number,
    fuel: number,
    ts: number,
    measures: Float64Array,
  ): void;
  finish(index: RowIndex, rows: number): Kept;
}

/** Keeps every value of every row, as a PlantDataset. */
function datasetSink(strings: readonly string[]): RowSink<PlantDataset> {
  const nameCol = new GrowableColumn(Uint32Array);
  const fuelCol = new GrowableColumn(Uint32Array);
  const measureCols = MEASURE_RULES.map(() => new GrowableColumn(Float64Array));
  return {
    columns: [nameCol, fuelCol, ...measureCols],
    add(slot, _plantId, _day, name, fuel, _ts, measures) {
      nameCol.current[slot] = name;
      fuelCol.current[slot] = fuel;
      for (let m = 0; m < measureCols.length; m++) measureCols[m]!.current[slot] = measures[m]!;
    },
    finish(index, rows) {
      const measures = measureCols.map((c) => c.finish(rows));
      return {
        ...index,
        plantName: nameCol.finish(rows),
        fuelType: fuelCol.finish(rows),
        electricityMWh: measures[0]!,
        heatMWh: measures[1]!,
        fuelMWh: measures[2]!,
        co2Tonnes: measures[3]!,
        ch4Kg: measures[4]!,
        n2oKg: measures[5]!,
        efficiencyPct: measures[6]!,
        strings,
      };
    },
  };
}

/** Keeps only the sums of each plant-day: a file's cells for the history, without its rows. */
function cellsSink(strings: readonly string[]): RowSink<PlantDayCell[]> {
  const cells = new PlantDayCellBuilder();
  return {
    columns: [],
    add(_slot, plantId, day, name, fuel, ts, measures) {
      cells.add(plantId, day, strings[name]!, strings[fuel]!, ts, measures);
    },
    finish: (index) => cells.finish(index),
  };
}

type RowsResult<Kept> = { ok: true; kept: Kept; quality: DataQualityReport } | CsvRefusal;

function hasBom(data: Uint8Array): boolean {
  return data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf;
}

/** `;` when the header line has more semicolons than commas outside quotes (European Excel). */
function detectDelimiter(data: Uint8Array, start: number, end: number): number {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = start; i < end; i++) {
    const c = data[i];
    if (c === QUOTE) quoted = !quoted;
    else if (!quoted && c === COMMA) commas++;
    else if (!quoted && c === SEMICOLON) semicolons++;
  }
  return semicolons > commas ? SEMICOLON : COMMA;
}

/** The text of a refused cell as its message quotes it. */
function shownCell(data: Uint8Array, f: RecordFields, k: number): string {
  return quotable(cellText(data, f, k).trim());
}

function isBlankRecord(data: Uint8Array, f: RecordFields): boolean {
  if (f.count !== 1) return false;
  for (let i = f.start[0]!; i < f.end[0]!; i++) {
    const c = data[i];
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

const SAMPLE_BYTES = 64 * 1024;

/**
 * Rows the first block holds for a file of `bytes`: the mean length of the lines in the first
 * 64 KiB after the header, with 10 % room for longer lines further on.
 */
function estimateRows(bytes: number, data: Uint8Array, start: number): number {
  const end = Math.min(data.length, start + SAMPLE_BYTES);
  let lines = 0;
  let last = start;
  for (let i = data.indexOf(LF, start); i >= 0 && i < end; i = data.indexOf(LF, i + 1)) {
    lines++;
    last = i + 1;
  }
  const lineBytes = lines > 0 ? (last - start) / lines : end - start;
  return Math.min(Math.ceil((bytes / Math.max(lineBytes, 16)) * 1.1) + 64, 1 << 27);
}

/**
 * A streaming parser that hands each accepted row to the sink `keep` makes. `expectedBytes` (the
 * file size, when known) lets the columns be allocated once instead of grown and joined.
 */
function createRowsParser<Kept>(
  keep: (strings: readonly string[]) => RowSink<Kept>,
  options: { expectedBytes?: number },
): CsvParser<RowsResult<Kept>> {
  const fields = new RecordFields();
  const date: ParsedDate = { timestamp: 0, day: 0 };
  const dictionary = new StringDictionary();
  const sink = keep(dictionary.strings);
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  const tracker = new QualityTracker();

  let leftover: Uint8Array | null = null;
  let started = false;
  let headerDone = false;
  let fatal = false;
  let line = 1;
  let delimiter = COMMA;
  let decimal = DOT;
  let expectedColumns = 0;
  /** Where the header puts each required column. */
  let dateColumn = 0;
  let plantIdColumn = 0;
  let nameColumn = 0;
  let fuelColumn = 0;
  const measureColumns = new Int32Array(MEASURE_RULES.length);
  /** Each measure's total over the rows read so far. */
  const totals = new Float64Array(MEASURE_RULES.length);
  /** 1 for each column the header names as numeric. */
  let numeric = new Uint8Array(0);
  /** Per dictionary id: the text's first control character, or -1. */
  const controlCodes: number[] = [];

  let rows = 0;
  /** Row index at which the current block starts, and the row at which it is full. */
  let blockStart = 0;
  let blockEnd = 0;
  let quoteScanOf: Uint8Array | null = null;
  let nextQuote = -1;
  const lineCol = new GrowableColumn(Uint32Array);
  const timestampCol = new GrowableColumn(Float64Array);
  const dayCol = new GrowableColumn(Int32Array);
  const plantIdCol = new GrowableColumn(Int32Array);
  const allCols = [lineCol, timestampCol, dayCol, plantIdCol, ...sink.columns];
  /** The measures of the row being read, in MEASURE_RULES order. */
  const measures = new Float64Array(MEASURE_RULES.length);

  function problem(lineNo: number | null, message: string): void {
    problemCount++;
    if (problems.length < MAX_REPORTED_PROBLEMS) problems.push({ line: lineNo, message });
  }

  function nextBlock(size: number): void {
    for (const c of allCols) c.nextBlock(size);
    blockStart = rows;
    blockEnd = rows + size;
  }

  function readHeader(data: Uint8Array, f: RecordFields): void {
    const names = Array.from({ length: f.count }, (_, k) => cellText(data, f, k).trim());
    const lower = names.map((n) => n.toLowerCase());
    const missing: string[] = [];
    const index = {} as Record<RequiredHeader, number>;
    for (const h of REQUIRED_HEADERS) {
      const k = lower.indexOf(h.toLowerCase());
      if (k < 0) missing.push(h);
      else if (lower.indexOf(h.toLowerCase(), k + 1) >= 0) {
        problem(1, msgDuplicateHeader(h));
        fatal = true;
      }
      index[h] = k;
    }
    if (missing.length > 0) {
      problem(1, msgMissingHeaders(missing));
      fatal = true;
    }
    expectedColumns = f.count;
    dateColumn = index.date;
    plantIdColumn = index.plant_id;
    nameColumn = index.plant_name;
    fuelColumn = index.fuel_type;
    MEASURE_RULES.forEach((rule, m) => (measureColumns[m] = index[rule.column]));
    numeric = new Uint8Array(expectedColumns);
    numeric[plantIdColumn] = 1;
    for (const k of measureColumns) numeric[k] = 1;
  }

  /** Whether a quote occurs before `end` (the position of the next quote is kept per buffer). */
  function quoteBefore(data: Uint8Array, pos: number, end: number): boolean {
    if (quoteScanOf !== data || (nextQuote >= 0 && nextQuote < pos)) {
      quoteScanOf = data;
      nextQuote = data.indexOf(QUOTE, pos);
    }
    return nextQuote >= 0 && nextQuote < end;
  }

  /** The number of cell `k` when it meets `rule`; otherwise NaN, and the problem is reported. */
  function numberCell(
    data: Uint8Array,
    f: RecordFields,
    k: number,
    rule: NumberRule,
    lineNo: number,
  ): number {
    const value = f.value[k]!;
    if (meetsNumberRule(rule, value)) return value;
    problem(lineNo, numberRuleMessage(rule, lineNo, shownCell(data, f, k), value));
    return NaN;
  }

  /** The dictionary id of text cell `k`, or -1 when it holds a control character (reported). */
  function textCell(
    data: Uint8Array,
    f: RecordFields,
    k: number,
    column: string,
    lineNo: number,
  ): number {
    const start = f.start[k]!;
    const end = f.end[k]!;
    const id = dictionary.intern(data, start, end, f.escaped[k] === 1);
    // A text repeats on many rows: its bytes are checked once, when it is first seen.
    if (id === controlCodes.length) controlCodes.push(controlCharacterIn(data, start, end));
    const code = controlCodes[id]!;
    if (code < 0) return id;
    problem(lineNo, controlCharacterMessage(lineNo, column, code));
    return -1;
  }

  /** The dictionary id of the row's plant name, or -1 when it breaks a text rule (reported). */
  function nameCell(data: Uint8Array, f: RecordFields, lineNo: number): number {
    const id = textCell(data, f, nameColumn, 'plant_name', lineNo);
    const tooLong = id < 0 ? null : plantNameMessage(lineNo, dictionary.strings[id]!);
    if (tooLong === null) return id;
    problem(lineNo, tooLong);
    return -1;
  }

  /**
   * Checks one record against every row rule and stores it when the file has no problem yet.
   * Both paths end here (their numbers already read into `f.value`): a rule lives only here.
   */
  function readRow(data: Uint8Array, f: RecordFields, lineNo: number): void {
    if (f.count !== expectedColumns) {
      if (!isBlankRecord(data, f))
        problem(lineNo, msgColumnCount(lineNo, f.count, expectedColumns));
      return;
    }
    if (f.malformed) {
      problem(lineNo, msgQuoteNotClosed(lineNo));
      return;
    }
    let ok = parseDateBytes(data, f.start[dateColumn]!, f.end[dateColumn]!, date);
    if (!ok) problem(lineNo, msgBadDate(lineNo, shownCell(data, f, dateColumn)));
    else if (!dayWithinDataYears(date.day)) {
      ok = false;
      problem(lineNo, msgRowDateOutsideYears(lineNo, shownCell(data, f, dateColumn)));
    }
    const plantId = numberCell(data, f, plantIdColumn, PLANT_ID_RULE, lineNo);
    const name = nameCell(data, f, lineNo);
    const fuel = textCell(data, f, fuelColumn, 'fuel_type', lineNo);
    ok &&= !Number.isNaN(plantId) && name >= 0 && fuel >= 0;
    for (let m = 0; m < MEASURE_RULES.length; m++) {
      const rule = MEASURE_RULES[m]!;
      const value = numberCell(data, f, measureColumns[m]!, rule, lineNo);
      if (Number.isNaN(value)) {
        ok = false;
        continue;
      }
      measures[m] = value;
      const before = totals[m]!;
      const after = before + value;
      totals[m] = after;
      // Totals only grow: the row that takes one past the limit is reported, once.
      if (!withinTotal(after) && withinTotal(before)) {
        problem(lineNo, totalTooLargeMessage(lineNo, rule.column));
      }
    }
    if (ok && problemCount === 0) storeRow(plantId, name, fuel, lineNo);
  }

  /** Appends a validated row; its measures are in `measures`, its date in `date`. */
  function storeRow(plantId: number, name: number, fuel: number, lineNo: number): void {
    const slot = rows - blockStart;
    tracker.observe(
      plantId,
      dictionary.strings[name]!,
      dictionary.strings[fuel]!,
      date.timestamp,
      lineNo,
    );
    lineCol.current[slot] = lineNo;
    timestampCol.current[slot] = date.timestamp;
    dayCol.current[slot] = date.day;
    plantIdCol.current[slot] = plantId;
    sink.add(slot, plantId, date.day, name, fuel, date.timestamp, measures);
    rows++;
    if (rows === blockEnd) nextBlock(COLUMN_BLOCK_ROWS);
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
    while (pos < data.length && !fatal) {
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
        readHeader(data, fields);
        nextBlock(
          options.expectedBytes
            ? estimateRows(options.expectedBytes, data, pos)
            : COLUMN_BLOCK_ROWS,
        );
      } else {
        readNumberCells(data, decimal, numeric, fields);
        readRow(data, fields, lineNo);
      }
    }
    return fatal ? data.length : pos;
  }

  function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    return out;
  }

  /**
   * The accepted rows' index, each column joined from its blocks when first read: a file in time
   * order gets its quality report and plant-day cells without reading them, so an upload of a
   * year of 100 plants does not copy its 17 MiB of index once more at the end.
   */
  function rowIndex(): RowIndex {
    const joined = <T extends TypedArray>(column: GrowableColumn<T>) => {
      let whole: T | undefined;
      return () => (whole ??= column.finish(rows));
    };
    const [line, timestamp, day, plantId] = [
      joined(lineCol),
      joined(timestampCol),
      joined(dayCol),
      joined(plantIdCol),
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
    };
  }

  function refusal(): CsvRefusal {
    const listed = problems.map((p) => p.message).join('; ');
    const more =
      problemCount > problems.length
        ? ` (and ${problemCount - problems.length} more; ${problemCount} problems in total)`
        : '';
    return {
      ok: false,
      message: msgValidationFailed(listed + more),
      problems: [...problems],
      problemCount,
    };
  }

  return {
    push(chunk) {
      const data = leftover && leftover.length > 0 ? concat(leftover, chunk) : chunk;
      const pos = consume(data, false);
      leftover = pos < data.length ? data.slice(pos) : null;
    },
    finish() {
      consume(leftover ?? new Uint8Array(0), true);
      leftover = null;
      if (problemCount === 0 && rows === 0) problem(null, MSG_NO_DATA_ROWS);
      if (problemCount > 0) return refusal();
      const index = rowIndex();
      const quality = tracker.report(index, delimiter === SEMICOLON ? ';' : ',');
      return { ok: true, kept: sink.finish(index, rows), quality };
    },
  };
}

/** A streaming parser of `createRowsParser` whose accepted result is shaped by `accepted`. */
function shapedParser<Kept, Accepted>(
  keep: (strings: readonly string[]) => RowSink<Kept>,
  options: { expectedBytes?: number },
  accepted: (kept: Kept, quality: DataQualityReport) => Accepted,
): CsvParser<Accepted | CsvRefusal> {
  const parser = createRowsParser(keep, options);
  return {
    push: parser.push,
    finish() {
      const result = parser.finish();
      return result.ok ? accepted(result.kept, result.quality) : result;
    },
  };
}

/** Parses a whole file held in memory with a parser sized for it. */
function parseWhole<Result>(
  create: (options: { expectedBytes: number }) => CsvParser<Result>,
  bytes: Uint8Array,
): Result {
  const parser = create({ expectedBytes: bytes.length });
  parser.push(bytes);
  return parser.finish();
}

/** A streaming parser whose result keeps every row (see `createRowsParser`). */
export function createCsvParser(options: { expectedBytes?: number } = {}): CsvParser {
  return shapedParser(datasetSink, options, (dataset, quality) => ({
    ok: true,
    dataset,
    quality,
  }));
}

/** Parses and validates a whole CSV file held in memory. */
export function parseCsv(bytes: Uint8Array): CsvParseResult {
  return parseWhole(createCsvParser, bytes);
}

/** A streaming parser whose result keeps only each plant-day's cell (see `parseCsvToCells`). */
export function createCellsParser(
  options: { expectedBytes?: number } = {},
): CsvParser<CsvCellsResult> {
  return shapedParser(cellsSink, options, (cells, quality) => ({ ok: true, cells, quality }));
}

/**
 * Parses and validates a whole CSV file held in memory, keeping only its plant-day cells: the
 * same validation, quality report and cells as `parseCsv` and `plantDayCells`, without the rows'
 * values in memory (a fifth of the dataset's size).
 */
export function parseCsvToCells(bytes: Uint8Array): CsvCellsResult {
  return parseWhole(createCellsParser, bytes);
}
