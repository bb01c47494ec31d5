import { sql, type Kysely } from 'kysely';
import { useFastBytesStorage } from './fast-bytes-storage';

// Issue 10 "Scale": a file's bytes are kept in parts of at most FILE_PART_BYTES, written one statement
// each. A 70 MB file written as one bytea parameter was copied twice more by the driver (peak memory
// 3x the file for the write alone) and held PGlite's thread, and so the event loop, for the whole write.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('csv_file_parts')
    .addColumn('file_id', 'text', (c) => c.notNull().references('csv_files.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('csv_file_parts_pkey', ['file_id', 'part'])
    .execute();
  await useFastBytesStorage(db, 'csv_file_parts', 'bytes');
  await sql`insert into csv_file_parts (file_id, part, bytes) select id, 0, content from csv_files`.execute(
    db,
  );
  await db.schema.alterTable('csv_files').dropColumn('content').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('csv_files').addColumn('content', 'bytea').execute();
  await sql`
    update csv_files f set content = (
      select string_agg(bytes, ''::bytea order by part) from csv_file_parts p where p.file_id = f.id)`.execute(
    db,
  );
  await sql`alter table csv_files alter column content set not null`.execute(db);
  await db.schema.dropTable('csv_file_parts').execute();
}
