import { sql, type Kysely } from 'kysely';

// Issue 26 "reported vs verified": an accredited verifier's statement on a user's ETS year. Only a
// recorded statement makes a figure "verified"; without one the year's CO2 is "reported".
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ets_verifications')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('verifier', 'text', (c) =>
      c.notNull().check(sql`length(verifier) between 1 and 200`),
    )
    .addColumn('verified_on', 'text', (c) => c.notNull())
    .addColumn('verified_co2_t', 'float8', (c) => c.notNull().check(sql`verified_co2_t >= 0`))
    .addColumn('opinion', 'text', (c) =>
      c
        .notNull()
        .check(sql`opinion in ('satisfactory', 'satisfactory_with_comments', 'not_satisfactory')`),
    )
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ets_verifications_pkey', ['user_id', 'year'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ets_verifications').execute();
}
