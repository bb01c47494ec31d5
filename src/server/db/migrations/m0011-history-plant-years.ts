import { sql, type Kysely } from 'kysely';
import { fillPlantRollup, plantRollupTable } from './rollup-sum-columns';

// Issue 10 "Scale": the winning plant-days also rolled up per user, plant and calendar year, kept in
// step with the other rollups in the same transaction, so a range of whole years reads a row per
// plant and year instead of twelve. Existing histories are rolled up here from their winning
// plant-days (summed as the upload path sums them, never from the monthly rollup).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await plantRollupTable(db, 'history_plant_years', 'year').execute();
  await fillPlantRollup(
    db,
    'history_plant_years',
    'year',
    sql`extract(year from date '1970-01-01' + day)::int`,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('history_plant_years').execute();
}
