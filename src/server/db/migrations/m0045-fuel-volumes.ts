import type { Kysely } from 'kysely';

// Issue 38: the fuel burnt as a volume, the activity data of a source stream metered in m3 (at
// metered conditions) or in Nm3 (normal cubic metres): two quantities, each with its own sum and
// the hours that report it on every plant-day and rollup. No file stored before has either
// column, so the existing rows hold 0 over 0 reporting hours: "not reported", never 0.
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
      .addColumn('fuel_m3', 'float8', (c) => c.notNull().defaultTo(0))
      .addColumn('fuel_m3_hours', 'float8', (c) => c.notNull().defaultTo(0))
      .addColumn('fuel_nm3', 'float8', (c) => c.notNull().defaultTo(0))
      .addColumn('fuel_nm3_hours', 'float8', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of TABLES) {
    await db.schema
      .alterTable(name)
      .dropColumn('fuel_m3')
      .dropColumn('fuel_m3_hours')
      .dropColumn('fuel_nm3')
      .dropColumn('fuel_nm3_hours')
      .execute();
  }
}
