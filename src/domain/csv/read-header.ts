// The header line: where each column is, which columns hold numbers, which measures the file does
// not report (an optional column it lacks), and what refuses the file before any row is read (a
// missing or a repeated column).
import { SPEC_HEADERS, UNIT_ID_HEADER } from '../constants';
import { OPTIONAL_MEASURE_HEADERS } from '../readings/measures';
import type { NotReportable } from '../readings/not-reported';
import { msgDuplicateHeader, msgMissingHeaders } from '../messages';
import type { HeaderMismatch } from './parse-result';
import { MEASURE_RULES, OPERATING_HOURS_HEADER, OPERATING_TIME_HEADER } from './row-rules';
import { cellText, type RecordFields } from './tokenize';

type SpecHeader = (typeof SPEC_HEADERS)[number];

/** Where the header puts each column (-1 when it is missing). */
export interface HeaderColumns {
  /** The columns the header names: every row must have as many. */
  count: number;
  date: number;
  plantId: number;
  name: number;
  fuel: number;
  /** The optional unit_id column, -1 without one. */
  unit: number;
  /** The column of each measure, in MEASURE_RULES order (-1: an optional column it lacks). */
  measures: Int32Array;
  /** The optional measure columns it lacks: the file does not report them. */
  unreported: NotReportable[];
  /**
   * The optional column after the spec's holding each hour's operating time (the share of the hour
   * operated, 0 not operating) that a profile's reader writes; -1 without one.
   */
  operatingTime: number;
  /** Whether its rows are days' totals: it holds operating_hours (then `operatingTime`'s column). */
  daily: boolean;
  /** 1 for each column the header names as numeric. */
  numeric: Uint8Array;
}

/**
 * The columns of the header record `f`, the messages of the problems that refuse the file, and the
 * headers it has beside those it lacks when it lacks any.
 */
export function readHeader(
  data: Uint8Array,
  f: RecordFields,
): { columns: HeaderColumns; problems: string[]; mismatch: HeaderMismatch | null } {
  const names = Array.from({ length: f.count }, (_, k) => cellText(data, f, k).trim());
  const lower = names.map((n) => n.toLowerCase());
  const missing: string[] = [];
  const problems: string[] = [];
  const index = {} as Record<SpecHeader, number>;
  const unreported: NotReportable[] = [];
  const optional: readonly string[] = OPTIONAL_MEASURE_HEADERS;
  for (const h of SPEC_HEADERS) {
    const k = lower.indexOf(h.toLowerCase());
    if (k < 0 && optional.includes(h)) unreported.push(h as NotReportable);
    else if (k < 0) missing.push(h);
    else if (lower.indexOf(h.toLowerCase(), k + 1) >= 0) problems.push(msgDuplicateHeader(h));
    index[h] = k;
  }
  if (missing.length > 0) problems.push(msgMissingHeaders(missing));
  const unit = lower.indexOf(UNIT_ID_HEADER);
  if (unit >= 0 && lower.indexOf(UNIT_ID_HEADER, unit + 1) >= 0) {
    problems.push(msgDuplicateHeader(UNIT_ID_HEADER));
  }
  const measures = new Int32Array(MEASURE_RULES.length);
  MEASURE_RULES.forEach((rule, m) => (measures[m] = index[rule.column as SpecHeader]));
  const numeric = new Uint8Array(f.count);
  numeric[index.plant_id] = 1;
  for (const k of measures) if (k >= 0) numeric[k] = 1;
  const operatingHours = lower.indexOf(OPERATING_HOURS_HEADER);
  const daily = operatingHours >= 0;
  const operatingTime = daily ? operatingHours : lower.indexOf(OPERATING_TIME_HEADER);
  if (operatingTime >= 0) numeric[operatingTime] = 1;
  const columns = {
    count: f.count,
    date: index.date,
    plantId: index.plant_id,
    name: index.plant_name,
    fuel: index.fuel_type,
    unit,
    measures,
    unreported,
    operatingTime,
    daily,
    numeric,
  };
  const mismatch = missing.length > 0 ? { found: names, needed: missing } : null;
  return { columns, problems, mismatch };
}
