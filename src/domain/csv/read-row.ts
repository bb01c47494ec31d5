// One data record checked against every row rule: its column count and quotes, its date, its
// numbers, its texts, and the running totals of its measures. A sound row goes to the store.
import { UNIT_ID_HEADER } from '../constants';
import {
  msgBadDate,
  msgColumnCount,
  msgQuoteNotClosed,
  msgRowDateOutsideYears,
  msgTooManyPlants,
} from '../messages';
import { WRITTEN_DAY } from '../readings/plant-day-cell';
import { parseDateBytes, type ParsedDate } from './parse-date';
import type { PlantClock } from './plant-clock';
import type { PlantLimit } from './plant-limit';
import type { ProblemList } from './problem-list';
import type { HeaderColumns } from './read-header';
import {
  controlCharacterIn,
  controlCharacterMessage,
  dayWithinDataYears,
  isMissingCo2,
  MEASURE_RULES,
  meetsNumberRule,
  numberRuleMessage,
  OPERATING_HOURS_RULE,
  OPERATING_TIME_RULE,
  PLANT_ID_RULE,
  plantNameMessage,
  quotable,
  totalTooLargeMessage,
  withinTotal,
  type NumberRule,
} from './row-rules';
import type { RowStore } from './row-store';
import type { StringDictionary } from './string-dictionary';
import { cellText, type RecordFields } from './tokenize';

/** The text of a refused cell as its message quotes it. */
/**
 * Each measure's total over the rows read so far, added to a row at a time. Totals only grow: the
 * row that takes one past the limit is reported, once.
 */
function measureTotals(problems: ProblemList) {
  const totals = new Float64Array(MEASURE_RULES.length);
  return (m: number, value: number, lineNo: number): void => {
    const before = totals[m]!;
    const after = before + value;
    totals[m] = after;
    if (!withinTotal(after) && withinTotal(before)) {
      problems.add(lineNo, totalTooLargeMessage(lineNo, MEASURE_RULES[m]!.column));
    }
  };
}

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

/** Why a daily file's row is refused for a date with a time: its totals are of a day. */
const msgDailyDate = (line: number, text: string) =>
  `Row ${line}: date of a daily row must be a day (YYYY-MM-DD), got ${text}`;

/** Whether a date cell holds a date alone, `YYYY-MM-DD` (spaces around it aside). */
function isDateOnly(data: Uint8Array, start: number, end: number): boolean {
  while (start < end && data[start] === 0x20) start++;
  while (end > start && data[end - 1] === 0x20) end--;
  return end - start === 10;
}

/** Reads one data record `f` of `data`, which begins on line `lineNo`. */
export type RowReader = (data: Uint8Array, f: RecordFields, lineNo: number) => void;

/**
 * The reader of the records under `header`: each problem goes to `problems`, and a row with none
 * goes to `store` while the file has no problem yet, placed on its plant's day by `clock`. Its
 * texts are interned in `dictionary`. A row of a plant past `plants`' limit is its last problem.
 */
