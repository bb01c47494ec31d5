import { sql, type Kysely } from 'kysely';

/**
 * Stores a bytea column with lz4 where the server has it (several times faster than the default
 * pglz on a large write); PGlite has not, and keeps the bytes uncompressed instead (a CSV read back
 * whole gains nothing from compressing it twice per write).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function useFastBytesStorage(db: Kysely<any>, table: string, column: string) {
  const target = sql.raw(`${table} alter column ${column}`);
  await sql`
    do $$ begin
      alter table ${target} set compression lz4;
    exception when others then
      alter table ${target} set storage external;
    end $$`.execute(db);
}
