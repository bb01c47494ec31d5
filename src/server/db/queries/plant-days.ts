// The plant history's SQL (issue 10): each upload's plant-day cells, which cell wins each plant-day,
// and the sums of any scope, range and plants. Every query takes the signed-in user's id.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { PlantDayCell, Rollup, Totals } from '../../../domain/core/analysis/aggregate';
import { dateToDay, dayToDate } from '../../../domain/core/analysis/aggregate';
import { MAX_REPORTED_PROBLEMS } from '../../../domain/core/constants';
import type { ScopeFilter } from '../../../domain/core/history/date-range';
import type { AvailableData, ScopeSums } from '../../../domain/core/history/scope-base';
import {
  READINGS_PER_FULL_DAY,
  type FlaggedPlantDay,
} from '../../../domain/core/history/scope-quality';
import type { Database } from '../schema';

/** A scope's cells: the user's winning plant-days, or every plant-day of one file. */
export type ScopeSource = { kind: 'history' } | { kind: 'file'; fileId: string };

// 19 values a row: 3,000 rows stay under PostgreSQL's 65,535 parameters a statement.
const INSERT_CHUNK = 3000;

/** Appends one upload's cells; winners are set by `settleWinners`. */
export async function insertCells(
  trx: Transaction<Database>,
  userId: string,
  file: { id: string; upload_seq: number },
  cells: readonly PlantDayCell[],
): Promise<void> {
  for (let i = 0; i < cells.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('plant_days')
      .values(
        cells.slice(i, i + INSERT_CHUNK).map((c) => ({
          file_id: file.id,
          user_id: userId,
          upload_seq: file.upload_seq,
          plant_id: c.plant_id,
          day: c.day,
          plant_name: c.plant_name,
          fuel_type: c.fuel_type,
          rows: c.totals.rows,
          electricity_mwh: c.totals.electricityMWh,
          heat_mwh: c.totals.heatMWh,
          fuel_mwh: c.totals.fuelMWh,
          co2_t: c.totals.co2Tonnes,
          ch4_kg: c.totals.ch4Kg,
          n2o_kg: c.totals.n2oKg,
          efficiency_sum: c.totals.efficiencySum,
          readings: c.readings,
          duplicate_readings: c.duplicateReadings,
          first_ts: c.firstTimestamp,
          last_ts: c.lastTimestamp,
        })),
      )
      .execute();
  }
}

