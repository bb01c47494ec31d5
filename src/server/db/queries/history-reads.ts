// Reads of a user's whole history (issue 10 "Scale"): from the per-day, per-plant-year,
// per-plant-month and per-plant-week rollups of the winning plant-days, with plant_days only for the
// partial weeks at a range's ends and for a plant filter's days, so five years of 100 plants are
// hundreds or a few thousand rows, not 182,500.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dayToDate } from '@domain/readings/day-number';
import type { ScopeFilter } from '@domain/history/date-range';
import type { AvailableData } from '@domain/history/scope-base';
import type { Database } from '../schema';
import { flaggedPlantDays } from './flagged-plant-days';
import {
  dayBounds,
  firstDayOfWeek,
  weekOfDay,
  WEEKS_PER_MONTH,
  NO_END,
  NO_START,
  ROLLUP_COLUMNS,
  SUMS,
  YEAR_OF_DAY,
} from './rollup-rows';
import {
  rollupOfRows,
  type DayRow,
  type PlantYearRow,
  type RowSums,
  type UnitRow,
} from '../rollup-of-rows';

/** A span of day, month or year numbers, open ends as NO_START and NO_END. */
interface Span {
  first: number;
  last: number;
}

/** A calendar unit over finer numbered units: the unit a fine number falls in, and its first one. */
interface Unit {
  of(fine: number): number;
  start(unit: number): number;
}

const WEEKS_OF_DAYS: Unit = { of: weekOfDay, start: firstDayOfWeek };
const MONTHS_OF_WEEKS: Unit = {
  of: (week) => Math.floor(week / WEEKS_PER_MONTH),
  start: (month) => month * WEEKS_PER_MONTH,
};
const YEARS_OF_MONTHS: Unit = { of: (month) => Math.floor(month / 12), start: (year) => year * 12 };

/** The whole units inside a span of finer numbers, and the partial ones at its ends as fine spans. */
function splitBy(unit: Unit, { first, last }: Span): { whole: Span | null; edges: Span[] } {
  const startsUnit = unit.start(unit.of(first)) === first;
  const endsUnit = unit.start(unit.of(last) + 1) - 1 === last;
  const wholeFirst = first === NO_START ? NO_START : unit.of(first) + (startsUnit ? 0 : 1);
  const wholeLast = last === NO_END ? NO_END : unit.of(last) - (endsUnit ? 0 : 1);
  if (wholeFirst > wholeLast) return { whole: null, edges: [{ first, last }] };
  const edges = [];
  if (first !== NO_START && !startsUnit) edges.push({ first, last: unit.start(wholeFirst) - 1 });
  if (last !== NO_END && !endsUnit) edges.push({ first: unit.start(wholeLast + 1), last });
  return { whole: { first: wholeFirst, last: wholeLast }, edges };
}

/** A range of days as rollup rows cover it (spans of year, month, week and day numbers). */
export interface RangeSplit {
  years: Span | null;
  months: Span[];
  weeks: Span[];
  days: Span[];
}

/**
 * A range of days as the fewest rollup rows cover it: its whole years, the whole months beside
 * them, the whole weeks beside those (see WEEKS_PER_MONTH) and the days of the partial weeks at its
 * ends.
 */
export function splitRange(days: Span): RangeSplit {
  const byWeek = splitBy(WEEKS_OF_DAYS, days);
  if (!byWeek.whole) return { years: null, months: [], weeks: [], days: byWeek.edges };
  const byMonth = splitBy(MONTHS_OF_WEEKS, byWeek.whole);
  if (!byMonth.whole) {
    return { years: null, months: [], weeks: byMonth.edges, days: byWeek.edges };
  }
  const byYear = splitBy(YEARS_OF_MONTHS, byMonth.whole);
  return { years: byYear.whole, months: byYear.edges, weeks: byMonth.edges, days: byWeek.edges };
}

const plantsIn = (plants: readonly number[]) =>
  plants.length > 0 ? sql`and plant_id in (${sql.join(plants)})` : sql``;

/** Where each level of a RangeSplit is read: a table of per-plant rows numbered by `unit`. */
interface Level {
  spans(split: RangeSplit): Span[];
  table: string;
  unit: string;
  /** The calendar year of a row. */
  year: RawBuilder<unknown>;
  /** The row's first day with data. */
  firstDay: string;
  /** plant_days holds every upload's cells, of which only the winners count. */
  winnersOnly: boolean;
}

