// The air pollutants of the measure table (SO2, NOx): reported as their mass in kg, never converted
// to CO2e; a plant none of whose hours report one reads "not reported", never 0.
import { READ_MEASURES, type ReadMeasure } from '../readings/measures';
import type { Totals } from '../readings/plant-day-cell';

type PollutantMeasure = Extract<ReadMeasure, { pollutant: string }>;
export type AirPollutant = PollutantMeasure['pollutant'];

/** Each air pollutant with the field of its sum, of the hours reporting it, and its unit. */
export const AIR_POLLUTANTS = READ_MEASURES.flatMap((m) =>
  'pollutant' in m
    ? [{ pollutant: m.pollutant, field: m.sum.field, hours: m.reportedHours.field, unit: m.unit }]
    : [],
);

type PollutantSums = Pick<
  Totals,
  (typeof AIR_POLLUTANTS)[number]['field'] | (typeof AIR_POLLUTANTS)[number]['hours']
>;

/** The mass of each air pollutant (kg) of some sums, null when none of their hours report it. */
export function airPollutantKg(t: PollutantSums): Record<AirPollutant, number | null> {
  const kg = {} as Record<AirPollutant, number | null>;
  for (const p of AIR_POLLUTANTS) kg[p.pollutant] = t[p.hours] > 0 ? t[p.field] : null;
  return kg;
}

/** No mass of any air pollutant: what a day without data, or one not reporting them, holds. */
export const NO_AIR_POLLUTANTS = Object.freeze(
  Object.fromEntries(AIR_POLLUTANTS.map((a) => [a.pollutant, null])),
) as Readonly<Record<AirPollutant, null>>;
