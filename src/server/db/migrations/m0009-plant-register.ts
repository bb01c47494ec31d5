import { sql, type Kysely } from 'kysely';

// Issue 11 "Plant register": what a user declares of each of their plants. A null field is not
// declared: the spec's derived default applies and the screens call it assumed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plant_register')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('plant_id', 'integer', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('sector', 'text', (c) => c.check(sql`char_length(sector) <= 100`))
    .addColumn('capacity_mw', 'float8', (c) => c.check(sql`capacity_mw >= 0`))
    .addColumn('ets_installation_id', 'text', (c) =>
      c.check(sql`char_length(ets_installation_id) <= 100`),
    )
    .addColumn('in_ets', 'boolean')
    .addColumn('sec_reporting', 'boolean')
    .addColumn('renewable_share', 'float8', (c) =>
      c.check(sql`renewable_share >= 0 and renewable_share <= 100`),
    )
    .addColumn('notes', 'text', (c) => c.check(sql`char_length(notes) <= 500`))
    .addColumn('confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('plant_register_pkey', ['user_id', 'plant_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plant_register').execute();
}