export function createRowReader(
  header: HeaderColumns,
  dictionary: StringDictionary,
  problems: ProblemList,
  store: RowStore<unknown>,
  clock: PlantClock,
  plants: PlantLimit,
): RowReader {
  const {
    count: expectedColumns,
    date: dateColumn,
    plantId: plantIdColumn,
    name: nameColumn,
    fuel: fuelColumn,
    unit: unitColumn,
    measures: measureColumns,
    operatingTime: operatingTimeColumn,
    daily,
  } = header;
  const operatingRule = daily ? OPERATING_HOURS_RULE : OPERATING_TIME_RULE;
  const date: ParsedDate = { timestamp: 0, day: 0, hour: 0 };
  const addToTotal = measureTotals(problems);
  /** Per dictionary id: the text's first control character, or -1. */
  const controlCodes: number[] = [];
  /** The measures of the row being read, in MEASURE_RULES order. */
  const measures = new Float64Array(MEASURE_RULES.length);
  /** The plant itself: the unit of every row of a file without a unit_id column. */
  const plantItself = dictionary.intern(new Uint8Array(0), 0, 0, false);
  if (plantItself === controlCodes.length) controlCodes.push(-1);

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
    problems.add(lineNo, numberRuleMessage(rule, lineNo, shownCell(data, f, k), value));
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
    problems.add(lineNo, controlCharacterMessage(lineNo, column, code));
    return -1;
  }

  /** The dictionary id of the row's plant name, or -1 when it breaks a text rule (reported). */
  function nameCell(data: Uint8Array, f: RecordFields, lineNo: number): number {
    const id = textCell(data, f, nameColumn, 'plant_name', lineNo);
    const tooLong = id < 0 ? null : plantNameMessage(lineNo, dictionary.strings[id]!);
    if (tooLong === null) return id;
    problems.add(lineNo, tooLong);
    return -1;
  }

  /**
   * Checks one record against every row rule and stores it when the file has no problem yet.
   * Both paths end here (their numbers already read into `f.value`): a rule lives only here.
   */
  return function readRow(data: Uint8Array, f: RecordFields, lineNo: number): void {
    if (f.count !== expectedColumns) {
      if (!isBlankRecord(data, f))
        problems.add(lineNo, msgColumnCount(lineNo, f.count, expectedColumns));
      return;
    }
    if (f.malformed) {
      problems.add(lineNo, msgQuoteNotClosed(lineNo));
      return;
    }
    let ok = parseDateBytes(data, f.start[dateColumn]!, f.end[dateColumn]!, date);
    if (ok && daily && !isDateOnly(data, f.start[dateColumn]!, f.end[dateColumn]!)) {
      ok = false;
      problems.add(lineNo, msgDailyDate(lineNo, shownCell(data, f, dateColumn)));
    } else if (!ok) problems.add(lineNo, msgBadDate(lineNo, shownCell(data, f, dateColumn)));
    else if (!dayWithinDataYears(date.day)) {
      ok = false;
      problems.add(lineNo, msgRowDateOutsideYears(lineNo, shownCell(data, f, dateColumn)));
    }
    const plantId = numberCell(data, f, plantIdColumn, PLANT_ID_RULE, lineNo);
    if (!Number.isNaN(plantId) && !plants.admits(plantId)) {
      problems.add(lineNo, msgTooManyPlants(lineNo, plants.max));
      return;
    }
    const name = nameCell(data, f, lineNo);
    const fuel = textCell(data, f, fuelColumn, 'fuel_type', lineNo);
    const unit =
      unitColumn < 0 ? plantItself : textCell(data, f, unitColumn, UNIT_ID_HEADER, lineNo);
    ok &&= !Number.isNaN(plantId) && name >= 0 && fuel >= 0 && unit >= 0;
    // Read again, and checked, after the measures: their problems come first.
    const operated = operatingTimeColumn < 0 ? NaN : f.value[operatingTimeColumn]!;
    for (let m = 0; m < MEASURE_RULES.length; m++) {
      const column = measureColumns[m]!;
      // A column the file lacks (not reported) keeps the 0 its slot was made with.
      if (column < 0) continue;
      if (isMissingCo2(m, operated) && shownCell(data, f, column) === '') {
        measures[m] = NaN;
        continue;
      }
      const rule = MEASURE_RULES[m]!;
      const value = numberCell(data, f, column, rule, lineNo);
      if (Number.isNaN(value)) {
        ok = false;
        continue;
      }
      measures[m] = value;
      addToTotal(m, value, lineNo);
    }
    const operatingTime = operatingTimeOf(data, f, lineNo);
    if (ok && problems.count === 0 && operatingTime !== null) {
      if (daily) date.hour = WRITTEN_DAY;
      clock(plantId, date);
      store.add(plantId, unit, name, fuel, lineNo, date, measures, operatingTime);
    }
  };

  /** The row's operating time: NaN without the column or in a blank cell, null when refused. */
  function operatingTimeOf(data: Uint8Array, f: RecordFields, lineNo: number): number | null {
    if (operatingTimeColumn < 0) return NaN;
    const value = f.value[operatingTimeColumn]!;
    if (meetsNumberRule(operatingRule, value)) return value;
    const shown = shownCell(data, f, operatingTimeColumn);
    if (Number.isNaN(value) && shown === '' && !daily) return NaN;
    problems.add(lineNo, numberRuleMessage(operatingRule, lineNo, shown, value));
    return null;
  }
}

/** The first C0 control character of a text that `controlCharacterIn` finds in its bytes, or -1. */
function controlCharacterOf(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return c;
  }
  return -1;
}

/**
 * One hour of a plant as the spec CSV a profile wrote holds it: its values as that CSV reads back
 * (see `specNumber`), its texts decoded and trimmed, and the text each value was written as.
 */
