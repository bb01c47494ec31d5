import { sql, type Kysely } from 'kysely';

// Issue 10 "Scale": an upload's bytes are now written while its check ends, not while it runs, so
// their compression is part of the upload's time, and lz4 doubled the time PostgreSQL took to write
// them. PGlite already keeps them uncompressed (m0012). Parts written before keep their compression.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table csv_file_parts alter column bytes set storage external`.execute(db);
}

/** Back to lz4 where the server has it (m0012); PGlite stays uncompressed, as m0012 left it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      alter table csv_file_parts alter column bytes set compression lz4;
      alter table csv_file_parts alter column bytes set storage extended;
    exception when others then
      null;
    end $$`.execute(db);
}
