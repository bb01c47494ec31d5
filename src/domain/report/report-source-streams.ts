// Issue 38 "The annual emissions report", its source-stream section: each plant's calculation of
// the year (its declared streams, or its fuel type's default stream) as the report states it, every
// factor with its basis and source, so the section is the plant's calculation figure for figure.
import { z } from 'zod';
import type { PlantCalculation, StreamYear } from '../source-streams/plant-calculation';
import { AppliedValueSchema } from '../source-streams/applied-value-schema';
import type { AppliedFactor } from '../source-streams/stream-emissions';
import { SOURCES, type SourceId } from '../sources/sources';

/** The unit a stream's activity data is counted in. */
const ACTIVITY_UNITS = { file_fuel_mwh: 'MWh', t: 't', m3: 'm3', Nm3: 'Nm3' } as const;

const FactorSchema = z.object({
  value: z.number(),
  unit: z.string(),
  basis: z.enum(['declared', 'default']),
  source: z.string().nullable().describe("a default's source, as the sources table cites it"),
});

const TiersSchema = z
  .object({
    activity_data: z.string(),
    ncv: z.string(),
    emission_factor: z.string(),
    oxidation_factor: z.string(),
  })
  .nullable()
  .describe("null: the fuel type's default stream declares no tier");

export const ReportStreamSchema = z.object({
  stream_id: z.string().nullable().describe("null: the fuel type's default stream"),
  name: z.string(),
  unit_id: z.string().nullable().describe('the unit of the plant it feeds; null: the whole plant'),
  fuel: z.string(),
  method: z.enum(['calculation', 'measurement']),
  activity_data: z.object({
    source: z.string().describe("file_fuel_mwh (the file's fuel energy) or a quantity"),
    amount: z.number().nullable().describe('null: the data hold none for the stream'),
    unit: z.string(),
  }),
  ncv: FactorSchema.nullable().describe('null: the activity data is fuel energy, already net'),
  emission_factor: FactorSchema,
  oxidation_factor: FactorSchema,
  biomass_fraction: FactorSchema,
  tiers: TiersSchema,
  energy_tj: z.number().nullable(),
  co2_t: z.number().nullable().describe('fossil CO2; null without activity data'),
  co2_biomass_memo_t: z.number().nullable().describe('biomass CO2, a memo item outside the total'),
  applied: z
    .array(AppliedValueSchema)
    .optional()
    .describe(
      "per parameter, each value applied and on how many days (entered ones with their period), a default's source as cited; absent in a year locked before the report stated them",
    ),
});

export const ReportPlantStreamsSchema = z.object({
  plant_id: z.number().int(),
  streams_from: z.enum(['register', 'fuel_type', 'none']),
  factor_library: z.string(),
  streams: z
    .array(ReportStreamSchema)
    .describe("by unit, the whole plant's first, each unit's in the order declared"),
  calculated_co2_t: z.number().describe('fossil CO2 of the calculation streams'),
  calculated_co2_biomass_memo_t: z.number(),
  measured_co2_t: z.number().describe("the CO2 the plant's data hold, measured"),
});

export type ReportStream = z.infer<typeof ReportStreamSchema>;
export type ReportPlantStreams = z.infer<typeof ReportPlantStreamsSchema>;

/** How a factor's source is cited: the sources table's first citation, if it has one. */
const sourceOf = (f: { source: SourceId | null }) =>
  f.source === null ? null : ((SOURCES[f.source].citations as readonly string[])[0] ?? null);

const factor = (f: AppliedFactor) => ({
  value: f.value,
  unit: f.unit,
  basis: f.basis,
  source: sourceOf(f),
});

/** Streams by unit, the whole plant's (null) first; a unit's keep their declared order. */
const byUnit = (a: StreamYear, b: StreamYear) =>
  a.unit_id === b.unit_id
    ? 0
    : a.unit_id === null
      ? -1
      : b.unit_id === null
        ? 1
        : a.unit_id.localeCompare(b.unit_id, 'en', { numeric: true });

/** A plant's calculation of the year as the report states it, its streams listed by unit. */
export function reportStreamsOf(plantId: number, c: PlantCalculation): ReportPlantStreams {
  return {
    plant_id: plantId,
    streams_from: c.streams_from,
    factor_library: c.factor_library,
    streams: c.streams.toSorted(byUnit).map((s) => ({
      stream_id: s.id,
      name: s.name,
      unit_id: s.unit_id,
      fuel: s.fuel,
      method: s.method,
      activity_data: {
        source: s.activity_data,
        amount: s.amount,
        unit: ACTIVITY_UNITS[s.activity_data],
      },
      ncv: s.factors.ncv && factor(s.factors.ncv),
      emission_factor: factor(s.factors.emission_factor),
      oxidation_factor: factor(s.factors.oxidation_factor),
      biomass_fraction: factor(s.factors.biomass_fraction),
      tiers: s.tiers && {
        activity_data: s.tiers.tier_activity_data,
        ncv: s.tiers.tier_ncv,
        emission_factor: s.tiers.tier_emission_factor,
        oxidation_factor: s.tiers.tier_oxidation_factor,
      },
      energy_tj: s.emissions?.energy_tj ?? null,
      co2_t: s.emissions?.co2_t ?? null,
      co2_biomass_memo_t: s.emissions?.co2_biomass_memo_t ?? null,
      applied: s.applied.map((a) => ({ ...a, source: sourceOf(a) })),
    })),
    calculated_co2_t: c.calculated.co2_t,
    calculated_co2_biomass_memo_t: c.calculated.co2_biomass_memo_t,
    measured_co2_t: c.measured_co2_t,
  };
}

/**
 * On how many days a stream's own value of a parameter served and on how many entered ones did;
 * null when no entered value applied (its own served every day).
 */
export function appliedDays(
  s: ReportStream,
  parameter: NonNullable<ReportStream['applied']>[number]['parameter'],
): { own: number; entered: number } | null {
  const applied = (s.applied ?? []).filter((a) => a.parameter === parameter);
  const days = (entered: boolean) =>
    applied.filter((a) => (a.entry !== null) === entered).reduce((n, a) => n + (a.days ?? 0), 0);
  return applied.some((a) => a.entry !== null) ? { own: days(false), entered: days(true) } : null;
}
