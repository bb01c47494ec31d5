import { sql, type Kysely } from 'kysely';

// Issue 26 (speed): a coverage reads the uneven plant-days of a span of days for every plant, so
// their index leads with the day, as plant_days_winners_idx does. Led by the plant, PostgreSQL
// without statistics of the rows an upload just wrote (its autovacuum analyzes them within about a
// minute) scanned all the winners of the span instead: 50 ms for a year of 100 plants, 380 ms for
// five, against 1 and 15 ms through this index.

/** Every hour of a 24-hour day. */
const FULL_DAY = (1 << 24) - 1;

/** The index on the given columns of the plant-days that miss an hour or repeat one. */
async function unevenIndex(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`drop index plant_days_uneven_idx`.execute(db);
  await sql`create index plant_days_uneven_idx on plant_days (${sql.raw(columns)})
    where wins and (hour_mask <> ${sql.lit(FULL_DAY)} or duplicate_readings > 0)`.execute(db);
}

export const up = (db: Kysely<unknown>) => unevenIndex(db, 'user_id, day, plant_id');

export const down = (db: Kysely<unknown>) => unevenIndex(db, 'user_id, plant_id, day');
