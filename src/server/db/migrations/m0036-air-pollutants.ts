import type { Kysely } from 'kysely';

// SO2 and NOx: each plant-day and rollup sums their kg and counts the hours that report them. No
// file stored before reports them (no spec CSV or profile had the columns), so the existing rows
// hold 0 kg over 0 reporting hours: "not reported", never a silent 0.
const SUMMED_TABLES = [
  'history_days',
  'history_plant_weeks',
  'history_plant_months',
  'history_plant_years',
];

const TABLES: { name: string; hours: 'integer' | 'float8' }[] = [
  { name: 'plant_days', hours: 'integer' },
  ...SUMMED_TABLES.map((name) => ({ name, hours: 'float8' as const })),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, hours } of TABLES) {
    await db.schema
      .alterTable(name)
      .addColumn('so2_kg', 'float8', (c) => c.notNull().defaultTo(0))
      .addColumn('nox_kg', 'float8', (c) => c.notNull().defaultTo(0))
      .addColumn('so2_hours', hours, (c) => c.notNull().defaultTo(0))
      .addColumn('nox_hours', hours, (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of TABLES) {
    await db.schema
      .alterTable(name)
      .dropColumn('so2_kg')
      .dropColumn('nox_kg')
      .dropColumn('so2_hours')
      .dropColumn('nox_hours')
      .execute();
  }
}
