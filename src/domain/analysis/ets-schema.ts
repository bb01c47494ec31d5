// Issue 11 "EU ETS, per compliance year": the shapes of a year's emissions and of its ETS position,
// the one model the permit card, Overview, the compliance assistant, Benchmarking and the PDF read.
import { z } from 'zod';
import { citation } from '../sources/sources';
import { ETS_REPORT_DEADLINE, ETS_SURRENDER_DEADLINE } from '../constants';

const day = z.string().describe('YYYY-MM-DD');

/** MRR Art. 46: a measured plant's measured CO2 beside the calculation of its measurement streams. */
export const CorroborationSchema = z.object({
  measured_co2_t: z.number(),
  calculated_co2_t: z.number(),
  difference_t: z.number().describe('measured minus calculated'),
  difference_share: z
    .number()
    .nullable()
    .describe('the difference over the measured CO2; null when nothing was measured'),
});

/**
 * Issue 38: which CO2 of a plant's year the ETS counts, by the method its register declares per
 * source stream. Optional wherever it is kept: a locked year's copy made before it has none.
 */
export const PlantCo2BasisSchema = z.object({
  co2_basis: z
    .enum(['measured', 'calculated', 'fuel_type', 'measured_and_calculated'])
    .describe(
      "measured: the data's CO2; calculated: the register's calculation streams; fuel_type: no stream and no hour reporting CO2 (or only 0 t), calculated from the fuel type with the library's defaults",
    ),
  co2_counted_t: z.number().describe('measured + calculated: what the ETS counts'),
  co2_measured_t: z.number().describe('the measured CO2 counted'),
  co2_calculated_t: z.number().describe('the fossil CO2 of the calculation streams counted'),
  co2_biomass_memo_t: z.number().describe('biomass CO2 of the calculation, a memo item'),
  calculation_streams: z.number().int().describe('source streams calculated (1: the fuel type)'),
  corroboration: CorroborationSchema.nullable().describe('null: no measurement stream'),
  co2_not_reported: z
    .object({ hours: z.number(), of_hours: z.number() })
    .optional()
    .describe(
      "issue 38: of a measured plant without streams, the year's hours with a reading that do not report CO2 (a file read through a profile marking it absent): a data gap, not counted as 0 t",
    ),
  streams_without_data: z
    .array(z.string())
    .optional()
    .describe(
      "the calculation streams whose activity data the year's data never report: a plant whose data hold CO2 counts its measured CO2 in their place",
    ),
});

export const EtsYearDataSchema = z
  .object({
    year: z.number().int(),
    days_with_data: z.number().int().describe('distinct calendar days of the year with data'),
    last_date: day.nullable().describe('the last day of the year with data'),
    plants: z.array(
      z.object({
        plant_id: z.number().int(),
        plant_name: z.string(),
        fuel_type: z.string(),
        co2_t: z.number(),
        hours: z.number().int().describe('hours with a reading'),
        co2_sq_sum: z.number().describe('sum of the squares of the hourly CO2 values'),
        counted: PlantCo2BasisSchema.optional().describe(
          'the CO2 the ETS counts and its basis; absent: the measured co2_t',
        ),
      }),
    ),
  })
  .describe("One calendar year's CO2 per plant, the ETS year's emissions.");

export const AllowanceRecordSchema = z
  .object({
    active_permits: z.number().int().describe("the spec's permit blocks"),
    allowances_eua: z
      .number()
      .int()
      .nullable()
      .describe('allowances entered directly in EUAs; when set, they replace the permit blocks'),
    free_allocation: z.number().int(),
    purchased: z.number().int(),
    sold: z.number().int(),
    surrendered: z.number().int().describe("allowances already surrendered for the year's CO2"),
  })
  .describe("The year's allowances as recorded (EUAs; one EUA covers 1 t CO2).");

export const EtsSettingsSchema = z.object({
  price_eur_per_t: z.number().describe('EUA price used for costs, EUR per allowance'),
  permit_block_t: z.number().int().describe('tonnes of CO2 one permit of the record stands for'),
  penalty_eur_per_t: z
    .number()
    .describe(`excess emissions penalty, EUR per tonne (${citation('etsPenalty')}, indexed)`),
  corroboration_flag_pct: z
    .number()
    .optional()
    .describe(
      "MRR Art. 46: a measured plant's corroborating calculation is flagged when the difference exceeds this share of the measured CO2, %",
    ),
});

export const VerificationSchema = z
  .object({
    verifier: z.string().describe('the accredited verification body'),
    verified_on: day.describe("date of the verifier's statement"),
    verified_co2_t: z.number().describe("CO2 of the year's ETS plants as the verifier states it"),
    opinion: z.enum(['satisfactory', 'satisfactory_with_comments', 'not_satisfactory']),
  })
  .describe("The verifier's statement recorded for the year.");

