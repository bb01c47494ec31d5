import { sql, type Kysely } from 'kysely';
import { fillPlantRollup, plantRollupTable } from './rollup-sum-columns';

// Issue 10 "Scale": the winning plant-days also rolled up per user, plant and week of a month (days
// 1-7, 8-14, 15-21, 22-28 and 29 to the month's end, numbered month x 5 + 0..4), kept in step with
// the other rollups in the same transaction, so the partial months at a range's ends read a row per
// plant and week instead of one per plant-day. Existing histories are rolled up here from their
// winning plant-days (summed as the upload path sums them).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await plantRollupTable(db, 'history_plant_weeks', 'week').execute();
  const date = sql`date '1970-01-01' + day`;
  const week = sql`((extract(year from ${date}) * 12 + extract(month from ${date}) - 1)::int * 5
    + least((extract(day from ${date})::int - 1) / 7, 4))`;
  await fillPlantRollup(db, 'history_plant_weeks', 'week', week);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('history_plant_weeks').execute();
}
