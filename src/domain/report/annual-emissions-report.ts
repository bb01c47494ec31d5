// Issue 38 "The annual emissions report": the sections of the EU annual emissions report to the
// competent authority, as data, stated from an ETS year (a locked year's kept copy) and the
// register, permit record, source streams and verifier's statement it rests on. What it does not
// hold (a permit number or monitoring plan version not recorded) is said in words, never filled.
import { z } from 'zod';
import { registerEntry, type SavedRegisterRow } from '../register/register';
import type { PlantIdentity } from '../analysis/plant-profile';
import { inDeclaredScope, type EtsYear } from '../ets/ets-year';
import { countsMeasuredCo2 } from '../ets/plant-co2-basis';
import { citation, SOURCES } from '../sources/sources';
import { OPINIONS } from './ets';
import { MEASUREMENT, MeasuredSourceSchema, type MeasuredSource } from './measurement-hours';
import { ReportPlantStreamsSchema, type ReportPlantStreams } from './report-source-streams';

/** A permit number or monitoring plan version the permit record does not hold. */
export const NOT_RECORDED = 'not recorded';
export const SOURCE_STREAMS_STATED =
  "Each plant's source streams and their calculation of the year: the streams its register declares, else its fuel type's default stream with the library's default factors";
/** A year locked before the report stated source streams and hours per source: its lock kept none. */
export const SECTIONS_NOT_KEPT =
  'The year was locked before this report stated source streams and hours per source: its lock kept no copy of them';
/** The product's wording of a year's CO2 without a verifier's statement. */
export const REPORTED_NOT_VERIFIED = 'Reported, not verified';
export const VERIFIED = 'Verified';

const SUBSTITUTION_METHOD =
  `${citation('mrrSubstitute')}: each missing hour replaced by the mean plus twice the standard ` +
  'deviation of the valid hourly CO2 of its plant (of its unit, in a plant of several)';
const OUTAGE_RULE = `${SOURCES.mrrSubstitute.citations[1]}: a measurement missing more than five consecutive days is reported to the competent authority`;

const PlantSchema = z.object({
  plant_id: z.number().int(),
  plant_name: z.string(),
  country: z.string(),
  ets_installation_id: z.string().nullable().describe('as the plant register holds it'),
  fuel_type: z.string(),
});

const OutageSchema = z.object({
  plant_id: z.number().int(),
  unit_id: z.string().nullable().describe('of a plant of several units, the unit out'),
  from: z.string(),
  to: z.string(),
  hours: z.number(),
});

export const AnnualEmissionsReportSchema = z
  .object({
    year: z.number().int(),
    organisation: z.string(),
    locked: z
      .object({ by: z.string(), at: z.string() })
      .nullable()
      .describe("null: open; once locked, the lock's kept figures"),
    installation: z.object({
      operator: z.string().describe("the organisation, or the permit record's company name"),
      plants: z.array(PlantSchema).describe('plants declared in EU ETS scope'),
      countries: z.array(z.string()),
      scope_not_declared: z
        .array(z.number().int())
        .describe('plants whose scope is only assumed: in no figure of the report'),
    }),
    permit: z.object({
      recorded: z.boolean(),
      permit_year: z.number().int().nullable(),
      company_name: z.string().nullable(),
      notes: z.string().nullable(),
      permit_number: z.string().nullable().describe('null: not recorded'),
      text: z.string(),
    }),
    monitoring_plan: z.object({
      version: z.string().nullable().describe('null: the permit record holds none'),
      text: z.string(),
    }),
    source_streams: z.object({
      text: z.string(),
      plants: z
        .array(ReportPlantStreamsSchema)
        .nullable()
        .describe('per plant in scope; null: a lock kept before the report stated them'),
    }),
    measurement: z.object({
      method: z.literal(MEASUREMENT),
      plants: z.array(z.object({ plant_id: z.number().int(), co2_t: z.number() })),
      sources: z
        .array(MeasuredSourceSchema)
        .nullable()
        .describe('per plant, and per unit of a plant of several; null: the gaps were not read'),
      operating_hours: z
        .number()
        .nullable()
        .describe('valid + substituted hours; null: the gaps were not read'),
      valid_hours: z.number().nullable().describe('hours with a reading'),
      substituted_hours: z
        .number()
        .nullable()
        .describe('missing hours not classified not operating'),
      hours_of_year: z.number().nullable().describe('of one plant (or unit)'),
      substitution_method: z.string(),
    }),
    emissions: z.object({
      reported_co2_t: z.number(),
      substitute_t: z.number().nullable(),
      conservative_co2_t: z.number().nullable().describe('reported + substitute'),
      verified_co2_t: z.number().nullable().describe('null: no statement recorded'),
      status: z.string(),
    }),
    data_gaps: z.object({
      gap_hours: z.number().nullable(),
      substitute_t: z.number().nullable(),
      method: z.string(),
      gaps_over_5_days: z.array(OutageSchema).nullable(),
      outage_rule: z.string(),
    }),
    verification: z.object({
      verifier: z.string().nullable(),
      verified_on: z.string().nullable(),
      opinion: z.string().nullable(),
      verified_co2_t: z.number().nullable(),
      text: z.string(),
    }),
  })
  .meta({ id: 'AnnualEmissionsReport' });

export type AnnualEmissionsReport = z.infer<typeof AnnualEmissionsReportSchema>;

