import type { Kysely } from 'kysely';

// Issue 38: the fuel burnt in tonnes, the activity data of a source stream metered by mass. Each
// plant-day and rollup sums its tonnes and counts the hours that report it. No file stored before
// has the column, so the existing rows hold 0 t over 0 reporting hours: "not reported", never 0.
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
      .addColumn('fuel_t', 'float8', (c) => c.notNull().defaultTo(0))
      .addColumn('fuel_t_hours', 'float8', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of TABLES) {
    await db.schema.alterTable(name).dropColumn('fuel_t').dropColumn('fuel_t_hours').execute();
  }
}
