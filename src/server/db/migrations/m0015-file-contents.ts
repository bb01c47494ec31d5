import { sql, type Kysely } from 'kysely';

// Issue 10 "Scale": an upload's bytes are written while they arrive, a part at a time in statements
// of their own, so the server never holds a whole file and the write is done when its last byte is
// in. The parts then belong to the upload's content before any file exists: a file takes its
// content's id as its own once it is stored. A content left without a file (an upload that failed)
// is deleted when it fails, or by the sweep of abandoned contents.
/** Points the parts' foreign key at `table` (its `id`): a part goes when its owner does. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function partsBelongTo(db: Kysely<any>, table: 'file_contents' | 'csv_files') {
  await db.schema
    .alterTable('csv_file_parts')
    .dropConstraint('csv_file_parts_file_id_fkey')
    .execute();
  await db.schema
    .alterTable('csv_file_parts')
    .addForeignKeyConstraint('csv_file_parts_file_id_fkey', ['file_id'], table, ['id'])
    .onDelete('cascade')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_contents')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('file_contents_user_created_idx')
    .on('file_contents')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`insert into file_contents (id, user_id, created_at)
    select id, user_id, uploaded_at from csv_files`.execute(db);
  await partsBelongTo(db, 'file_contents');
  await db.schema
    .alterTable('csv_files')
    .addForeignKeyConstraint('csv_files_content_fkey', ['id'], 'file_contents', ['id'])
    .onDelete('cascade')
    .execute();
}

/** Parts of contents without a file go; every other part belongs to its file again. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('csv_files').dropConstraint('csv_files_content_fkey').execute();
  await sql`delete from csv_file_parts p
    where not exists (select 1 from csv_files f where f.id = p.file_id)`.execute(db);
  await partsBelongTo(db, 'csv_files');
  await db.schema.dropTable('file_contents').execute();
}