/**
 * The year a report is first offered for: the last of the data's years (ascending) that has ended
 * before `currentYear`, as a report is of an ended year; the last one when none has.
 */
export function lastEndedYear(years: readonly number[], currentYear: number): number | undefined {
  return years.filter((y) => y < currentYear).at(-1) ?? years.at(-1);
}

/** The permit record's facts the report states. */
export interface PermitFacts {
  permit_year: number;
  company_name: string | null;
  notes: string | null;
  permit_number: string | null;
  monitoring_plan_version: string | null;
}

/** What the report states besides the ETS year: per plant its calculation and its hours. */
export interface ReportSections {
  source_streams: ReportPlantStreams[];
  /** Null: the gaps were not read. */
  measured_sources: MeasuredSource[] | null;
}

export interface AnnualReportInputs {
  organisation: string;
  ets: EtsYear;
  /** The register the year was computed with (a locked year's kept one). */
  register: readonly SavedRegisterRow[];
  /** The organisation's plants, for their names and fuels. */
  plants: readonly PlantIdentity[];
  permit: PermitFacts | null;
  /** Null: a year locked before the report stated them. */
  sections: ReportSections | null;
  locked: { by: string; at: string } | null;
}

/**
 * The report of an ETS year: the plants it counts (declared in scope) with their register's country
 * and ETS identifier, the permit record's facts, each plant's source streams and calculation, the
 * measured CO2 and its hours (valid = present, substituted = missing hours not classified not
 * operating) in total and per source, the reported, conservative and verified totals, the gaps and
 * outages, and the statement.
 */
export function annualEmissionsReport(i: AnnualReportInputs): AnnualEmissionsReport {
  const { ets } = i;
  const identities = new Map(i.plants.map((p) => [p.plant_id, p]));
  const saved = new Map(i.register.map((r) => [r.plant_id, r]));
  const counted = ets.plants.filter(inDeclaredScope);
  const plants = counted.map((p) => {
    const identity = identities.get(p.plant_id) ?? {
      plant_id: p.plant_id,
      plant_name: `Plant ${p.plant_id}`,
      fuel_type: '',
    };
    const entry = registerEntry(identity, saved.get(p.plant_id));
    return {
      plant_id: p.plant_id,
      plant_name: entry.plant_name,
      country: entry.country,
      ets_installation_id: entry.ets_installation_id,
      fuel_type: entry.fuel_type,
    };
  });
  const valid = ets.coverage?.hours_present ?? null;
  const substituted = ets.gap_hours;
  const v = ets.verification;
  return {
    year: ets.year,
    organisation: i.organisation,
    locked: i.locked,
    installation: {
      operator: i.permit?.company_name ?? i.organisation,
      plants,
      countries: [...new Set(plants.map((p) => p.country))].sort(),
      scope_not_declared: ets.scope_not_declared.plant_ids,
    },
    permit: {
      recorded: i.permit !== null,
      permit_year: i.permit?.permit_year ?? null,
      company_name: i.permit?.company_name ?? null,
      notes: i.permit?.notes ?? null,
      permit_number: i.permit?.permit_number ?? null,
      text: i.permit
        ? `Permit record of ${i.permit.permit_year}`
        : `No permit record for ${ets.year}`,
    },
    monitoring_plan: {
      version: i.permit?.monitoring_plan_version ?? null,
      text: i.permit?.monitoring_plan_version ?? NOT_RECORDED,
    },
    source_streams: {
      text: i.sections ? SOURCE_STREAMS_STATED : SECTIONS_NOT_KEPT,
      plants: i.sections?.source_streams ?? null,
    },
    measurement: {
      method: MEASUREMENT,
      // A plant counted by calculation alone has no measured CO2 (a copy kept before has no basis).
      plants: counted
        .filter((p) => countsMeasuredCo2(p.co2_basis))
        .map((p) => ({ plant_id: p.plant_id, co2_t: p.co2_measured_t ?? p.co2_t })),
      sources: i.sections?.measured_sources ?? null,
      operating_hours: valid !== null && substituted !== null ? valid + substituted : null,
      valid_hours: valid,
      substituted_hours: substituted,
      hours_of_year: ets.coverage?.hours_of_year ?? null,
      substitution_method: SUBSTITUTION_METHOD,
    },
    emissions: {
      reported_co2_t: ets.reported_co2_t,
      substitute_t: ets.substitute_t,
      conservative_co2_t: ets.conservative_co2_t,
      verified_co2_t: ets.verified_co2_t,
      status: v ? VERIFIED : REPORTED_NOT_VERIFIED,
    },
    data_gaps: {
      gap_hours: ets.gap_hours,
      substitute_t: ets.substitute_t,
      method: SUBSTITUTION_METHOD,
      gaps_over_5_days:
        ets.gaps_over_5_days?.map((g) => ({
          plant_id: g.plant_id,
          unit_id: g.unit_id ?? null,
          from: g.from,
          to: g.to,
          hours: g.hours,
        })) ?? null,
      outage_rule: OUTAGE_RULE,
    },
    verification: {
      verifier: v?.verifier ?? null,
      verified_on: v?.verified_on ?? null,
      opinion: v ? OPINIONS[v.opinion] : null,
      verified_co2_t: v?.verified_co2_t ?? null,
      text: v
        ? `Statement by ${v.verifier} on ${v.verified_on}, opinion: ${OPINIONS[v.opinion]}`
        : `${REPORTED_NOT_VERIFIED}: no verifier's statement recorded`,
    },
  };
}
