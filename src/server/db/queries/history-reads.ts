// Reads of a user's whole history (issue 10 "Scale"): from the per-day and per-plant-month rollups
// of the winning plant-days, with plant_days only for the partial months at a range's ends and for
// a plant filter's days, so five years of 100 plants are thousands of rows, not 182,500.
import { sql, type Kysely } from 'kysely';
import { dayToDate } from '../../../domain/core/analysis/aggregate';
import type { ScopeFilter } from '../../../domain/core/history/date-range';
import type { AvailableData, ScopeSums } from '../../../domain/core/history/scope-base';
import type { Database } from '../schema';
import { flaggedPlantDays } from './plant-days';
import {
  dayBounds,
  firstDayOfMonth,
  monthOfDay,
  NO_END,
  NO_START,
  rollupOfRows,
  SUMS,
  YEAR_OF_DAY,
  type DayRow,
  type PlantYearRow,
} from './rollup-rows';

/** The whole months inside a range of days, and the partial ones at its ends as ranges of days. */
export function splitByMonths(first: number, last: number) {
  const firstWhole =
    first === NO_START
      ? NO_START
      : monthOfDay(first) + (monthOfDay(first - 1) === monthOfDay(first) ? 1 : 0);
  const lastWhole =
    last === NO_END
      ? NO_END
      : monthOfDay(last) - (monthOfDay(last + 1) === monthOfDay(last) ? 1 : 0);
  if (firstWhole > lastWhole) return { months: null, edges: [{ first, last }] };
  const edges = [];
  if (first !== NO_START && firstDayOfMonth(firstWhole) > first) {
    edges.push({ first, last: firstDayOfMonth(firstWhole) - 1 });
  }
  if (last !== NO_END && firstDayOfMonth(lastWhole + 1) - 1 < last) {
    edges.push({ first: firstDayOfMonth(lastWhole + 1), last });
  }
  return { months: { first: firstWhole, last: lastWhole }, edges };
}

const plantsIn = (plants: readonly number[]) =>
  plants.length > 0 ? sql`and plant_id in (${sql.join(plants)})` : sql``;

export function historyReads(db: Kysely<Database>) {
  return {
    async available(userId: string): Promise<AvailableData | null> {
      const span = await sql<{ first: number | null; last: number | null }>`
        select min(day) as first, max(day) as last from history_days where user_id = ${userId}`.execute(
        db,
      );
      const { first, last } = span.rows[0] ?? { first: null, last: null };
      if (first === null || last === null) return null;
      const [plants, years] = await Promise.all([
        sql<{ plant_id: number; plant_name: string }>`
          select distinct on (plant_id) plant_id, plant_name from history_plant_months
          where user_id = ${userId} order by plant_id, month`.execute(db),
        sql<{ year: number }>`
          select distinct ${YEAR_OF_DAY} as year from history_days where user_id = ${userId}
          order by year`.execute(db),
      ]);
      return {
        startDate: dayToDate(first),
        endDate: dayToDate(last),
        years: years.rows.map((y) => y.year),
        plants: plants.rows,
      };
    },

    sums(userId: string, filter: ScopeFilter): ScopeSums {
      const byPlant = filter.plants.length > 0;
      return {
        async rollup(range) {
          const { first, last } = dayBounds(range);
          // The days of every plant come summed already; a plant filter sums its plants' days.
          const days = byPlant
            ? sql<DayRow>`
                select day, ${SUMS} from plant_days
                where user_id = ${userId} and wins and day between ${first} and ${last}
                  ${plantsIn(filter.plants)}
                group by day`
            : sql<DayRow>`
                select day, rows::float8 as rows, electricity_mwh as electricity, heat_mwh as heat,
                  fuel_mwh as fuel, co2_t as co2, ch4_kg as ch4, n2o_kg as n2o,
                  efficiency_sum as efficiency, first_ts, last_ts
                from history_days where user_id = ${userId} and day between ${first} and ${last}`;
          const split = splitByMonths(first, last);
          const pieces = [];
          if (split.months) {
            pieces.push(sql`
              select plant_id, (month / 12)::int as year, first_day, plant_name, fuel_type,
                rows, electricity_mwh, heat_mwh, fuel_mwh, co2_t, ch4_kg, n2o_kg, efficiency_sum,
                first_ts, last_ts
              from history_plant_months
              where user_id = ${userId} and month between ${split.months.first} and ${split.months.last}
                ${plantsIn(filter.plants)}`);
          }
          for (const edge of split.edges) {
            pieces.push(sql`
              select plant_id, ${YEAR_OF_DAY} as year, day as first_day, plant_name, fuel_type,
                rows, electricity_mwh, heat_mwh, fuel_mwh, co2_t, ch4_kg, n2o_kg, efficiency_sum,
                first_ts, last_ts
              from plant_days
              where user_id = ${userId} and wins and day between ${edge.first} and ${edge.last}
                ${plantsIn(filter.plants)}`);
          }
          const plantYears = sql<PlantYearRow>`
            with pieces as (${sql.join(pieces, sql` union all `)})
            select plant_id, year, (array_agg(plant_name order by first_day))[1] as plant_name,
              (array_agg(fuel_type order by first_day))[1] as fuel_type, ${SUMS}
            from pieces group by plant_id, year`;
          const [dayRows, plantRows] = await Promise.all([
            days.execute(db),
            plantYears.execute(db),
          ]);
          return rollupOfRows(dayRows.rows, plantRows.rows);
        },

        async qualityFacts() {
          const { first, last } = dayBounds(filter);
          return flaggedPlantDays(
            db,
            sql`user_id = ${userId} and wins and day between ${first} and ${last} ${plantsIn(filter.plants)}`,
          );
        },
      };
    },
  };
}
