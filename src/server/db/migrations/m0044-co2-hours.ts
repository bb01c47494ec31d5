import { sql, type Kysely } from 'kysely';

// Issue 38: an import profile may mark CO2 absent, so every plant-day and rollup counts the hours
// that report CO2, as m0025 did for CH4 and N2O (float8 in plant_days too: a daily file's day holds
// 6.5 hours, m0037). Every file stored before held the column (a profile could not mark it absent),
// so the existing rows report CO2 in all their hours.
const TABLES = [
  'plant_days',
  'history_days',
  'history_plant_weeks',
  'history_plant_months',
  'history_plant_years',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of TABLES) {
    await db.schema
      .alterTable(name)
      .addColumn('co2_hours', 'float8', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(name)} set co2_hours = hours`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of TABLES) await db.schema.alterTable(name).dropColumn('co2_hours').execute();
}
