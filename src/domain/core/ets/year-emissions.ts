// The CO2 of each calendar year in a scope's aggregates, for ETS years computed without a database
// (a file analysed on its own, the CLI, the sample); the server reads the same sums from the history.
import type { Aggregates } from '../analysis/aggregate';
import type { EtsYearData } from './ets-year';

/** A year without data: no plants, no days. */
export function emptyEtsYear(year: number): EtsYearData {
  return { year, days_with_data: 0, last_date: null, plants: [] };
}

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
      years.get(year)?.plants.push({
        plant_id: p.plant_id,
        plant_name: p.plant_name,
        fuel_type: p.fuel_type,
        co2_t: t.co2Tonnes,
        hours: t.hours,
        co2_sq_sum: t.co2SquareSum,
      });
    }
  }
  return [...years.values()];
}
