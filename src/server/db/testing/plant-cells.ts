// Test helpers: a plant's plant-day cells over a span of days, as an upload's worker would make
// them, and a small history of two overlapping uploads that the rollup migrations' tests roll up.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dateToDay } from '@domain/readings/day-number';
import { emptyTotals, type PlantDayCell } from '@domain/readings/plant-day-cell';
import type { DataQualityReport } from '@domain/readings/dataset';
import { cellRowsOf } from '../cell-rows';
import { createFileQueries } from '../queries/files';
import type { Database } from '../schema';
import { storeFile } from './stored-file';

/** A plant's cells from one day to another, each worth `co2` t (values exact in binary). */
export function plantCells(
  plant: number,
  name: string,
  from: string,
  to: string,
  co2: number,
): PlantDayCell[] {
  const out: PlantDayCell[] = [];
  for (let day = dateToDay(from); day <= dateToDay(to); day++) {
    out.push({
      plant_id: plant,
      unit_id: '',
      day,
      plant_name: name,
      fuel_type: 'gas',
      totals: {
        ...emptyTotals(),
        rows: 24,
        electricityMWh: 100,
        heatMWh: 0,
        fuelMWh: 200,
        co2Tonnes: co2,
        ch4Kg: 1,
        n2oKg: 0.5,
        efficiencySum: 24 * 40,
        hours: 24,
        co2Hours: 24,
        ch4Hours: 24,
        n2oHours: 24,
      },
      readings: 24,
      duplicateReadings: 0,
      hourMask: (1 << 24) - 1,
      notOperatingMask: 0,
      daily: false,
      firstTimestamp: day * 86_400_000,
      lastTimestamp: day * 86_400_000 + 23 * 3_600_000,
    });
  }
  return out;
}

/** A quality report the rollup migrations' uploads carry (they read only the cells). */
const SOME_QUALITY = {
  rows: 1,
  plants: 1,
  firstDate: '',
  lastDate: '',
} as DataQualityReport;

/**
 * A new user's history of two uploads: plants 1 "Alpha" (8 t a day, 2024-12-20 to 2025-01-10)
 * and 2 "Beta" (4 t a day, 2024-12-30 to 2025-01-02), then a newer upload that wins three of
 * plant 1's days (2025-01-01 to 2025-01-03) at 16 t a day under the name "Alpha II". Returns the
 * user's id.
 */
export async function uploadOverlappingHistory(db: Kysely<Database>): Promise<string> {
  const user = `user-${randomUUID()}`;
  const files = createFileQueries(db);
  const upload = (fileName: string, fileCells: PlantDayCell[]) =>
    storeFile(files, user, {
      fileName,
      // Bytes of their own: a user stores the same bytes once.
      content: new TextEncoder().encode(fileName),
      facts: {
        quality: SOME_QUALITY,
        analysis: {},
        analysisVersion: 1,
        cells: cellRowsOf(fileCells),
      },
    });
  await upload('a.csv', [
    ...plantCells(1, 'Alpha', '2024-12-20', '2025-01-10', 8),
    ...plantCells(2, 'Beta', '2024-12-30', '2025-01-02', 4),
  ]);
  await upload('b.csv', plantCells(1, 'Alpha II', '2025-01-01', '2025-01-03', 16));
  return user;
}

/** Columns later migrations add to the rollup tables: a table its migration makes again lacks them. */
const LATER_ROLLUP_COLUMNS = new Set([
  'hours',
  'co2_sq_sum',
  'ch4_hours',
  'n2o_hours',
  'co2_hours',
]);

/**
 * A user's rows of a plant rollup table (`week`, `month` or `year` its unit), by plant and unit,
 * with the columns its own migration made.
 */
export async function plantRollupRows(
  db: Kysely<Database>,
  table: string,
  unit: string,
  user: string,
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where org_id = ${user}
    order by plant_id, ${sql.ref(unit)}`.execute(db);
  return rows.map((r) =>
    Object.fromEntries(Object.entries(r).filter(([column]) => !LATER_ROLLUP_COLUMNS.has(column))),
  );
}