export const EtsYearSchema = z
  .object({
    year: z.number().int(),
    plants: z.array(
      z.object({
        plant_id: z.number().int(),
        co2_t: z.number().describe('the CO2 counted: measured, calculated or both (co2_basis)'),
        ...PlantCo2BasisSchema.omit({ co2_counted_t: true, corroboration: true }).partial().shape,
        corroboration: CorroborationSchema.extend({
          flagged: z
            .boolean()
            .describe("the difference's share exceeds the user's corroboration setting"),
        })
          .nullable()
          .optional(),
        in_ets: z.boolean(),
        in_ets_assumed: z.boolean().describe('in_ets is the default, not declared by the user'),
        share_pct: z
          .number()
          .nullable()
          .describe("share of the year's reported CO2 (null: outside ETS scope or not declared)"),
      }),
    ),
    reported_co2_t: z
      .number()
      .describe(
        'CO2 of the plants declared in ETS scope within the calendar year, as the data says',
      ),
    scope_not_declared: z
      .object({
        plant_ids: z.array(z.number().int()),
        co2_t: z.number(),
      })
      .describe(
        'plants whose EU ETS scope the user has not declared (only assumed from a country), and their CO2: in no ETS figure',
      ),
    verification: VerificationSchema.nullable().describe('null: no statement recorded'),
    coverage: z
      .object({
        hours_present: z.number().int(),
        hours_of_year: z.number().int().describe('of one plant'),
        share: z
          .number()
          .describe(
            'hours present over the hours of the year of the plants in scope (per unit of a plant of several)',
          ),
        data_through: day.nullable().describe('the last day of the year with data'),
      })
      .nullable()
      .describe('null: the gaps were not read for this scope (a single file)'),
    gap_hours: z
      .number()
      .nullable()
      .describe(
        'missing hours of the plants in scope (each unit of a plant of several) inside their readings, not classified not_operating',
      ),
    substitute_t: z
      .number()
      .nullable()
      .describe(
        'MRR Art. 45(3): per missing hour, mean + 2 sd of the valid hourly CO2 of the plant (of the unit, in a plant of several)',
      ),
    conservative_co2_t: z.number().nullable().describe('reported + substitute'),
    gaps_over_5_days: z
      .array(
        z.object({
          plant_id: z.number().int(),
          unit_id: z
            .string()
            .optional()
            .describe('of a plant of several units, the unit out: each unit is judged on its own'),
          from: z.string(),
          to: z.string(),
          hours: z.number(),
        }),
      )
      .nullable()
      .describe(
        'outages of more than five consecutive days, to be reported to the authority; of a plant of several units, per unit',
      ),
    verified_co2_t: z
      .number()
      .nullable()
      .describe("the verifier's figure; null until a statement is recorded"),
    status: z
      .enum(['reported', 'verified'])
      .describe('which figure the position, cost and penalty rest on: verified once recorded'),
    record: AllowanceRecordSchema.nullable().describe('null: no permit record for the year'),
    allowance_basis: z.enum(['euas', 'permits', 'none']),
    permit_block_t: z.number().int(),
    allowances_t: z
      .number()
      .describe(
        'EUAs available for the year: permit blocks or EUAs entered, + free + bought - sold',
      ),
    position_t: z
      .number()
      .describe('allowances minus the CO2 of `status`: surplus (>= 0) or deficit'),
    price_eur_per_t: z.number(),
    cost_to_cover_eur: z.number().describe('EUAs to buy for a deficit at the price'),
    outstanding_t: z.number().describe('CO2 of `status` not yet covered by surrendered allowances'),
    penalty_eur_per_t: z.number(),
    penalty_exposure_eur: z
      .number()
      .describe('excess emissions penalty if the outstanding tonnes are not surrendered in time'),
    report_due: day.describe(
      `verified emissions report due, ${ETS_REPORT_DEADLINE} of the next year`,
    ),
    surrender_due: day.describe(
      `allowances surrendered by ${ETS_SURRENDER_DEADLINE} of the next year`,
    ),
    days_to_report_due: z.number().int().describe('days from today; negative once passed'),
    days_to_surrender_due: z.number().int(),
    days_with_data: z.number().int(),
    last_date: day.nullable(),
    projection: z
      .object({
        rate_t_per_day: z.number(),
        days_in_year: z.number().int(),
        projected_co2_t: z.number(),
        projected_position_t: z.number(),
        basis: z.string(),
      })
      .nullable()
      .describe('the current year at its year-to-date rate; null for other years or without data'),
  })
  .meta({ id: 'EtsYear' });
