// Issue 27: the spec CSV a profile's reader writes of the hours it reads (what is stored), written
// in one place whether the reader writes it itself or hands its hours on as numbers (`HourPacker`)
// to be written elsewhere: the upload thread reads, the server writes, and the bytes are the same.
import { REQUIRED_HEADERS, UNIT_ID_HEADER } from '../constants';
import { MEASURE_HEADERS, type OptionalMeasureHeader } from '../readings/measures';
import { parseNumberBytes } from '../csv/parse-number';
import { OPERATING_HOURS_HEADER, OPERATING_TIME_HEADER } from '../csv/row-rules';
import { READING_MEASURES, type PlantHour } from './hour-rollup';
import { mappedOptionalColumns, type ImportProfile } from './import-profile';

/** A cell as a spec CSV writes it: quoted when it holds a comma, a quote or a line break. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Whether String() writes `x` with an exponent: below 1e-6 and from 1e21 on, and only there. */
const exponential = (x: number) => {
  const magnitude = Math.abs(x);
  return magnitude !== 0 && (magnitude < 1e-6 || magnitude >= 1e21);
};

/** A number as the spec's parser reads it: plain decimals, never an exponent. */
export function plain(x: number): string {
  return exponential(x) ? x.toFixed(20).replace(/\.?0+$/, '') : String(x);
}

/** A measure's cell: blank for a missing value (NaN), the operated hour's CO2 not recorded. */
export const specCell = (x: number): string => (Number.isNaN(x) ? '' : plain(x));

const parseSpecNumber = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return parseNumberBytes(bytes, 0, bytes.length, 0x2e);
};

/**
 * The value the spec's parser reads from `plain(x)`: `x` itself, as String() writes the shortest
 * text that reads back to it, but for a value below 1e-6 (written to 20 decimals), -0 (written
 * "0") and a value that is not finite (its text no number).
 */
export function specNumber(x: number): number {
  if (!Number.isFinite(x)) return NaN;
  if (x === 0) return 0;
  return exponential(x) ? parseSpecNumber(plain(x)) : x;
}

/**
 * Numbers per packed hour: plant id, name, fuel and unit (ids of texts), its start,
 * READING_MEASURES, its operating time.
 */
export const PACKED_HOUR = 6 + READING_MEASURES.length;

/** Hours as numbers, PACKED_HOUR each, and the texts first named in them, ids after the last's. */
export interface HourBatch {
  values: Float64Array;
  texts: string[];
}

/** Packs hours into batches to hand on; their texts sent once, as ids after. */
export class HourPacker {
  private values = new Float64Array(PACKED_HOUR * 1024);
  private count = 0;
  private readonly ids = new Map<string, number>();
  private texts: string[] = [];

  private id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(text, id);
      this.texts.push(text);
    }
    return id;
  }

  add(h: PlantHour): void {
    if ((this.count + 1) * PACKED_HOUR > this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    const v = this.values;
    let at = this.count * PACKED_HOUR;
    v[at++] = h.plantId;
    v[at++] = this.id(h.plantName);
    v[at++] = this.id(h.fuelType);
    v[at++] = this.id(h.unitId);
    v[at++] = h.hour;
    for (const m of READING_MEASURES) v[at++] = h[m];
    v[at++] = h.operatingTime;
    this.count++;
  }

  /** The hours added since the last call, in a buffer of their own. */
  take(): HourBatch {
    const batch = { values: this.values.slice(0, this.count * PACKED_HOUR), texts: this.texts };
    this.count = 0;
    this.texts = [];
    return batch;
  }
}

/** Whether a profile's spec CSV carries each hour's operating time: it knows when a plant was off. */
export const knowsOperatingTime = (profile: ImportProfile): boolean =>
  profile.columns.operating_time !== undefined || profile.empty === 'not_operating';

