// Issue 27: a plant system's export read through an import profile into the spec's rows: its own
// headers mapped onto the spec's columns, its separators, its units converted, its timestamps read
// in its format and time zone, its readings rolled up into hours. What comes out is a spec CSV,
// which the upload path then checks and stores like any other; a row the profile cannot read is
// reported with its line and the column as the file spells it.
import { count } from '../format';
import { msgBadDate, msgBadDateInFormat, msgTooManyPlants } from '../messages';
import { feedChunk } from '../csv/feed-chunk';
import { detectDelimiter, hasBom } from '../csv/file-start';
import { parseNumberBytes } from '../csv/parse-number';
import type { CsvRefusal } from '../csv/parse-result';
import { PlantLimit } from '../csv/plant-limit';
import { ProblemList } from '../csv/problem-list';
import {
  MEASURE_RULES,
  meetsNumberRule,
  numberRuleMessage,
  PLANT_ID_RULE,
  quotable,
} from '../csv/row-rules';
import { StringDictionary } from '../csv/string-dictionary';
import { readPlainLine } from '../csv/record-cells';
import { cellText, readRecord, RecordFields } from '../csv/tokenize';
import { headerIndex } from './header-index';
import { RepeatedCell } from './repeated-cell';
import type { ImportProfile } from './import-profile';
import { MEASURE_HEADERS } from '../readings/measures';
import {
  factorToSpec,
  isMeasureColumn,
  isPowerUnit,
  OPERATING_TIME_UNITS,
  type MeasureColumn,
  type OperatingTimeUnit,
} from '../units/units';
import {
  createHourRollup,
  OPERATING_TIME,
  READING_MEASURES,
  READING_SIZE,
  type PartialHour,
  type PlantHour,
  VALID_HOUR_SHARE,
} from './hour-rollup';
import { measureIndex } from '../readings/measures';
import { LONGEST_INTERVAL_MINUTES } from './hour-interval';
import { createTimestampReader } from './profile-timestamps';
import { knowsOperatingTime, SpecCsvWriter, specCsvExtras } from './spec-csv-writer';
import { UNIT_ID_HEADER } from '../constants';
import type { FlaggedHour } from '../readings/flagged-hours';
import { HOURS_PER_DAY } from '../csv/row-rules';
import { DayRows } from './day-rows';
import { DAILY_DATE_FORMAT } from './import-profile';

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const TAB = 0x09;
const EFFICIENCY = READING_MEASURES.indexOf('efficiency');
const CO2 = measureIndex('CO2_emissions_tonnes');
/** The range of a percent: a derived efficiency outside it is flagged, never refused. */
const MAX_PERCENT = 100;

/** No blank cell or odd row: what a file read without a profile gives. */
export const NO_BLANKS: BlankCounts = {
  notOperating: 0,
  missing: 0,
  incomplete: 0,
  efficiencyOutOfRange: 0,
};

/** What the reader made of the blank cells and odd rows of a file, counted by hour. */
export interface BlankCounts {
  /** Rows of hours the file says were not operated (operating time 0, or blanks the profile says so). */
  notOperating: number;
  /**
   * Rows of operated hours without their CO2 (gaps whose energy and fuel still count), or rows of
   * blanks (left out): they are gaps.
   */
  missing: number;
  /** Rows kept with a blank measure taken as 0: CO2 without fuel or load, say. */
  incomplete: number;
  /** Hours whose derived efficiency fell outside 0-100 % (start-up hours): kept at 100 %. */
  efficiencyOutOfRange: number;
}

export interface ProfileReader {
  /** Feeds bytes of the foreign file; returns bytes of the same rows as a spec CSV (the spec's header first). */
  push(chunk: Uint8Array): Uint8Array;
  /** The rest; then `problems` and `refusal` hold what the profile could not read. */
  finish(): Uint8Array;
  /** The messages of the first problems (MAX_REPORTED_PROBLEMS). */
  problems(): readonly string[];
  /** The file's refusal, as any refused file's (every problem counted, the first listed); null without one. */
  refusal(): CsvRefusal | null;
  /** Hours left out for holding under 80 % of their readings (MRR Art. 44). */
  partialHours(): readonly PartialHour[];
  /** What the file's blank cells and odd rows were taken as. */
  blanks(): BlankCounts;
  /** The hours whose derived efficiency passed 100 %, each with it, in the order read. */
  flaggedHours(): readonly FlaggedHour[];
}

