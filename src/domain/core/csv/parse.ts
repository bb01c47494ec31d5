// CSV ingestion (accounts §5 "CSV upload" and "CSV parsing", as DESIGN.md makes them real):
// columns by header name, BOM, CRLF/LF, RFC 4180 quotes, `;` with decimal commas, every row
// validated, and a columnar dataset built in the same single pass.
import { MAX_REPORTED_PROBLEMS, NUMERIC_HEADERS, REQUIRED_HEADERS } from '../constants';
import {
  MSG_NO_DATA_ROWS,
  msgBadDate,
  msgColumnCount,
  msgEfficiencyRange,
  msgMissingHeaders,
  msgNegative,
  msgNotANumber,
  msgPlantIdNotInteger,
  msgValidationFailed,
} from '../messages';
import { COLUMN_BLOCK_ROWS, GrowableColumn } from './column-store';
import type { CsvParseResult, CsvProblem, PlantDataset } from './dataset';
import { parseDateBytes, type ParsedDate } from './parse-date';
import { parseNumberBytes } from './parse-number';
import { QualityTracker } from './quality';
import { StringDictionary } from './string-dictionary';
import { cellText, readRecord, RecordFields } from './tokenize';

const LF = 0x0a;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const DOT = 0x2e;
const QUOTE = 0x22;
const CR = 0x0d;

/** What each column holds, for the fast path (0: a column the analysis ignores); measures follow ROLE_MEASURE in MEASURES order. */
const ROLE_DATE = 1;
const ROLE_NAME = 2;
const ROLE_FUEL = 3;
const ROLE_PLANT_ID = 4;
const ROLE_MEASURE = 5;
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

type RequiredHeader = (typeof REQUIRED_HEADERS)[number];
type NumericHeader = (typeof NUMERIC_HEADERS)[number];
/** The numeric columns besides plant_id, in the order the dataset stores them. */
const MEASURES = NUMERIC_HEADERS.filter((h) => h !== 'plant_id') as Exclude<
  NumericHeader,
  'plant_id'
>[];
const ROLE_EFFICIENCY = ROLE_MEASURE + MEASURES.indexOf('efficiency_percent');

/** A parser fed chunk by chunk (an upload stream or a file read) that never holds a row as text. */
export interface CsvParser {
  push(chunk: Uint8Array): void;
  finish(): CsvParseResult;
}

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
 * Creates a streaming parser; `parseCsv` is the one-buffer shortcut. `expectedBytes` (the file
 * size, when known) lets the columns be allocated once instead of grown and joined.
 */
