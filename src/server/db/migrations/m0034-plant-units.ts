import { sql, type Kysely } from 'kysely';

// A plant's readings arrive per unit (a boiler, a turbine): each upload's cell is a unit's day, and
// the newest upload wins per unit-day. Every cell stored before is the plant's one unit, ''.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('plant_days')
    .addColumn('unit_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`alter table plant_days drop constraint plant_days_pkey`.execute(db);
  await sql`alter table plant_days
    add constraint plant_days_pkey primary key (file_id, plant_id, day, unit_id)`.execute(db);
}

// A history with several units per plant keeps only each plant-day's first unit going down.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from plant_days p using plant_days q
    where p.file_id = q.file_id and p.plant_id = q.plant_id and p.day = q.day
      and p.unit_id > q.unit_id`.execute(db);
  await sql`alter table plant_days drop constraint plant_days_pkey`.execute(db);
  await db.schema.alterTable('plant_days').dropColumn('unit_id').execute();
  await sql`alter table plant_days
    add constraint plant_days_pkey primary key (file_id, plant_id, day)`.execute(db);
}
