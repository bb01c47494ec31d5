// Rows of figures as a worker thread receives them: every number in one typed array whose buffer is
// moved, not copied, and the texts as one JSON text, so handing over a fleet's rows does not clone
// an object per row on the event loop (issue 34 §6).
import type { RollupRows } from '../db/rollup-of-rows';
import { MEASURE_COLUMNS } from '../db/plant-day-columns';

/** Rows of the same columns, packed: `numbers` row after row, `texts` likewise as a JSON array. */
export interface PackedRows<R> {
  count: number;
  numberColumns: readonly (keyof R & string)[];
  textColumns: readonly (keyof R & string)[];
  numbers: Float64Array<ArrayBuffer>;
  texts: string;
}

/**
 * Rows packed in one turn of the event loop at most: reading a column by its name costs about 0.1
 * µs, so 50,000 rows of twenty figures would hold the loop for 0.1 s or more at once.
 */
const ROWS_PER_TURN = 2_000;

/** The event loop's other work goes first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Packs rows whose `numberColumns` hold numbers and `textColumns` texts (other fields are left),
 * ROWS_PER_TURN rows at a time.
 */
export async function packRows<R extends object>(
  rows: readonly R[],
  numberColumns: readonly (keyof R & string)[],
  textColumns: readonly (keyof R & string)[],
): Promise<PackedRows<R>> {
  const numbers = new Float64Array(rows.length * numberColumns.length);
  const texts: string[] = [];
  let at = 0;
  for (let first = 0; first < rows.length; first += ROWS_PER_TURN) {
    if (first > 0) await nextTurn();
    const part: unknown[] = [];
    for (const row of rows.slice(first, first + ROWS_PER_TURN)) {
      for (const column of numberColumns) numbers[at++] = row[column] as number;
      for (const column of textColumns) part.push(row[column]);
    }
    if (part.length > 0) texts.push(JSON.stringify(part).slice(1, -1));
  }
  return {
    count: rows.length,
    numberColumns,
    textColumns,
    numbers,
    texts: `[${texts.join(',')}]`,
  };
}

/** The rows a packing holds. */
export function unpackRows<R>(packed: PackedRows<R>): R[] {
  const { count, numberColumns, textColumns, numbers } = packed;
  const texts = JSON.parse(packed.texts) as string[];
  const rows: R[] = [];
  let n = 0;
  let t = 0;
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    for (const column of numberColumns) row[column] = numbers[n++];
    for (const column of textColumns) row[column] = texts[t++];
    rows.push(row as R);
  }
  return rows;
}

/** A range's rollup rows packed. */
export interface PackedRollupRows {
  days: PackedRows<RollupRows['days'][number]>;
  plantYears: PackedRows<RollupRows['plantYears'][number]>;
  units: PackedRows<RollupRows['units'][number]>;
}

/** Rollup rows packed (see packRows). */
export async function packRollupRows(rows: RollupRows): Promise<PackedRollupRows> {
  return {
    days: await packRows(rows.days, ['day', ...MEASURE_COLUMNS], []),
    plantYears: await packRows(
      rows.plantYears,
      ['plant_id', 'year', ...MEASURE_COLUMNS],
      ['plant_name', 'fuel_type'],
    ),
    units: await packRows(rows.units, ['plant_id', ...MEASURE_COLUMNS], ['unit_id']),
  };
}

/** The rollup rows a packing holds. */
export const unpackRollupRows = (packed: PackedRollupRows): RollupRows => ({
  days: unpackRows(packed.days),
  plantYears: unpackRows(packed.plantYears),
  units: unpackRows(packed.units),
});

/** The buffers of packed rollup rows, to move to the thread. */
export const buffersOf = (packings: readonly PackedRollupRows[]): ArrayBuffer[] =>
  packings.flatMap((p) => [
    p.days.numbers.buffer,
    p.plantYears.numbers.buffer,
    p.units.numbers.buffer,
  ]);
