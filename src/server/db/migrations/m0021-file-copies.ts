import { sql, type Kysely } from 'kysely';

// Issue 27 §4 "Re-uploads": a user stores a file's bytes once. Every file already keeps the SHA-256
// of its bytes (m0001, computed as they arrived), so nothing is backfilled; a unique index on
// (user, digest) keeps a second copy out, even of two identical uploads at once. Copies stored
// before it are kept, numbered in upload order (the first 0), so the index holds over them too.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('csv_files')
    .addColumn('earlier_copies', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update csv_files f set earlier_copies = numbered.n - 1
    from (select id, row_number() over (partition by user_id, sha256 order by upload_seq) as n
          from csv_files) numbered
    where f.id = numbered.id and numbered.n > 1`.execute(db);
  await db.schema
    .createIndex('csv_files_user_sha256_key')
    .unique()
    .on('csv_files')
    .columns(['user_id', 'sha256', 'earlier_copies'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('csv_files_user_sha256_key').execute();
  await db.schema.alterTable('csv_files').dropColumn('earlier_copies').execute();
}