/** Why a reading of a plant with no two readings at most an hour apart makes no hour. */
const msgIntervalUnreadable = (row: number, plantId: number) =>
  `Row ${row}: plant ${plantId} has no other reading within ${LONGEST_INTERVAL_MINUTES} minutes of this one, so the interval of its readings cannot be read: give it as the profile's interval_minutes`;

/** Why a file whose every hour is partial stores nothing, instead of "needs a data row". */
const msgNoCompleteHour = (partial: number) =>
  `No hour of the file held ${VALID_HOUR_SHARE * 100} % of its readings (MRR Art. 44): all ${count(partial, 'hour')} it holds are partial, so there is nothing to store`;

const DELIMITERS = { ',': COMMA, ';': SEMICOLON, '\t': TAB } as const;

/** The lines a hour's row spans in the spec CSV: one, and one more per line break in its texts. */
function linesOf(h: PlantHour): number {
  let lines = 1;
  for (const text of [h.plantName, h.fuelType, h.unitId]) {
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  }
  return lines;
}

/** Where each spec column sits in the file's header, or the problems of a header that lacks one. */
function placeColumns(profile: ImportProfile, names: readonly string[]) {
  const problems: string[] = [];
  const place = (column: string, header: string) => {
    const k = headerIndex(names, header);
    if (k < 0) {
      problems.push(
        `The file has no column "${header}" (the profile's ${column}); its columns are: ${names.join(', ')}`,
      );
    }
    return k;
  };
  const date = profile.columns.date;
  const unitHeader = profile.columns[UNIT_ID_HEADER];
  const dateHeaders = date === undefined ? [] : typeof date === 'string' ? [date] : date;
  const columns = {
    date: dateHeaders.map((h) => place('date', h)),
    plantId: place('plant_id', profile.columns.plant_id ?? ''),
    // A column the profile gives a fixed value is read from no cell (-1).
    name:
      profile.fixed.plant_name === undefined
        ? place('plant_name', profile.columns.plant_name ?? '')
        : -1,
    fuel:
      profile.fixed.fuel_type === undefined
        ? place('fuel_type', profile.columns.fuel_type ?? '')
        : -1,
    // The plant's unit, when the profile maps one (-1: the plant itself).
    unit: unitHeader === undefined ? -1 : place(UNIT_ID_HEADER, unitHeader),
    // A row's measures, READ_MEASURES in order.
    measures: MEASURE_HEADERS.map((column, slot) => {
      const header = profile.columns[column];
      const unit = isMeasureColumn(column) ? profile.units[column] : undefined;
      return {
        slot,
        rule: MEASURE_RULES[slot]!,
        header: header ?? null,
        at: header === undefined ? -1 : place(column, header),
        factor: unit === undefined ? 1 : factorToSpec(column as MeasureColumn, unit)!,
        rate: unit !== undefined && isPowerUnit(unit),
      };
    }),
    operatingTime:
      profile.columns.operating_time === undefined
        ? -1
        : place('operating_time', profile.columns.operating_time),
    operatingFactor: operatingFactorOf(profile),
  };
  return { columns, problems };
}

/**
 * What a cell of the operating-time column is multiplied by: to the share of the hour operated, or
 * of a daily profile to the hours of the day operated (a fraction is then the day's share).
 */
function operatingFactorOf(profile: ImportProfile): number {
  const unit = (profile.units.operating_time ?? 'fraction') as OperatingTimeUnit;
  const factor = OPERATING_TIME_UNITS[unit];
  return profile.period === 'day' && unit === 'fraction' ? factor * HOURS_PER_DAY : factor;
}

/** What a reader does with the hours it reads besides writing them. */
export interface ReaderOptions {
  /** Sees each hour as it is read, with the lines its row spans in the spec CSV. */
  onHour?: (hour: PlantHour, lines: number) => void;
  /** False: `push` and `finish` write no CSV (the hours are written elsewhere, see HourPacker). */
  write?: boolean;
  /** The most plants the file may hold (none: any number); past them it is read no further. */
  maxPlants?: number;
}

