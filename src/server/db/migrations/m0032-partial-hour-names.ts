import { sql, type Kysely } from 'kysely';

// Issue 27 §2: a plant whose every hour in the data held under 80 % of its readings has no
// plant-day to take its name from, so the quality report could not list it at all. A partial hour
// keeps its plant's name; those stored before take it from the plant's days where it has any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('partial_hours')
    .addColumn('plant_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    update partial_hours p set plant_name = d.plant_name
    from (select distinct on (org_id, plant_id) org_id, plant_id, plant_name
          from plant_days order by org_id, plant_id, upload_seq desc) d
    where d.org_id = p.org_id and d.plant_id = p.plant_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('partial_hours').dropColumn('plant_name').execute();
}
