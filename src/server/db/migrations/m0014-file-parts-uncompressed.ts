import { sql, type Kysely } from 'kysely';

// Issue 10 "Scale": an upload's bytes are now written while its check ends, not while it runs, so
// their compression is part of the upload's time. lz4 took about 1 s of PostgreSQL's time for a year
// of 100 plants (84 MiB: 1.9-2.0 s to write the parts against 0.8-1.0 s uncompressed), for 36 MiB
// stored instead of 87. PGlite already keeps them uncompressed (m0012). Parts written before keep
// their compression.
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
