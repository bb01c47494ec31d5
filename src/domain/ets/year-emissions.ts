// The CO2 of each calendar year in a scope's aggregates, for ETS years computed without a database
// (a file analysed on its own, the CLI, the sample); the server reads the same sums from the history.
import type { Aggregates, Rollup } from '../analysis/aggregate';
import { dayToDate, yearOfDay } from '../readings/day-number';
import type { EtsYearData } from './ets-year';

/** A year without data: no plants, no days. */
export function emptyEtsYear(year: number): EtsYearData {
  return { year, days_with_data: 0, last_date: null, plants: [] };
}

type YearPlant = EtsYearData['plants'][number];

/** A plant's entry in a year: its names and that year's CO2, hours and sum of squared hourly CO2. */
const yearPlant = (
  p: Pick<YearPlant, 'plant_id' | 'plant_name' | 'fuel_type'>,
  t: { co2Tonnes: number; hours: number; co2SquareSum: number },
): YearPlant => ({
  plant_id: p.plant_id,
  plant_name: p.plant_name,
  fuel_type: p.fuel_type,
  co2_t: t.co2Tonnes,
  hours: t.hours,
  co2_sq_sum: t.co2SquareSum,
});

/** Each calendar year present in the aggregates with its days with data and each plant's CO2 (t). */
export function etsYearsOf(agg: Aggregates): EtsYearData[] {
  const years = new Map<number, EtsYearData>();
  for (const d of agg.days) {
    const year = Number(d.date.slice(0, 4));
    const y = years.get(year) ?? emptyEtsYear(year);
    y.days_with_data += 1;
    y.last_date = d.date;
    years.set(year, y);
  }
  for (const p of agg.plants) {
    for (const [year, t] of p.byYear) {
      years.get(year)?.plants.push(yearPlant(p, t));
    }
  }
  return [...years.values()];
}

/** A plant's sums of a year in a rollup: the last of that year's rows, as the aggregates keep it. */
export const yearTotals = (p: Rollup['plants'][number], year: number) =>
  p.years.findLast((y) => y.year === year)?.totals;

/**
 * One calendar year of a rollup, as etsYearsOf gives it, read straight from the rollup's rows: a
 * fleet's year is made without aggregating every plant first (issue 34 §6).
 */
export function etsYearOfRollup(rollup: Rollup, year: number): EtsYearData {
  const data = emptyEtsYear(year);
  for (const d of rollup.days) {
    if (yearOfDay(d.day) !== year) continue;
    data.days_with_data += 1;
    data.last_date = dayToDate(d.day);
  }
  if (data.days_with_data === 0) return data;
  const plants = rollup.plants.every((p, i, all) => i === 0 || all[i - 1]!.plant_id < p.plant_id)
    ? rollup.plants
    : [...rollup.plants].sort((a, b) => a.plant_id - b.plant_id);
  for (const p of plants) {
    const t = yearTotals(p, year);
    if (!t) continue;
    data.plants.push(yearPlant(p, t));
  }
  return data;
}
