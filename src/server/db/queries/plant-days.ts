// The plant history's SQL (issue 10): each upload's plant-day cells, which cell wins each plant-day,
// the rollups of the winners, and the sums of one file's scope. Every query takes the user's id.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { dayToDate, yearOfDay } from '@domain/readings/day-number';
import type { ScopeFilter } from '@domain/history/date-range';
import type { AvailableData } from '@domain/history/scope-base';
import { READINGS_PER_FULL_DAY } from '@domain/history/scope-quality';
import type { CellRows, DaySpan } from '../cell-rows';
import { copyRows } from '../copy-rows';
import { binaryCopy, CopyFieldsWriter } from '../copy-binary';
import { CELL_COLUMNS } from '../plant-day-columns';
import type { Database } from '../schema';
import { flaggedPlantDays } from './flagged-plant-days';
import { historyReads } from './history-reads';
import {
  dayBounds,
  firstDayOfMonth,
  firstDayOfWeek,
  firstDayOfYear,
  MONTH_OF_DAY,
  monthOfDay,
  ROLLUP_COLUMNS,
  ROLLUP_SUMS,
  SUMS,
  WEEK_OF_DAY,
  weekOfDay,
  YEAR_OF_DAY,
} from './rollup-rows';
import {
  rollupOfRows,
  type DayRow,
  type PlantYearRow,
  type RowSums,
  type SumsRow,
  type UnitRow,
} from '../rollup-of-rows';

/** A unit's sums of one day ('': a plant without units). */
export type UnitDayRow = SumsRow & { plant_id: number; unit_id: string; day: number };

/** The columns of plant_days that a file's cells share: whose upload they are, and whether they win. */
const FILE_COLUMNS = ['file_id', 'org_id', 'upload_seq', 'wins'] as const;

/** A scope's cells: the user's winning plant-days, or every plant-day of one file. */
export type ScopeSource = { kind: 'history' } | { kind: 'file'; fileId: string };

/**
 * Appends one upload's cells in one COPY (see copy-rows.ts), each row led by the file's own
 * columns. `wins` marks them all as winners (the newest upload, see `insertNewestCells`). They are
 * stored in the order of their rows, day by day (see cellRowsOf).
 */
export async function insertCells(
  trx: Transaction<Database>,
  orgId: string,
  file: { id: string; upload_seq: number },
  cells: CellRows,
  wins = false,
): Promise<void> {
  if (cells.count === 0) return;
  const lead = new CopyFieldsWriter(FILE_COLUMNS.length);
  lead.text(file.id).text(orgId).int8(file.upload_seq).bool(wins).endRow();
  const bytes = binaryCopy(lead.finish(), cells.fields);
  await trx.executeQuery(copyRows('plant_days', [...FILE_COLUMNS, ...CELL_COLUMNS], bytes));
}

/**
 * Appends the cells of the user's newest upload (the history is locked and its upload_seq is the
 * highest): each of them wins its unit-day, and only the older winners of those unit-days change,
 * so a year that overlaps nothing rewrites no other row. The older winners are looked for within
 * the upload's days only, so an upload costs the same however many years the history holds.
 */
export async function insertNewestCells(
  trx: Transaction<Database>,
  orgId: string,
  file: { id: string; upload_seq: number },
  cells: CellRows,
): Promise<void> {
  const { span } = cells;
  if (!span) return;
  await insertCells(trx, orgId, file, cells, true);
  await sql`
    update plant_days o set wins = false from plant_days n
    where n.file_id = ${file.id} and o.org_id = ${orgId} and o.day between ${span.first} and ${span.last}
      and o.plant_id = n.plant_id and o.unit_id = n.unit_id and o.day = n.day and o.wins
      and o.file_id <> ${file.id}`.execute(trx);
  await refreshRollups(trx, orgId, span);
}

