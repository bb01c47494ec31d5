import { sql, type Kysely } from 'kysely';

// Issue 38: the share of a measured plant's measured CO2 beyond which its corroborating
// calculation (MRR Art. 46) is flagged is the organisation's setting; saved settings take 5 %.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('org_settings')
    .addColumn('corroboration_flag_pct', 'float8', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`corroboration_flag_pct >= 0 and corroboration_flag_pct <= 100`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('org_settings').dropColumn('corroboration_flag_pct').execute();
}