/** A reader of one file through `profile` (validated by importProfileSchema). */
export function createProfileReader(
  profile: ImportProfile,
  { onHour, write = true, maxPlants }: ReaderOptions = {},
): ProfileReader {
  const fields = new RecordFields();
  const problems = new ProblemList();
  const plants = new PlantLimit(maxPlants);
  // A daily row's day is the day written, whatever the zone: read as its midnight UTC.
  const daily = profile.period === 'day';
  const dateFormat = daily ? (profile.date_format ?? DAILY_DATE_FORMAT) : profile.date_format;
  const readInstant = createTimestampReader(dateFormat, daily ? 'UTC' : profile.timezone);
  /** The time a row may say was operated: an hour, or a daily row's day. */
  const wholePeriod = daily ? HOURS_PER_DAY : 1;
  const days = daily ? new DayRows() : null;
  const decimal = profile.decimal === ',' ? COMMA : 0x2e;
  let delimiter = profile.delimiter === null ? -1 : DELIMITERS[profile.delimiter];
  let columns: ReturnType<typeof placeColumns>['columns'] | null = null;
  // A plant's name and fuel repeat in each of its rows, a timestamp in each plant's: decoded once.
  const names = new StringDictionary();
  // One row's measures at a time, READING_MEASURES in order: the rollup copies them.
  const reading = new Float64Array(READING_SIZE);
  const blanks: BlankCounts = { ...NO_BLANKS };
  const flagged: FlaggedHour[] = [];
  /** Per measure of the row being read (READING_MEASURES order): 1 when its cell is blank. */
  const blank = new Uint8Array(READING_MEASURES.length);
  let dates: RepeatedCell[] = [];
  /** 1 for each of the file's columns read as a number; whether the line's numbers were read. */
  let numeric = new Uint8Array(0);
  let numbersRead = false;
  let quoteScanOf: Uint8Array | null = null;
  let nextQuote = -1;
  let fatal = false;
  let started = false;
  let line = 1;
  let leftover: Uint8Array | null = null;
  const writer = write ? new SpecCsvWriter(specCsvExtras(profile)) : null;
  const derived = profile.absent.includes('efficiency_percent');
  // Without an efficiency column it is derived as (electricity + heat) / fuel.
  let hoursWritten = 0;
  /** Writes an hour, or a daily row's day, of the file. */
  const emit = (read: PlantHour) => {
    hoursWritten++;
    const h = derived ? { ...read, efficiency: derivedEfficiency(read) } : read;
    writer?.add(h);
    onHour?.(h, linesOf(h));
  };
  const rollup = createHourRollup(emit, {
    intervalMinutes: profile.interval_minutes ?? null,
    rates: MEASURE_HEADERS.map((column) => {
      const unit = isMeasureColumn(column) ? profile.units[column] : undefined;
      return unit !== undefined && isPowerUnit(unit);
    }),
  });

  /**
   * (electricity + heat) / fuel in percent; 0 for an hour without fuel or not operated. Outside
   * 0-100 % (a start-up hour's partial load against its fuel) it is flagged with its value and
   * kept at 100 %: a percent the spec's range holds, while the hour's energy and fuel stay as read.
   */
  function derivedEfficiency(h: PlantHour): number {
    if (!(h.fuel > 0) || h.operatingTime === 0) return 0;
    const efficiency = ((h.electricity + h.heat) / h.fuel) * 100;
    if (efficiency <= MAX_PERCENT) return efficiency;
    blanks.efficiencyOutOfRange++;
    const { plantId, unitId, hour } = h;
    flagged.push({ kind: 'efficiency_above_100', plantId, unitId, hour, efficiency });
    return MAX_PERCENT;
  }

  /**
   * The share of the hour the row's plant operated: its operating-time cell in the profile's unit,
   * NaN when the file has none or leaves it blank, null when it is no share (reported).
   */
  function operatingTimeOf(data: Uint8Array, lineNo: number): number | null {
    const c = columns!;
    if (c.operatingTime < 0) return NaN;
    const value = numberAt(data, c.operatingTime);
    if (Number.isNaN(value) && cellText(data, fields, c.operatingTime).trim() === '') return NaN;
    const share = value * c.operatingFactor;
    if (share >= 0 && share <= wholePeriod) return share;
    const header = profile.columns.operating_time!;
    const written = quotable(cellText(data, fields, c.operatingTime));
    problems.add(
      lineNo,
      daily
        ? `Row ${lineNo}: ${header} must be the time operated within the day (from 0 to ${HOURS_PER_DAY} hours), got ${written}`
        : `Row ${lineNo}: ${header} must be the time operated within the hour (from 0 to 1 hour), got ${written}`,
    );
    return null;
  }

  function readRow(data: Uint8Array, lineNo: number): void {
    const c = columns!;
    if (fields.count === 1 && cellText(data, fields, 0).trim() === '') return;
    const text = (k: number) => cellText(data, fields, k);
    const dateText =
      c.date.length === 1
        ? dates[0]!.text(data, fields, c.date[0]!)
        : c.date.map((k, i) => dates[i]!.text(data, fields, k)).join(' ');
    const plantId = numberAt(data, c.plantId);
    let ok = true;
    if (!meetsNumberRule(PLANT_ID_RULE, plantId)) {
      const header = profile.columns.plant_id as string;
      problems.add(
        lineNo,
        numberRuleMessage(PLANT_ID_RULE, lineNo, quotable(text(c.plantId)), plantId, header),
      );
      ok = false;
    } else if (!plants.admits(plantId)) {
      problems.add(lineNo, msgTooManyPlants(lineNo, plants.max));
      fatal = true;
      return;
    }
    const at = readInstant(dateText, plantId);
    if (at === 'unreadable') {
      const shown = quotable(dateText);
      const format = dateFormat;
      problems.add(
        lineNo,
        format === null ? msgBadDate(lineNo, shown) : msgBadDateInFormat(lineNo, shown, format),
      );
      ok = false;
    } else if (at === 'ambiguous') {
      problems.add(
        lineNo,
        `Row ${lineNo}: ${quotable(dateText)} occurs a third time for plant ${plantId} on the night the clocks go back: which hour it is cannot be told`,
      );
      ok = false;
    }
    reading.fill(0);
    reading[EFFICIENCY] = NaN;
    blank.fill(0);
    let mapped = 0;
    let blanksRead = 0;
    for (const m of c.measures) {
      if (m.at < 0) continue;
      mapped++;
      const value = numberAt(data, m.at);
      if (Number.isNaN(value) && text(m.at).trim() === '') {
        blank[m.slot] = 1;
        blanksRead++;
        continue;
      }
      if (!meetsNumberRule(m.rule, value)) {
        problems.add(
          lineNo,
          numberRuleMessage(m.rule, lineNo, quotable(text(m.at)), value, m.header!),
        );
        ok = false;
      }
      reading[m.slot] = value * m.factor;
    }
    let operated = operatingTimeOf(data, lineNo);
    if (operated === null) ok = false;
    if (!ok || typeof at !== 'number' || operated === null) return;
    if (Number.isNaN(operated) && blanksRead === mapped) {
      // A row of blanks without an operating time: the profile says what it is.
      if (profile.empty === 'missing') {
        blanks.missing++;
        return;
      }
      operated = 0;
    } else if (Number.isNaN(operated) && (daily || knowsOperatingTime(profile))) {
      operated = wholePeriod;
    }
    if (operated === 0) blanks.notOperating++;
    else if (blank[CO2]) {
      // An operated hour without its CO2 is a missing hour: a gap, substituted in the ETS year,
      // whose energy and fuel still count. Of an hour not said to be operated, it is left out.
      blanks.missing++;
      if (Number.isNaN(operated)) return;
      reading[CO2] = NaN;
    } else if (blanksRead > 0) blanks.incomplete++;
    if (blank[EFFICIENCY]) reading[EFFICIENCY] = 0;
    // A power is energy over the share of the hour operated (without one, over its interval).
    if (!Number.isNaN(operated)) {
      for (const m of c.measures) if (m.rate) reading[m.slot] = reading[m.slot]! * operated;
    }
    reading[OPERATING_TIME] = operated;
    const known = (k: number, fixed: string | undefined) =>
      fixed ??
      names.strings[names.intern(data, fields.start[k]!, fields.end[k]!, fields.escaped[k] === 1)]!;
    const unit = c.unit < 0 ? '' : known(c.unit, undefined).trim();
    const name = known(c.name, profile.fixed.plant_name);
    const fuel = known(c.fuel, profile.fixed.fuel_type);
    if (days) days.add(plantId, unit, name, fuel, at, reading);
    else if (!rollup.add(plantId, unit, name, fuel, at, reading, lineNo)) {
      problems.add(
        lineNo,
        `Row ${lineNo}: a reading of plant ${plantId} at ${quotable(dateText)} comes after later hours were read: sort the file by time`,
      );
    }
  }

  /** Cell `k`'s number: read with the line's cells when they were all there, else now. */
  function numberAt(data: Uint8Array, k: number): number {
    return numbersRead
      ? fields.value[k]!
      : parseNumberBytes(data, fields.start[k]!, fields.end[k]!, decimal);
  }

  /** Whether a quote occurs in `data[pos, end)` (the next quote's position is kept per buffer). */
  function quoteBefore(data: Uint8Array, pos: number, end: number): boolean {
    if (quoteScanOf !== data || (nextQuote >= 0 && nextQuote < pos)) {
      quoteScanOf = data;
      nextQuote = data.indexOf(QUOTE, pos);
    }
    return nextQuote >= 0 && nextQuote < end;
  }

  function startRows(data: Uint8Array): void {
    const names = Array.from({ length: fields.count }, (_, k) => cellText(data, fields, k).trim());
    const placed = placeColumns(profile, names);
    for (const p of placed.problems) problems.add(null, p);
    fatal = placed.problems.length > 0;
    columns = placed.columns;
    dates = placed.columns.date.map(() => new RepeatedCell());
    numeric = new Uint8Array(fields.count);
    for (const k of [
      columns.plantId,
      columns.operatingTime,
      ...columns.measures.map((m) => m.at),
    ]) {
      if (k >= 0) numeric[k] = 1;
    }
  }

  function consume(data: Uint8Array, final: boolean): number {
    let pos = 0;
    if (!started) {
      if (data.length < 3 && !final) return 0;
      started = true;
      if (hasBom(data)) pos = 3;
    }
    if (delimiter < 0) {
      const eol = data.indexOf(LF, pos);
      if (eol < 0 && !final) return 0;
      delimiter = detectDelimiter(data, pos, eol < 0 ? data.length : eol);
    }
    // A caller may refill the same buffer for the next chunk: never trust the last quote scan.
    quoteScanOf = null;
    while (pos < data.length && !fatal) {
      // The fast path: a complete line without quotes, split and its numbers read in one scan.
      if (columns) {
        const eol = data.indexOf(LF, pos);
        if (eol >= 0 && !quoteBefore(data, pos, eol)) {
          const end = eol > pos && data[eol - 1] === CR ? eol - 1 : eol;
          readPlainLine(data, pos, end, delimiter, decimal, numeric, fields);
          numbersRead = fields.count >= numeric.length;
          readRow(data, line);
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
      numbersRead = false;
      if (!columns) startRows(data);
      else readRow(data, lineNo);
    }
    return fatal ? data.length : pos;
  }

  /** The rows written since the last call, as bytes. */
  const drain = () => writer?.take() ?? new Uint8Array(0);

  return {
    push(chunk) {
      leftover = feedChunk(leftover, chunk, (data) => consume(data, false));
      return drain();
    },
    finish() {
      consume(leftover ?? new Uint8Array(0), true);
      leftover = null;
      rollup.finish();
      if (days) for (const day of days.finish()) emit(day);
      for (const { plantId, row } of rollup.unreadable()) {
        problems.add(row, msgIntervalUnreadable(row, plantId));
      }
      const partial = rollup.partialHours().length;
      if (problems.count === 0 && hoursWritten === 0 && partial > 0) {
        problems.add(null, msgNoCompleteHour(partial));
      }
      return drain();
    },
    problems: () => problems.listed.map((p) => p.message),
    refusal: () => (problems.count > 0 ? problems.refusal() : null),
    partialHours: () => rollup.partialHours(),
    blanks: () => blanks,
    flaggedHours: () => flagged,
  };
}
