import { type Kysely } from 'kysely';

// Issue 28 §4 "Second factor": an organisation's security settings, one row per organisation that
// changed them (no row: the defaults). `require_two_factor` refuses its members' sessions without
// a second factor on every route but the ones that say why.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('org_security')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('require_two_factor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('org_security').execute();
}
