import { sql, type Kysely } from 'kysely';

// Issue 10 "Scale": a 70 MB upload spent a second in PostgreSQL's default (pglz) compression of its
// bytes. lz4 is several times faster where the server has it; PGlite has not, and stores the bytes
// uncompressed instead (a CSV read back whole gains nothing from compressing it twice per write).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      alter table csv_files alter column content set compression lz4;
    exception when others then
      alter table csv_files alter column content set storage external;
    end $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table csv_files alter column content set compression default`.execute(db);
  await sql`alter table csv_files alter column content set storage extended`.execute(db);
}
