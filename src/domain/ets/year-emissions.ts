// The CO2 of each calendar year in a scope's aggregates, for ETS years computed without a database
// (a file analysed on its own, the CLI, the sample); the server reads the same sums from the history.
import type { Aggregates, Rollup } from '../analysis/aggregate';
import { dayToDate, yearOfDay } from '../readings/day-number';
import type { Totals } from '../readings/plant-day-cell';
import type { PlantStream } from '../source-streams/plant-calculation';
import type { EtsYearData } from './ets-year';
import { plantCo2Basis, type UnitYearCo2 } from './plant-co2-basis';

/** The source streams the register declares, per plant id; a plant not in it declares none. */
export type StreamsOfPlants = ReadonlyMap<number, readonly PlantStream[]>;

const NO_STREAMS: StreamsOfPlants = new Map();

/** A year without data: no plants, no days. */
export function emptyEtsYear(year: number): EtsYearData {
  return { year, days_with_data: 0, last_date: null, plants: [] };
}

type YearPlant = EtsYearData['plants'][number];

/**
 * A plant's entry in a year: its names and that year's CO2, hours and sum of squared hourly CO2,
 * with the CO2 the ETS counts by its declared streams (its units' year of data, when known).
 */
const yearPlant = (
  p: Pick<YearPlant, 'plant_id' | 'plant_name' | 'fuel_type'>,
  t: Pick<Totals, 'co2Tonnes' | 'hours' | 'co2Hours' | 'co2SquareSum' | 'fuelMWh'>,
  streams: readonly PlantStream[] = [],
  units: readonly UnitYearCo2[] = [],
): YearPlant => ({
  plant_id: p.plant_id,
  plant_name: p.plant_name,
  fuel_type: p.fuel_type,
  co2_t: t.co2Tonnes,
  hours: t.hours,
  co2_sq_sum: t.co2SquareSum,
  counted: plantCo2Basis(streams, {
    fuel_type: p.fuel_type,
    co2_t: t.co2Tonnes,
    co2_sq_sum: t.co2SquareSum,
    fuel_mwh: t.fuelMWh,
    hours: t.hours,
    co2_hours: t.co2Hours,
    units,
  }),
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

/** A plant's units in a rollup of one calendar year, as the ETS counts them. */
function unitsOfPlants(rollup: Rollup): Map<number, UnitYearCo2[]> {
  const units = new Map<number, UnitYearCo2[]>();
  for (const u of rollup.units) {
    if (!u.unit_id) continue;
    const list = units.get(u.plant_id) ?? [];
    list.push({ unit_id: u.unit_id, co2_t: u.totals.co2Tonnes, fuel_mwh: u.totals.fuelMWh });
    units.set(u.plant_id, list);
  }
  return units;
}

/**
 * One calendar year of a rollup (of that year's rows: its units' sums are the year's), as
 * etsYearsOf gives it, read straight from the rollup's rows: a fleet's year is made without
 * aggregating every plant first (issue 34 §6). Each plant's CO2 is counted by `streams`.
 */
export function etsYearOfRollup(
  rollup: Rollup,
  year: number,
  streams: StreamsOfPlants = NO_STREAMS,
): EtsYearData {
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
  const units = unitsOfPlants(rollup);
  for (const p of plants) {
    const t = yearTotals(p, year);
    if (!t) continue;
    data.plants.push(yearPlant(p, t, streams.get(p.plant_id), units.get(p.plant_id)));
  }
  return data;
}
