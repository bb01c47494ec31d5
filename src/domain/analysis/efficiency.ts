// Two efficiencies, each named where it is shown (issue 11): the spec's mean of the hourly
// efficiency_percent values (data §9, which the plant status and the cohort ranking use), and the
// energy-weighted efficiency, the energy out over the fuel in for the whole period.
import { num } from '../format';
import { round } from '../round';
import type { Totals } from '../readings/plant-day-cell';

/** data §9: the mean of the rows' efficiency_percent (%); 0 without rows. */
export function meanHourlyEfficiency(t: Pick<Totals, 'rows' | 'efficiencySum'>): number {
  return t.rows > 0 ? t.efficiencySum / t.rows : 0;
}

/**
 * Energy-weighted efficiency in percent to 1 decimal: (electricity + heat) / fuel x 100 over the
 * period, so an hour that burns more fuel counts for more; null without fuel.
 */
export function energyWeightedEfficiency(
  t: Pick<Totals, 'electricityMWh' | 'heatMWh' | 'fuelMWh'>,
): number | null {
  return t.fuelMWh > 0 ? round(((t.electricityMWh + t.heatMWh) / t.fuelMWh) * 100, 1) : null;
}

/** The two efficiencies' names, as every screen shows them beside each other. */
export const EFFICIENCY_NAMES = {
  meanHourly: 'Mean hourly efficiency',
  energyWeighted: 'Energy-weighted efficiency',
  /** How the energy-weighted efficiency is computed. */
  energyWeightedFormula: '(electricity + heat) / fuel',
} as const;

/**
 * Which efficiency the cohort benchmarks, the ranking and the plant status compare (issue 37): the
 * file's own figure, electrical in the sample (a CHP's heat is reported apart), never converted.
 */
export const FILE_EFFICIENCY =
  "the file's hourly efficiency_percent as the file states it (electrical in the sample data, where a CHP's heat is reported apart)";

/**
 * What the mean hourly efficiency is, where a screen shows it without the energy-weighted one beside
 * it: the electrical efficiency, so that a CHP's low figure is not read as its total.
 */
export const MEAN_HOURLY_IS_ELECTRICAL = `${EFFICIENCY_NAMES.meanHourly} is the electrical efficiency: the mean of ${FILE_EFFICIENCY}`;

/** The cohort benchmarks' basis, as the Benchmarking screen states it under them. */
export const EFFICIENCY_BASIS = `Efficiency here is the mean of ${FILE_EFFICIENCY}, with no LHV/HHV conversion. The energy-weighted (electricity + heat) / fuel on each card is the total efficiency.`;

/** An energy-weighted efficiency as the screens print it: "47.6%", or why there is none. */
export function energyWeightedText(value: number | null): string {
  return value === null ? 'no fuel in the data' : `${num(value, 1)}%`;
}
