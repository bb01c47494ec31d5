// Issue 38 "The annual emissions report": per measurement-based source (a plant, and each unit of a
// plant of several) its operating, valid and substituted hours and its method. The ETS year keeps
// them only in total; they are counted here from the same readings and gaps with the same rule
// (etsCoverage), so the plants' rows add up to the ETS year's totals.
import { z } from 'zod';
import { etsCoverage, type PlantGaps, type PlantYearReadings } from '../ets/ets-coverage';
import type { EtsYearData } from '../ets/ets-year';
import { citation } from '../sources/sources';

/** Every plant's CO2 in the data is measured (continuous emission measurement). */
export const MEASUREMENT = 'measurement';
/** A measurement whose missing hours were substituted. */
export const MEASUREMENT_SUBSTITUTED = `${MEASUREMENT}, missing hours substituted (${citation('mrrSubstitute')})`;

export const MeasuredSourceSchema = z.object({
  plant_id: z.number().int(),
  unit_id: z.string().nullable().describe("null: the plant's own row (of all its units)"),
  method: z.string(),
  valid_hours: z.number().describe('hours with a reading'),
  substituted_hours: z.number().describe('missing hours not classified not operating'),
  operating_hours: z.number().describe('valid + substituted'),
});

export type MeasuredSource = z.infer<typeof MeasuredSourceSchema>;

const row = (
  plant_id: number,
  unit_id: string | null,
  readings: PlantYearReadings,
  hoursOfYear: number,
): MeasuredSource => {
  const substituted = etsCoverage([readings], hoursOfYear).gap_hours;
  // An hour whose file does not report CO2 is substituted, not valid (issue 38).
  const unreported = readings.co2_unreported_hours ?? 0;
  return {
    plant_id,
    unit_id,
    method: substituted > 0 ? MEASUREMENT_SUBSTITUTED : MEASUREMENT,
    valid_hours: readings.hours_present - unreported,
    substituted_hours: substituted,
    operating_hours: readings.hours_present - unreported + substituted,
  };
};

/**
 * The hours of each plant counted (its row), followed by its units' rows when it has several; each
 * unit's valid hours are its valid hourly CO2 values.
 */
export function measuredSources(
  counted: readonly EtsYearData['plants'][number][],
  gaps: readonly PlantGaps[],
  hoursOfYear: number,
): MeasuredSource[] {
  const gapsOf = new Map(gaps.map((g) => [g.plant_id, g]));
  return counted.flatMap((p) => {
    const g = gapsOf.get(p.plant_id);
    const units = g?.units ?? [];
    const unreported = p.counted?.co2_not_reported?.hours ?? 0;
    const plant = row(
      p.plant_id,
      null,
      {
        plant_id: p.plant_id,
        hours_present: p.hours,
        gaps: g?.gaps ?? [],
        co2: { count: p.hours - unreported, sum: p.co2_t, sumOfSquares: p.co2_sq_sum },
        units,
        co2_unreported_hours: unreported,
      },
      hoursOfYear,
    );
    if (units.length < 2) return [plant];
    return [
      plant,
      ...units.map((u) =>
        row(
          p.plant_id,
          u.unit_id,
          { plant_id: p.plant_id, hours_present: u.co2.count, gaps: u.gaps, co2: u.co2 },
          hoursOfYear,
        ),
      ),
    ];
  });
}