export interface HourRow {
  plantId: number;
  /** The plant's unit ('': the plant itself). */
  unit: string;
  name: string;
  fuel: string;
  /** The instant the hour begins (epoch ms), written as its ISO text. */
  hour: number;
  /** MEASURE_RULES in order. */
  measures: Float64Array;
  /**
   * The share of the hour operated (0 not operating); NaN when the file does not say. Of a daily
   * row, the hours of its day operated.
   */
  operatingTime: number;
  /** Whether the row is a day's totals: `hour` is its day's midnight UTC, as the day is written. */
  daily: boolean;
  /** The text measure `m` was written as, for a message quoting it. */
  measureText(m: number): string;
}

/**
 * The reader of hours handed over as values rather than as the text of a spec CSV: each checked
 * against the same row rules, with the same messages, as `createRowReader` checks the row that
 * text makes, and stored the same.
 */
export function createHourRowReader(
  dictionary: StringDictionary,
  problems: ProblemList,
  store: RowStore<unknown>,
  clock: PlantClock,
): (row: HourRow, lineNo: number) => void {
  const date: ParsedDate = { timestamp: 0, day: 0, hour: 0 };
  /** The hour whose date was read last, its text, and the date read of it (null: unreadable). */
  let lastHour = NaN;
  let hourText = '';
  let hourDate: ParsedDate | null = null;
  const encoder = new TextEncoder();
  const addToTotal = measureTotals(problems);
  /** Per dictionary id: the text's first control character, or -1. */
  const controlCodes: number[] = [];

  function textCell(text: string, column: string, lineNo: number): number {
    const id = dictionary.internText(text);
    if (id === controlCodes.length) controlCodes.push(controlCharacterOf(text));
    const code = controlCodes[id]!;
    if (code < 0) return id;
    problems.add(lineNo, controlCharacterMessage(lineNo, column, code));
    return -1;
  }

  function dateOf(hour: number): ParsedDate | null {
    if (hour !== lastHour) {
      lastHour = hour;
      hourText = new Date(hour).toISOString();
      const bytes = encoder.encode(hourText);
      const parsed: ParsedDate = { timestamp: 0, day: 0, hour: 0 };
      hourDate = parseDateBytes(bytes, 0, bytes.length, parsed) ? parsed : null;
    }
    return hourDate;
  }

  return function readHour(row: HourRow, lineNo: number): void {
    const parsed = dateOf(row.hour);
    let ok = parsed !== null;
    if (!parsed) problems.add(lineNo, msgBadDate(lineNo, quotable(hourText)));
    else if (!dayWithinDataYears(parsed.day)) {
      ok = false;
      problems.add(lineNo, msgRowDateOutsideYears(lineNo, quotable(hourText)));
    }
    const { plantId } = row;
    if (!meetsNumberRule(PLANT_ID_RULE, plantId)) {
      ok = false;
      problems.add(lineNo, numberRuleMessage(PLANT_ID_RULE, lineNo, String(plantId), plantId));
    }
    let name = textCell(row.name, 'plant_name', lineNo);
    const tooLong = name < 0 ? null : plantNameMessage(lineNo, row.name);
    if (tooLong !== null) {
      problems.add(lineNo, tooLong);
      name = -1;
    }
    const fuel = textCell(row.fuel, 'fuel_type', lineNo);
    const unit = textCell(row.unit, UNIT_ID_HEADER, lineNo);
    ok &&= name >= 0 && fuel >= 0 && unit >= 0;
    const { measures } = row;
    for (let m = 0; m < MEASURE_RULES.length; m++) {
      const rule = MEASURE_RULES[m]!;
      const value = measures[m]!;
      if (isMissingCo2(m, row.operatingTime) && row.measureText(m) === '') continue;
      if (!meetsNumberRule(rule, value)) {
        ok = false;
        problems.add(lineNo, numberRuleMessage(rule, lineNo, quotable(row.measureText(m)), value));
        continue;
      }
      addToTotal(m, value, lineNo);
    }
    if (ok && problems.count === 0) {
      date.timestamp = parsed!.timestamp;
      date.day = parsed!.day;
      date.hour = parsed!.hour;
      if (row.daily) date.hour = WRITTEN_DAY;
      clock(plantId, date);
      store.add(plantId, unit, name, fuel, lineNo, date, measures, row.operatingTime);
    }
  };
}
