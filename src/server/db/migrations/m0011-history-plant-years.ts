import { sql, type Kysely } from 'kysely';
import { plantRollupTable, ROLLUP_SUM_COLUMN_LIST } from './rollup-sum-columns';

// Issue 10 "Scale": the winning plant-days also rolled up per user, plant and calendar year, kept in
// step with the other rollups in the same transaction, so a range of whole years reads a row per
// plant and year instead of twelve. Existing histories are rolled up here from their winning
// plant-days (summed as the upload path sums them, never from the monthly rollup).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await plantRollupTable(db, 'history_plant_years', 'year').execute();
  const year = sql`extract(year from date '1970-01-01' + day)::int`;
  await sql`
    insert into history_plant_years (user_id, plant_id, year, first_day, plant_name, fuel_type,
      ${sql.raw(ROLLUP_SUM_COLUMN_LIST)})
    select user_id, plant_id, ${year}, min(day), (array_agg(plant_name order by day))[1],
      (array_agg(fuel_type order by day))[1], sum(rows), sum(electricity_mwh), sum(heat_mwh),
      sum(fuel_mwh), sum(co2_t), sum(ch4_kg), sum(n2o_kg), sum(efficiency_sum), min(first_ts),
      max(last_ts)
    from plant_days where wins
    group by user_id, plant_id, ${year}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('history_plant_years').execute();
}
