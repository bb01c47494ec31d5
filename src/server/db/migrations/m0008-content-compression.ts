import { sql, type Kysely } from 'kysely';
import { useFastBytesStorage } from './fast-bytes-storage';

// Issue 10 "Scale": a 70 MB upload spent a second in PostgreSQL's default (pglz) compression of its
// bytes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await useFastBytesStorage(db, 'csv_files', 'content');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table csv_files alter column content set compression default`.execute(db);
  await sql`alter table csv_files alter column content set storage extended`.execute(db);
}