/** Holds the user's history for the rest of the transaction: one change of winners at a time. */
export async function lockHistory(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`history:${userId}`}))`.execute(trx);
}

/**
 * Marks, for every plant-day of the user between two days, the cell of the newest upload as the
 * winner and every other as not: after an upload (its span) or a delete (the deleted file's span).
 */
export async function settleWinners(
  trx: Transaction<Database>,
  userId: string,
  span: { first: number; last: number },
): Promise<void> {
  await sql`
    update plant_days p set wins = (p.upload_seq = w.newest)
    from (
      select plant_id, day, max(upload_seq) as newest from plant_days
      where user_id = ${userId} and day between ${span.first} and ${span.last}
      group by plant_id, day
    ) w
    where p.user_id = ${userId} and p.plant_id = w.plant_id and p.day = w.day
      and p.wins is distinct from (p.upload_seq = w.newest)`.execute(trx);
}

/** The first and last day of one file's cells, or null without cells. */
export async function cellSpan(
  trx: Transaction<Database>,
  fileId: string,
): Promise<{ first: number; last: number } | null> {
  const row = await trx
    .selectFrom('plant_days')
    .select([sql<number | null>`min(day)`.as('first'), sql<number | null>`max(day)`.as('last')])
    .where('file_id', '=', fileId)
    .executeTakeFirstOrThrow();
  return row.first === null || row.last === null ? null : { first: row.first, last: row.last };
}

interface SumsRow {
  rows: number;
  electricity: number;
  heat: number;
  fuel: number;
  co2: number;
  ch4: number;
  n2o: number;
  efficiency: number;
}

const SUMS = sql`
  sum(rows)::float8 as rows, sum(electricity_mwh) as electricity, sum(heat_mwh) as heat,
  sum(fuel_mwh) as fuel, sum(co2_t) as co2, sum(ch4_kg) as ch4, sum(n2o_kg) as n2o,
  sum(efficiency_sum) as efficiency`;

function totalsOf(r: SumsRow): Totals {
  return {
    rows: r.rows,
    electricityMWh: r.electricity,
    heatMWh: r.heat,
    fuelMWh: r.fuel,
    co2Tonnes: r.co2,
    ch4Kg: r.ch4,
    n2oKg: r.n2o,
    efficiencySum: r.efficiency,
  };
}

/** The condition selecting a scope's cells, within an optional range and plants. */
function scopeWhere(
  userId: string,
  source: ScopeSource,
  range: { from: string | null; to: string | null },
  plants: readonly number[],
): RawBuilder<unknown> {
  const parts = [
    sql`user_id = ${userId}`,
    source.kind === 'history' ? sql`wins` : sql`file_id = ${source.fileId}`,
  ];
  if (range.from !== null) parts.push(sql`day >= ${dateToDay(range.from)}`);
  if (range.to !== null) parts.push(sql`day <= ${dateToDay(range.to)}`);
  if (plants.length > 0) parts.push(sql`plant_id in (${sql.join(plants)})`);
  return sql.join(parts, sql` and `);
}

/** The history queries of one database. */
export function createPlantDayQueries(db: Kysely<Database>) {
  return {
    /** What a scope holds whatever the range and plants (null when it holds nothing). */
    async available(userId: string, source: ScopeSource): Promise<AvailableData | null> {
      const where = scopeWhere(userId, source, { from: null, to: null }, []);
      const plants = await sql<{
        plant_id: number;
        plant_name: string;
        first: number;
        last: number;
      }>`
        select distinct on (plant_id) plant_id, plant_name,
          min(day) over (partition by plant_id) as first, max(day) over (partition by plant_id) as last
        from plant_days where ${where} order by plant_id, day`.execute(db);
      if (plants.rows.length === 0) return null;
      const years = await sql<{ year: number }>`
        select distinct extract(year from date '1970-01-01' + day)::int as year
        from plant_days where ${where} order by year`.execute(db);
      return {
        startDate: dayToDate(Math.min(...plants.rows.map((p) => p.first))),
        endDate: dayToDate(Math.max(...plants.rows.map((p) => p.last))),
        years: years.rows.map((y) => y.year),
        plants: plants.rows.map(({ plant_id, plant_name }) => ({ plant_id, plant_name })),
      };
    },

    /** The sums of a scope filtered by range and plants, read on demand. */
    sums(userId: string, source: ScopeSource, filter: ScopeFilter): ScopeSums {
      const inScope = scopeWhere(userId, source, filter, filter.plants);
      return {
        async rollup(range) {
          const where = scopeWhere(userId, source, range, filter.plants);
          const result = await sql<
            SumsRow & {
              by_day: boolean;
              plant_id: number | null;
              year: number | null;
              day: number | null;
              plant_name: string | null;
              fuel_type: string | null;
              first_ts: number;
              last_ts: number;
            }
          >`
            select grouping(day) = 0 as by_day, plant_id,
              extract(year from date '1970-01-01' + day)::int as year, day,
              (array_agg(plant_name order by day))[1] as plant_name,
              (array_agg(fuel_type order by day))[1] as fuel_type,
              min(first_ts) as first_ts, max(last_ts) as last_ts, ${SUMS}
            from plant_days where ${where}
            group by grouping sets ((plant_id, extract(year from date '1970-01-01' + day)), (day))`.execute(
            db,
          );
          const plants = new Map<number, Rollup['plants'][number]>();
          const days: Rollup['days'] = [];
          let first = Infinity;
          let last = -Infinity;
          for (const r of result.rows) {
            if (r.by_day) {
              days.push({ day: r.day!, totals: totalsOf(r) });
              first = Math.min(first, r.first_ts);
              last = Math.max(last, r.last_ts);
              continue;
            }
            let p = plants.get(r.plant_id!);
            if (!p) {
              p = { plant_id: r.plant_id!, plant_name: '', fuel_type: '', years: [] };
              plants.set(r.plant_id!, p);
            }
            p.years.push({ year: r.year!, totals: totalsOf(r) });
            // The plant's name and fuel are those of its first day in the range.
            if (p.years.every((y) => y.year >= r.year!)) {
              p.plant_name = r.plant_name!;
              p.fuel_type = r.fuel_type!;
            }
          }
          days.sort((a, b) => a.day - b.day);
          return {
            plants: [...plants.values()].sort((a, b) => a.plant_id - b.plant_id),
            days,
            firstTimestamp: days.length > 0 ? first : null,
            lastTimestamp: days.length > 0 ? last : null,
          };
        },

        async qualityFacts() {
          const flagged = await sql<{
            kind: 'duplicate' | 'incomplete';
            plant_id: number;
            day: number;
            count: number;
            total: number;
          }>`
            with s as (
              select plant_id, day, readings, duplicate_readings,
                min(day) over (partition by plant_id) as first, max(day) over (partition by plant_id) as last
              from plant_days where ${inScope}
            ), f as (
              select 'duplicate' as kind, plant_id, day, duplicate_readings as count from s
              where duplicate_readings > 0
              union all
              select 'incomplete', plant_id, day, readings from s
              where readings < ${READINGS_PER_FULL_DAY} and day > first and day < last
            ), n as (
              select *, row_number() over (partition by kind order by plant_id, day) as n,
                count(*) over (partition by kind)::int as total from f
            )
            select kind, plant_id, day, count, total from n where n <= ${MAX_REPORTED_PROBLEMS}
            order by kind, plant_id, day`.execute(db);
          const of = (kind: 'duplicate' | 'incomplete') =>
            flagged.rows.filter((r) => r.kind === kind);
          const list = (kind: 'duplicate' | 'incomplete'): FlaggedPlantDay[] =>
            of(kind).map(({ plant_id, day, count }) => ({ plant_id, day, count }));
          return {
            duplicates: list('duplicate'),
            duplicateCount: of('duplicate')[0]?.total ?? 0,
            incomplete: list('incomplete'),
            incompleteCount: of('incomplete')[0]?.total ?? 0,
          };
        },

        async uploads() {
          const row = await sql<{ n: number }>`
            select count(distinct file_id)::int as n from plant_days where ${inScope}`.execute(db);
          return row.rows[0]?.n ?? 0;
        },
      };
    },

    /** What the history's answers depend on: how many files and the newest upload. */
    async historyVersion(userId: string): Promise<string> {
      const row = await db
        .selectFrom('csv_files')
        .select([
          sql<number>`count(*)::int`.as('files'),
          sql<number | null>`max(upload_seq)`.as('newest'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return `${row.files}:${row.newest ?? 0}`;
    },
  };
}

export type PlantDayQueries = ReturnType<typeof createPlantDayQueries>;
