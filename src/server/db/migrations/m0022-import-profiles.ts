import { sql, type Kysely } from 'kysely';

// Issue 27 "Import profiles": how a plant system's export maps onto the spec's columns, saved by a
// user for their uploads. The profile's fields are kept as JSON (validated by the domain's schema
// before they are written); its name apart, unique per user, so that it can be chosen by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('profile', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Matched by name in queries/import-profiles.ts to answer a duplicate name with 409.
    .addUniqueConstraint('import_profiles_user_name_key', ['user_id', 'name'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_profiles').execute();
}
