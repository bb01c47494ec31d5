import { sql, type Kysely } from 'kysely';

// Issue 26: the excess emissions penalty per tonne is a user's setting with its legal source
// (Directive 2003/87/EC, Art. 16(3): 100 EUR, indexed), not a constant; saved settings keep 100.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_settings')
    .addColumn('penalty_eur_per_t', 'float8', (c) =>
      c
        .notNull()
        .defaultTo(100)
        .check(sql`penalty_eur_per_t > 0 and penalty_eur_per_t <= 1000`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('penalty_eur_per_t').execute();
}
