import { sql, type Kysely } from 'kysely';

// Issue 38 "Source streams in the register": each plant's source streams, the fuel each burns, how
// its CO2 is determined, its activity data, factors (null: the library's default) and the tier
// declared for each parameter. The domain's schema validates a stream before it is written; the
// checks keep what the calculation reads within its ranges whatever writes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plant_source_streams')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('plant_id', 'integer', (c) => c.notNull())
    .addColumn('unit_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn('fuel', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('calculation', 'measurement')`),
    )
    .addColumn('activity_data', 'text', (c) =>
      c.notNull().check(sql`activity_data in ('file_fuel_mwh', 't', 'm3', 'Nm3')`),
    )
    .addColumn('ncv_gj_per_unit', 'float8', (c) => c.check(sql`ncv_gj_per_unit > 0`))
    .addColumn('emission_factor_t_per_tj', 'float8', (c) =>
      c.check(sql`emission_factor_t_per_tj >= 0`),
    )
    .addColumn('oxidation_factor', 'float8', (c) => c.check(sql`oxidation_factor between 0 and 1`))
    .addColumn('biomass_fraction', 'float8', (c) => c.check(sql`biomass_fraction between 0 and 1`))
    .addColumn('tier_activity_data', 'text', (c) => c.notNull())
    .addColumn('tier_ncv', 'text', (c) => c.notNull())
    .addColumn('tier_emission_factor', 'text', (c) => c.notNull())
    .addColumn('tier_oxidation_factor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('plant_source_streams_plant')
    .on('plant_source_streams')
    .columns(['org_id', 'plant_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plant_source_streams').execute();
}
