import type { Kysely } from 'kysely';

// A plant-day's hours the plant reported not operating: covered (their bits stay in hour_mask), so
// never a gap nor substituted, and no row, hour or efficiency of the day's sums. Days stored
// before held none.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('plant_days')
    .addColumn('not_operating_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('plant_days').dropColumn('not_operating_mask').execute();
}