/** The columns the spec CSV of a profile's reader holds beyond the required ones. */
export interface SpecCsvExtras {
  /** The optional measures the profile maps; a column left out is one the file does not report. */
  optional: readonly OptionalMeasureHeader[];
  /** A unit_id column after the measures: the profile maps one. */
  units: boolean;
  /** An operating-time column, last: the profile knows when a plant was off. */
  operatingTime: boolean;
  /**
   * Rows of days' totals (a daily profile): each dated by its day alone, with the hours it operated
   * in an operating_hours column, last.
   */
  daily: boolean;
}

export const specCsvExtras = (profile: ImportProfile): SpecCsvExtras => ({
  optional: mappedOptionalColumns(profile),
  units: profile.columns[UNIT_ID_HEADER] !== undefined,
  operatingTime: knowsOperatingTime(profile),
  daily: profile.period === 'day',
});

/** The operating time an hour's row carries: an hour the file says nothing of was operated. */
const operatingTimeText = (share: number) => (Number.isNaN(share) ? '1' : plain(share));

/**
 * Writes hours as the spec's rows, the spec's header first: the required columns, the optional
 * measures the profile maps, then with `units` each row's unit in a unit_id column (the empty
 * text for the plant itself) and with `operatingTime` each row's operating time.
 */
export class SpecCsvWriter {
  private readonly units: boolean;
  private readonly operatingTime: boolean;
  private readonly daily: boolean;
  private out: string[];
  /** The measures written, by their place among READING_MEASURES. */
  private readonly written: number[];
  /** The plants of an hour come one after another: they share the text of its timestamp. */
  private hour = NaN;
  private hourText = '';
  /** The texts of packed hours, by id, as written in a cell. */
  private readonly cells: string[] = [];
  private readonly encoder = new TextEncoder();

  constructor({
    optional = [],
    units = false,
    operatingTime = false,
    daily = false,
  }: Partial<SpecCsvExtras> = {}) {
    this.units = units;
    this.operatingTime = operatingTime || daily;
    this.daily = daily;
    const headers: string[] = [...REQUIRED_HEADERS, ...optional];
    this.written = MEASURE_HEADERS.flatMap((h, m) => (headers.includes(h) ? [m] : []));
    if (units) headers.push(UNIT_ID_HEADER);
    if (daily) headers.push(OPERATING_HOURS_HEADER);
    else if (operatingTime) headers.push(OPERATING_TIME_HEADER);
    this.out = [headers.join(',')];
  }

  private row(
    plantId: number,
    name: string,
    fuel: string,
    unit: string,
    hour: number,
    v: ArrayLike<number>,
    at: number,
  ) {
    if (hour !== this.hour) {
      this.hour = hour;
      const text = new Date(hour).toISOString();
      this.hourText = this.daily ? text.slice(0, 10) : text;
    }
    let line = `${this.hourText},${plantId},${name},${fuel}`;
    for (const m of this.written) line += `,${specCell(v[at + m]!)}`;
    if (this.units) line += `,${unit}`;
    if (this.operatingTime) line += `,${operatingTimeText(v[at + READING_MEASURES.length]!)}`;
    this.out.push(line);
  }

  /** An hour's row. */
  add(h: PlantHour): void {
    const v = [...READING_MEASURES.map((m) => h[m]), h.operatingTime];
    const [name, fuel, unit] = [h.plantName, h.fuelType, h.unitId].map(csvCell);
    this.row(h.plantId, name!, fuel!, unit!, h.hour, v, 0);
  }

  /** The rows of packed hours. */
  addBatch({ values, texts }: HourBatch): void {
    for (const text of texts) this.cells.push(csvCell(text));
    for (let at = 0; at < values.length; at += PACKED_HOUR) {
      const name = this.cells[values[at + 1]!]!;
      const fuel = this.cells[values[at + 2]!]!;
      const unit = this.cells[values[at + 3]!]!;
      this.row(values[at]!, name, fuel, unit, values[at + 4]!, values, at + 5);
    }
  }

  /** The rows written since the last call, as bytes. */
  take(): Uint8Array {
    if (this.out.length === 0) return new Uint8Array(0);
    const text = this.out.join('\n') + '\n';
    this.out = [];
    return this.encoder.encode(text);
  }
}
