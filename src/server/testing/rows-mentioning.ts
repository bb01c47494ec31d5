import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How many rows of each table of the current schema mention `needle` in any column, read as text.
 * Every table and column is found through information_schema, so a table added later is checked too.
 */
export async function rowsMentioning(db: Kysely<Database>, needle: string) {
  const { rows: tables } = await sql<{ table_name: string; columns: string[] }>`
    select c.table_name, array_agg(c.column_name::text) as columns
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    group by c.table_name
  `.execute(db);
  const found: Record<string, number> = {};
  for (const { table_name: table, columns } of tables) {
    const mentions = sql.join(
      columns.map((column) => sql`strpos(${sql.ref(column)}::text, ${needle}) > 0`),
      sql` or `,
    );
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where ${mentions}
    `.execute(db);
    if (rows[0]!.n > 0) found[table] = rows[0]!.n;
  }
  return found;
}