const LEVELS: readonly Level[] = [
  {
    spans: (split) => (split.years ? [split.years] : []),
    table: 'history_plant_years',
    unit: 'year',
    year: sql`year`,
    firstDay: 'first_day',
    winnersOnly: false,
  },
  {
    spans: (split) => split.months,
    table: 'history_plant_months',
    unit: 'month',
    year: sql`(month / 12)::int`,
    firstDay: 'first_day',
    winnersOnly: false,
  },
  {
    spans: (split) => split.weeks,
    table: 'history_plant_weeks',
    unit: 'week',
    year: sql`(week / ${sql.lit(12 * WEEKS_PER_MONTH)})::int`,
    firstDay: 'first_day',
    winnersOnly: false,
  },
  {
    spans: (split) => split.days,
    table: 'plant_days',
    unit: 'day',
    year: YEAR_OF_DAY,
    firstDay: 'day',
    winnersOnly: true,
  },
];

/** The per-plant rows of a level within a span and `mine`: plant, year, first day, sums. */
const piece = (level: Level, span: Span, mine: RawBuilder<unknown>) => sql`
  select plant_id, ${level.year} as year, ${sql.ref(level.firstDay)} as first_day, plant_name,
    fuel_type, ${ROLLUP_COLUMNS}
  from ${sql.table(level.table)}
  where ${mine} ${level.winnersOnly ? sql`and wins` : sql``}
    and ${sql.ref(level.unit)} between ${span.first} and ${span.last}`;

export function historyReads(db: Kysely<Database>) {
  return {
    async available(orgId: string): Promise<AvailableData | null> {
      const [span, plantYears] = await Promise.all([
        sql<{ first: number | null; last: number | null }>`
          select min(day) as first, max(day) as last from history_days
          where org_id = ${orgId}`.execute(db),
        sql<{ plant_id: number; year: number; plant_name: string }>`
          select plant_id, year, plant_name from history_plant_years where org_id = ${orgId}
          order by plant_id, year`.execute(db),
      ]);
      const { first, last } = span.rows[0] ?? { first: null, last: null };
      if (first === null || last === null) return null;
      // A plant is named as on its first day.
      const plants = new Map<number, string>();
      for (const r of plantYears.rows)
        if (!plants.has(r.plant_id)) plants.set(r.plant_id, r.plant_name);
      return {
        startDate: dayToDate(first),
        endDate: dayToDate(last),
        years: [...new Set(plantYears.rows.map((r) => r.year))].sort((a, b) => a - b),
        plants: [...plants].map(([plant_id, plant_name]) => ({ plant_id, plant_name })),
      };
    },

    sums(orgId: string, filter: ScopeFilter): RowSums {
      const byPlant = filter.plants.length > 0;
      const sums: RowSums = {
        async rows(range) {
          const { first, last } = dayBounds(range);
          // The days of every plant come summed already; a plant filter sums its plants' days.
          const days = byPlant
            ? sql<DayRow>`
                select day, ${SUMS} from plant_days
                where org_id = ${orgId} and wins and day between ${first} and ${last}
                  ${plantsIn(filter.plants)}
                group by day`
            : sql<DayRow>`
                select day, ${ROLLUP_COLUMNS}
                from history_days where org_id = ${orgId} and day between ${first} and ${last}`;
          const split = splitRange({ first, last });
          const mine = sql`org_id = ${orgId} ${plantsIn(filter.plants)}`;
          const pieces = LEVELS.flatMap((level) =>
            level.spans(split).map((span) => piece(level, span, mine)),
          );
          const plantYears = sql<PlantYearRow>`
            with pieces as (${sql.join(pieces, sql` union all `)})
            select plant_id, year, (array_agg(plant_name order by first_day))[1] as plant_name,
              (array_agg(fuel_type order by first_day))[1] as fuel_type, ${SUMS}
            from pieces group by plant_id, year`;
          const units = sql<UnitRow>`
            select plant_id, unit_id, ${SUMS} from plant_days
            where org_id = ${orgId} and wins and day between ${first} and ${last}
              ${plantsIn(filter.plants)}
            group by plant_id, unit_id`;
          const [dayRows, plantRows, unitRows] = await Promise.all([
            days.execute(db),
            plantYears.execute(db),
            units.execute(db),
          ]);
          return { days: dayRows.rows, plantYears: plantRows.rows, units: unitRows.rows };
        },

        rollup: async (range) => rollupOfRows(await sums.rows(range)),

        async qualityFacts() {
          const { first, last } = dayBounds(filter);
          return flaggedPlantDays(
            db,
            sql`org_id = ${orgId} and wins and day between ${first} and ${last} ${plantsIn(filter.plants)}`,
          );
        },
      };
      return sums;
    },
  };
}