export function createCsvParser(options: { expectedBytes?: number } = {}): CsvParser {
  const fields = new RecordFields();
  const date: ParsedDate = { timestamp: 0, day: 0 };
  const dictionary = new StringDictionary();
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
  const index = {} as Record<RequiredHeader, number>;
  const measureIndex: number[] = [];

  let rows = 0;
  /** Row index at which the current block starts, and the row at which it is full. */
  let blockStart = 0;
  let blockEnd = 0;
  let roles = new Uint8Array(0);
  let quoteScanOf: Uint8Array | null = null;
  let nextQuote = -1;
  const lineCol = new GrowableColumn(Uint32Array);
  const timestampCol = new GrowableColumn(Float64Array);
  const dayCol = new GrowableColumn(Int32Array);
  const plantIdCol = new GrowableColumn(Int32Array);
  const nameCol = new GrowableColumn(Uint32Array);
  const fuelCol = new GrowableColumn(Uint32Array);
  const measureCols = MEASURES.map(() => new GrowableColumn(Float64Array));
  const allCols = [lineCol, timestampCol, dayCol, plantIdCol, nameCol, fuelCol, ...measureCols];

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
    for (const h of REQUIRED_HEADERS) {
      const k = lower.indexOf(h.toLowerCase());
      if (k < 0) missing.push(h);
      else if (lower.indexOf(h.toLowerCase(), k + 1) >= 0) {
        problem(1, `Header ${h} appears more than once`);
        fatal = true;
      }
      index[h] = k;
    }
    if (missing.length > 0) {
      problem(1, msgMissingHeaders(missing));
      fatal = true;
    }
    expectedColumns = f.count;
    MEASURES.forEach((h, m) => (measureIndex[m] = index[h]));
    roles = new Uint8Array(expectedColumns);
    roles[index.date] = ROLE_DATE;
    roles[index.plant_id] = ROLE_PLANT_ID;
    roles[index.plant_name] = ROLE_NAME;
    roles[index.fuel_type] = ROLE_FUEL;
    MEASURES.forEach((h, m) => (roles[index[h]] = ROLE_MEASURE + m));
  }

  /**
   * The fast path for a quote-free line `[pos, end)`: splits and reads numbers in one scan.
   * Anything unusual (a sign, an exponent, spaces, a wrong column count, an invalid value)
   * returns false, and the line goes through the general path, which names the problem.
   */
  function readPlainRow(data: Uint8Array, pos: number, end: number, lineNo: number): boolean {
    // Locals, not the closure's variables, so the optimiser keeps them in registers.
    const slot = rows - blockStart;
    const columns = expectedColumns;
    const columnRoles = roles;
    const sep = delimiter;
    const point = decimal;
    let i = pos;
    let plantId = 0;
    let dateStart = 0;
    let dateEnd = 0;
    let nameStart = 0;
    let nameEnd = 0;
    let fuelStart = 0;
    let fuelEnd = 0;
    for (let k = 0; k < columns; k++) {
      if (k > 0) {
        if (i >= end) return false;
        i++;
      }
      const role = columnRoles[k]!;
      const start = i;
      if (role >= ROLE_PLANT_ID) {
        let mantissa = 0;
        let digits = 0;
        let scale = 0;
        let dot = false;
        for (; i < end; i++) {
          const c = data[i]!;
          const digit = c - 0x30;
          if (digit >= 0 && digit <= 9) {
            mantissa = mantissa * 10 + digit;
            digits++;
            if (dot) scale++;
          } else if (c === sep) break;
          else if (c === point && !dot) dot = true;
          else return false;
        }
        if (digits === 0 || digits > 15) return false;
        const value = scale === 0 ? mantissa : mantissa / POW10[scale]!;
        if (role === ROLE_PLANT_ID) {
          if (dot || value > 0x7fffffff) return false;
          plantId = value;
        } else {
          if (role === ROLE_EFFICIENCY && value > 100) return false;
          measureCols[role - ROLE_MEASURE]!.current[slot] = value;
        }
      } else {
        while (i < end && data[i] !== sep) i++;
        if (role === ROLE_DATE) {
          dateStart = start;
          dateEnd = i;
        } else if (role === ROLE_NAME) {
          nameStart = start;
          nameEnd = i;
        } else if (role === ROLE_FUEL) {
          fuelStart = start;
          fuelEnd = i;
        }
      }
    }
    if (i !== end || !parseDateBytes(data, dateStart, dateEnd, date)) return false;
    storeRow(
      plantId,
      dictionary.intern(data, nameStart, nameEnd, false),
      dictionary.intern(data, fuelStart, fuelEnd, false),
      lineNo,
    );
    return true;
  }

  /** Whether a quote occurs before `end` (the position of the next quote is kept per buffer). */
  function quoteBefore(data: Uint8Array, pos: number, end: number): boolean {
    if (quoteScanOf !== data || (nextQuote >= 0 && nextQuote < pos)) {
      quoteScanOf = data;
      nextQuote = data.indexOf(QUOTE, pos);
    }
    return nextQuote >= 0 && nextQuote < end;
  }

  function numberProblem(
    lineNo: number,
    data: Uint8Array,
    f: RecordFields,
    k: number,
    header: string,
    value: number,
  ): boolean {
    const text = cellText(data, f, k).trim();
    if (Number.isNaN(value)) problem(lineNo, msgNotANumber(lineNo, header, text));
    else if (header === 'efficiency_percent') problem(lineNo, msgEfficiencyRange(lineNo, text));
    else if (header === 'plant_id' && value >= 0)
      problem(lineNo, msgPlantIdNotInteger(lineNo, text));
    else problem(lineNo, msgNegative(lineNo, header, text));
    return false;
  }

  function readRow(data: Uint8Array, f: RecordFields, lineNo: number): void {
    if (f.count !== expectedColumns) {
      problem(lineNo, msgColumnCount(lineNo, f.count, expectedColumns));
      return;
    }
    if (f.malformed) {
      problem(lineNo, `Row ${lineNo}: a quoted cell is not closed properly`);
      return;
    }
    let ok = true;
    const dk = index.date;
    if (!parseDateBytes(data, f.start[dk]!, f.end[dk]!, date)) {
      problem(lineNo, msgBadDate(lineNo, cellText(data, f, dk).trim()));
      ok = false;
    }
    const pk = index.plant_id;
    const plantId = parseNumberBytes(data, f.start[pk]!, f.end[pk]!, decimal);
    if (!(Number.isInteger(plantId) && plantId >= 0 && plantId <= 0x7fffffff)) {
      ok = numberProblem(lineNo, data, f, pk, 'plant_id', plantId);
    }
    const slot = rows - blockStart;
    for (let m = 0; m < MEASURES.length; m++) {
      const k = measureIndex[m]!;
      const v = parseNumberBytes(data, f.start[k]!, f.end[k]!, decimal);
      const bad = m === MEASURES.length - 1 ? !(v >= 0 && v <= 100) : !(v >= 0);
      if (bad) ok = numberProblem(lineNo, data, f, k, MEASURES[m]!, v);
      else measureCols[m]!.current[slot] = v;
    }
    if (!ok || problemCount > 0) return;
    const nk = index.plant_name;
    const fk = index.fuel_type;
    storeRow(
      plantId,
      dictionary.intern(data, f.start[nk]!, f.end[nk]!, f.escaped[nk] === 1),
      dictionary.intern(data, f.start[fk]!, f.end[fk]!, f.escaped[fk] === 1),
      lineNo,
    );
  }

  /** Appends a validated row; its measures are already in the current slot, its date in `date`. */
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
    nameCol.current[slot] = name;
    fuelCol.current[slot] = fuel;
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
      if (headerDone && problemCount === 0) {
        const eol = data.indexOf(LF, pos);
        if (eol >= 0 && !quoteBefore(data, pos, eol)) {
          const end = eol > pos && data[eol - 1] === CR ? eol - 1 : eol;
          if (end > pos && readPlainRow(data, pos, end, line)) {
            line++;
            pos = eol + 1;
            continue;
          }
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
      } else if (!isBlankRecord(data, fields)) {
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

  function buildDataset(): PlantDataset {
    const measures = measureCols.map((c) => c.finish(rows));
    return {
      rowCount: rows,
      line: lineCol.finish(rows),
      timestamp: timestampCol.finish(rows),
      day: dayCol.finish(rows),
      plantId: plantIdCol.finish(rows),
      plantName: nameCol.finish(rows),
      fuelType: fuelCol.finish(rows),
      electricityMWh: measures[0]!,
      heatMWh: measures[1]!,
      fuelMWh: measures[2]!,
      co2Tonnes: measures[3]!,
      ch4Kg: measures[4]!,
      n2oKg: measures[5]!,
      efficiencyPct: measures[6]!,
      strings: dictionary.strings,
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
      if (problemCount > 0) {
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
      const dataset = buildDataset();
      return {
        ok: true,
        dataset,
        quality: tracker.report(dataset, delimiter === SEMICOLON ? ';' : ','),
      };
    },
  };
}

/** Parses and validates a whole CSV file held in memory. */
export function parseCsv(bytes: Uint8Array): CsvParseResult {
  const parser = createCsvParser({ expectedBytes: bytes.length });
  parser.push(bytes);
  return parser.finish();
}
