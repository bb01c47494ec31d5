import { sql, type Kysely } from 'kysely';
import { plantRollupTable, withRollupSums } from './rollup-sum-columns';

// Issue 10 "Scale": the winning plant-days rolled up per user and day, and per user, plant and
// calendar month, kept in step with `plant_days.wins` in the same transaction, so the analysis of
// any range of years reads thousands of rows, not hundreds of thousands. Files stored before are
// rolled up when their owner's plant-days are settled next (issue 10 backfill).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withRollupSums(
    db.schema
      .createTable('history_days')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull()),
  )
    .addColumn('duplicate_plant_days', 'integer', (c) => c.notNull())
    .addColumn('incomplete_plant_days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('history_days_pkey', ['user_id', 'day'])
    .execute();
  await plantRollupTable(db, 'history_plant_months', 'month').execute();
  await sql`create index plant_days_winners_plant_idx on plant_days (user_id, plant_id, day) where wins`.execute(
    db,
  );
  await sql`create index plant_days_flagged_idx on plant_days (user_id, day)
    where wins and (duplicate_readings > 0 or readings < 24)`.execute(db);
  // Every user's history settles again on its next read: HISTORY_VERSION 2 asks for it.
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('history_plant_months').execute();
  await db.schema.dropTable('history_days').execute();
  await db.schema.dropIndex('plant_days_winners_plant_idx').execute();
  await db.schema.dropIndex('plant_days_flagged_idx').execute();
}
