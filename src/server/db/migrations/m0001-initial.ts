import { sql, type Kysely } from 'kysely';

// The first schema: uploaded files, permits (accounts §3, §7) and shared rate-limit counters.
// Migrations take Kysely<any>: they describe the schema at their time, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('csv_files')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('plants', 'integer', (c) => c.notNull())
    .addColumn('first_date', 'text')
    .addColumn('last_date', 'text')
    .addColumn('quality', 'jsonb', (c) => c.notNull())
    .addColumn('analysis', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('csv_files_user_uploaded_idx')
    .on('csv_files')
    .columns(['user_id', 'uploaded_at desc'])
    .execute();

  await db.schema
    .createTable('eu_permits')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('permit_year', 'integer', (c) => c.notNull())
    .addColumn('active_permits', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Constraint names are matched in queries/permits.ts to give each its accounts §5 message.
    .addUniqueConstraint('eu_permits_user_year_key', ['user_id', 'permit_year'])
    .addCheckConstraint('eu_permits_year_check', sql`permit_year between 2020 and 2030`)
    .addCheckConstraint('eu_permits_active_permits_check', sql`active_permits >= 0`)
    .addCheckConstraint('eu_permits_company_name_check', sql`char_length(company_name) <= 100`)
    .addCheckConstraint('eu_permits_notes_check', sql`char_length(notes) <= 500`)
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('eu_permits').execute();
  await db.schema.dropTable('csv_files').execute();
}
