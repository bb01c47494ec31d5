import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

/**
 * The summed columns of a rollup table (migrations 0007, 0011 and 0013), as those migrations created
 * them: frozen here, apart from the query code, so that a migration keeps its meaning.
 */
const ROLLUP_SUM_COLUMNS = [
  'rows',
  'electricity_mwh',
  'heat_mwh',
  'fuel_mwh',
  'co2_t',
  'ch4_kg',
  'n2o_kg',
  'efficiency_sum',
  'first_ts',
  'last_ts',
] as const;

/** A rollup table with its summed columns added, each float8 not null. */
export function withRollupSums(
  table: CreateTableBuilder<string, string>,
): CreateTableBuilder<string, string> {
  let built = table;
  for (const column of ROLLUP_SUM_COLUMNS)
    built = built.addColumn(column, 'float8', (c) => c.notNull());
  return built;
}

/** The names of the summed columns, comma-separated, for an insert's column list. */
export const ROLLUP_SUM_COLUMN_LIST = ROLLUP_SUM_COLUMNS.join(', ');

/**
 * A rollup of plant-days per user, plant and calendar unit (`week`, `month` or `year`), with the first day
 * with data and the plant's name and fuel on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function plantRollupTable(db: Kysely<any>, table: string, unit: string) {
  return withRollupSums(
    db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('plant_id', 'integer', (c) => c.notNull())
      .addColumn(unit, 'integer', (c) => c.notNull())
      .addColumn('first_day', 'integer', (c) => c.notNull())
      .addColumn('plant_name', 'text', (c) => c.notNull())
      .addColumn('fuel_type', 'text', (c) => c.notNull()),
  ).addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', unit, 'plant_id']);
}

/**
 * Fills a plant rollup table (see plantRollupTable) from every user's winning plant-days, summed
 * per plant and `unitOfDay` as the upload path sums them (never from another rollup).
 */
export function fillPlantRollup(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  unit: string,
  unitOfDay: RawBuilder<unknown>,
) {
  return sql`
    insert into ${sql.table(table)} (user_id, plant_id, ${sql.ref(unit)}, first_day, plant_name,
      fuel_type, ${sql.raw(ROLLUP_SUM_COLUMN_LIST)})
    select user_id, plant_id, ${unitOfDay}, min(day), (array_agg(plant_name order by day))[1],
      (array_agg(fuel_type order by day))[1], sum(rows), sum(electricity_mwh), sum(heat_mwh),
      sum(fuel_mwh), sum(co2_t), sum(ch4_kg), sum(n2o_kg), sum(efficiency_sum), min(first_ts),
      max(last_ts)
    from plant_days where wins
    group by user_id, plant_id, ${unitOfDay}`.execute(db);
}