/** Holds the user's history for the rest of the transaction: one change of winners at a time. */
export async function lockHistory(trx: Transaction<Database>, orgId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`history:${orgId}`}))`.execute(trx);
}

/** The per-plant rollups of the winning plant-days: a table per calendar unit. */
const PLANT_ROLLUPS = [
  {
    table: 'history_plant_weeks',
    unit: 'week',
    ofDayColumn: WEEK_OF_DAY,
    ofDay: weekOfDay,
    firstDay: firstDayOfWeek,
  },
  {
    table: 'history_plant_months',
    unit: 'month',
    ofDayColumn: MONTH_OF_DAY,
    ofDay: monthOfDay,
    firstDay: firstDayOfMonth,
  },
  {
    table: 'history_plant_years',
    unit: 'year',
    ofDayColumn: YEAR_OF_DAY,
    ofDay: yearOfDay,
    firstDay: firstDayOfYear,
  },
] as const;

/**
 * Rolls the user's winning plant-days up per day, per plant-week, per plant-month and per plant-year
 * again, over a span of days (widened to whole weeks, months and years). Each rollup sums the plant-days themselves,
 * not a finer rollup, so its float sums group the values as a read of the plant-days does.
 */
async function refreshRollups(
  trx: Transaction<Database>,
  orgId: string,
  span: DaySpan,
): Promise<void> {
  await trx
    .deleteFrom('history_days')
    .where('org_id', '=', orgId)
    .where('day', '>=', span.first)
    .where('day', '<=', span.last)
    .execute();
  await sql`
    insert into history_days (org_id, day, ${ROLLUP_COLUMNS}, duplicate_plant_days, incomplete_plant_days)
    select org_id, day, ${ROLLUP_SUMS},
      count(*) filter (where duplicate_readings > 0),
      count(*) filter (where readings < ${READINGS_PER_FULL_DAY})
    from plant_days where org_id = ${orgId} and wins and day between ${span.first} and ${span.last}
    group by org_id, day`.execute(trx);
  for (const rollup of PLANT_ROLLUPS) {
    const first = rollup.ofDay(span.first);
    const last = rollup.ofDay(span.last);
    const table = sql.table(rollup.table);
    const unit = sql.ref(rollup.unit);
    await sql`delete from ${table} where org_id = ${orgId} and ${unit} between ${first} and ${last}`.execute(
      trx,
    );
    await sql`
      insert into ${table} (org_id, plant_id, ${unit}, first_day, plant_name, fuel_type, ${ROLLUP_COLUMNS})
      select org_id, plant_id, ${rollup.ofDayColumn}, min(day), (array_agg(plant_name order by day))[1],
        (array_agg(fuel_type order by day))[1], ${ROLLUP_SUMS}
      from plant_days
      where org_id = ${orgId} and wins
        and day between ${rollup.firstDay(first)} and ${rollup.firstDay(last + 1) - 1}
      group by org_id, plant_id, ${rollup.ofDayColumn}`.execute(trx);
  }
}

/**
 * Marks, for every unit-day of the user between two days, the cell of the newest upload as the
 * winner and every other as not, then rolls the winners of those days up again: after an upload
 * (its span) or a delete (the deleted file's span).
 */
export async function settleWinners(
  trx: Transaction<Database>,
  orgId: string,
  span: DaySpan,
): Promise<void> {
  await sql`
    update plant_days p set wins = (p.upload_seq = w.newest)
    from (
      select plant_id, unit_id, day, max(upload_seq) as newest from plant_days
      where org_id = ${orgId} and day between ${span.first} and ${span.last}
      group by plant_id, unit_id, day
    ) w
    where p.org_id = ${orgId} and p.plant_id = w.plant_id and p.unit_id = w.unit_id
      and p.day = w.day
      and p.wins is distinct from (p.upload_seq = w.newest)`.execute(trx);
  await refreshRollups(trx, orgId, span);
}

/** The first and last day of one file's cells, or null without cells. */
export async function cellSpan(
  trx: Transaction<Database>,
  fileId: string,
): Promise<DaySpan | null> {
  const row = await trx
    .selectFrom('plant_days')
    .select([sql<number | null>`min(day)`.as('first'), sql<number | null>`max(day)`.as('last')])
    .where('file_id', '=', fileId)
    .executeTakeFirstOrThrow();
  return row.first === null || row.last === null ? null : { first: row.first, last: row.last };
}

/** The plant-days of one of the user's files within a range and plants. */
function fileWhere(
  orgId: string,
  fileId: string,
  range: { from: string | null; to: string | null },
  plants: readonly number[],
): RawBuilder<unknown> {
  const { first, last } = dayBounds(range);
  const parts = [
    sql`org_id = ${orgId}`,
    sql`file_id = ${fileId}`,
    sql`day between ${first} and ${last}`,
  ];
  if (plants.length > 0) parts.push(sql`plant_id in (${sql.join(plants)})`);
  return sql.join(parts, sql` and `);
}

/** What one file's plant-days hold (null without any). */
async function fileAvailable(
  db: Kysely<Database>,
  orgId: string,
  fileId: string,
): Promise<AvailableData | null> {
  const where = fileWhere(orgId, fileId, { from: null, to: null }, []);
  const plants = await sql<{ plant_id: number; plant_name: string; first: number; last: number }>`
    select distinct on (plant_id) plant_id, plant_name,
      min(day) over (partition by plant_id) as first, max(day) over (partition by plant_id) as last
    from plant_days where ${where} order by plant_id, day`.execute(db);
  if (plants.rows.length === 0) return null;
  const years = await sql<{ year: number }>`
    select distinct ${YEAR_OF_DAY} as year from plant_days where ${where} order by year`.execute(
    db,
  );
  return {
    startDate: dayToDate(Math.min(...plants.rows.map((p) => p.first))),
    endDate: dayToDate(Math.max(...plants.rows.map((p) => p.last))),
    years: years.rows.map((y) => y.year),
    plants: plants.rows.map(({ plant_id, plant_name }) => ({ plant_id, plant_name })),
  };
}

/** The sums of one file's plant-days within a filter, read on demand. */
function fileSums(
  db: Kysely<Database>,
  orgId: string,
  fileId: string,
  filter: ScopeFilter,
): RowSums {
  const sums: RowSums = {
    async rows(range) {
      const where = fileWhere(orgId, fileId, range, filter.plants);
      const days = await sql<DayRow>`
        select day, ${SUMS} from plant_days where ${where} group by day`.execute(db);
      const plantYears = await sql<PlantYearRow>`
        select plant_id, ${YEAR_OF_DAY} as year, (array_agg(plant_name order by day))[1] as plant_name,
          (array_agg(fuel_type order by day))[1] as fuel_type, ${SUMS}
        from plant_days where ${where} group by plant_id, ${YEAR_OF_DAY}`.execute(db);
      const units = await sql<UnitRow>`
        select plant_id, unit_id, ${SUMS} from plant_days where ${where}
        group by plant_id, unit_id`.execute(db);
      return { days: days.rows, plantYears: plantYears.rows, units: units.rows };
    },
    rollup: async (range) => rollupOfRows(await sums.rows(range)),
    qualityFacts: () => flaggedPlantDays(db, fileWhere(orgId, fileId, filter, filter.plants)),
  };
  return sums;
}

/** The history queries of one database. */
export function createPlantDayQueries(db: Kysely<Database>) {
  const history = historyReads(db);
  return {
    /** What a scope holds whatever the range and plants (null when it holds nothing). */
    available: (orgId: string, source: ScopeSource): Promise<AvailableData | null> =>
      source.kind === 'history'
        ? history.available(orgId)
        : fileAvailable(db, orgId, source.fileId),

    /** The sums of a scope filtered by range and plants, read on demand. */
    sums: (orgId: string, source: ScopeSource, filter: ScopeFilter): RowSums =>
      source.kind === 'history'
        ? history.sums(orgId, filter)
        : fileSums(db, orgId, source.fileId, filter),

    /**
     * Some plants' days within a range of a source (the history's winning plant-days, or one
     * file's), one row per plant, unit and day in date order: what a calculation day by day reads
     * (issue 38), a year of a plant being a few hundred rows.
     */
    async unitDays(
      orgId: string,
      source: ScopeSource,
      plantIds: readonly number[],
      range: { from: string | null; to: string | null },
    ): Promise<UnitDayRow[]> {
      if (plantIds.length === 0) return [];
      const { first, last } = dayBounds(range);
      const of = source.kind === 'history' ? sql`wins` : sql`file_id = ${source.fileId}`;
      const days = await sql<UnitDayRow>`
        select plant_id, unit_id, day, ${SUMS} from plant_days
        where org_id = ${orgId} and ${of} and plant_id in (${sql.join(plantIds)})
          and day between ${first} and ${last}
        group by plant_id, unit_id, day order by plant_id, day, unit_id`.execute(db);
      return days.rows;
    },
  };
}

export type PlantDayQueries = ReturnType<typeof createPlantDayQueries>;
