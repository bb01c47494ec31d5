import { sql, type Kysely } from 'kysely';

// Issue 11 "EU ETS, per compliance year": a permit record also holds the year's allowances in EUAs
// (entered directly, instead of the spec's permit blocks), free allocation, purchases, sales and
// surrenders; and each user keeps their EUA price, permit block size and GWP set.
const ALLOWANCE_COUNTS = ['free_allocation', 'purchased', 'sold', 'surrendered'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let permits = db.schema.alterTable('eu_permits').addColumn('allowances_eua', 'bigint');
  for (const column of ALLOWANCE_COUNTS) {
    permits = permits.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  }
  await permits.execute();
  // Named, so a refusal is reported with its field (queries/permits.ts).
  for (const column of ['allowances_eua', ...ALLOWANCE_COUNTS]) {
    await sql`alter table eu_permits add constraint ${sql.raw(`eu_permits_${column}_check`)}
      check (${sql.ref(column)} >= 0)`.execute(db);
  }
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('eua_price_eur_per_t', 'float8', (c) =>
      c.notNull().check(sql`eua_price_eur_per_t > 0 and eua_price_eur_per_t <= 10000`),
    )
    .addColumn('permit_block_t', 'integer', (c) => c.notNull().check(sql`permit_block_t >= 1`))
    .addColumn('gwp_set', 'text', (c) => c.notNull().check(sql`gwp_set in ('AR4', 'AR5', 'AR6')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
  let permits = db.schema.alterTable('eu_permits').dropColumn('allowances_eua');
  for (const column of ALLOWANCE_COUNTS) permits = permits.dropColumn(column);
  await permits.execute();
}
