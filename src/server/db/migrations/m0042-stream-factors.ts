import { sql, type Kysely } from 'kysely';

// Issue 38: the factors an organisation enters for a source stream (a national inventory factor,
// a laboratory analysis of a batch or a month), each for one parameter over a period of days,
// both ends inclusive, with the source it names. The domain's schema validates an entry and
// refuses one overlapping another of its parameter; the checks keep what the calculation reads
// within its ranges whatever writes. An entry goes with its stream.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('source_stream_factors')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) =>
      c.notNull().references('plant_source_streams.id').onDelete('cascade'),
    )
    .addColumn('parameter', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`parameter in ('ncv', 'emission_factor', 'oxidation_factor', 'biomass_fraction')`,
        ),
    )
    .addColumn('value', 'float8', (c) => c.notNull())
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('valid_to', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`length(source) between 1 and 200`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('source_stream_factors_period', sql`valid_from <= valid_to`)
    .addCheckConstraint(
      'source_stream_factors_value',
      sql`case parameter when 'ncv' then value > 0 and value <= 1000
        when 'emission_factor' then value between 0 and 1000 else value between 0 and 1 end`,
    )
    .execute();
  await db.schema
    .createIndex('source_stream_factors_stream')
    .on('source_stream_factors')
    .columns(['org_id', 'stream_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('source_stream_factors').execute();
}
