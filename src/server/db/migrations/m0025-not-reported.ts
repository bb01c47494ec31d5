import { sql, type Kysely } from 'kysely';

// Issue 27 §1 "not reported": a file records the columns it does not report (CH4 or N2O, marked
// absent by the import profile it was read through), and every plant-day and rollup counts the
// hours whose CH4 and N2O are reported. Every file stored before reports both (a spec CSV always
// does), so the existing rows count all their hours.
const SUMMED_TABLES = [
  'history_days',
  'history_plant_weeks',
  'history_plant_months',
  'history_plant_years',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('csv_files')
    .addColumn('not_reported', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  const tables: { name: string; type: 'integer' | 'float8' }[] = [
    { name: 'plant_days', type: 'integer' },
    ...SUMMED_TABLES.map((name) => ({ name, type: 'float8' as const })),
  ];
  for (const { name, type } of tables) {
    await db.schema
      .alterTable(name)
      .addColumn('ch4_hours', type, (c) => c.notNull().defaultTo(0))
      .addColumn('n2o_hours', type, (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(name)} set ch4_hours = hours, n2o_hours = hours`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['plant_days', ...SUMMED_TABLES]) {
    await db.schema.alterTable(name).dropColumn('ch4_hours').dropColumn('n2o_hours').execute();
  }
  await db.schema.alterTable('csv_files').dropColumn('not_reported').execute();
}
