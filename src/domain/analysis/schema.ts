// The analysis entities as schemas, with the spec's entity and field names (data §3): the one
// definition of their shape. Types are inferred from them (types.ts); the server declares its answers
// with them (OpenAPI) and checks a stored analysis against them before trusting it.
import { z } from 'zod';
import { GasEstimatesSchema } from '../factors/gas-estimates';
import { GWP_SETS, JURISDICTIONS } from '../constants';
import { GRANULARITIES } from './calendar-buckets';
import { AIR_POLLUTANTS, type AirPollutant } from './air-pollutants';
import { EtsYearDataSchema, EtsYearSchema } from './ets-schema';
import { RegisterEntrySchema } from './register-entry-schema';
import { INVENTORY_FIELDS, type InventoryField } from '../readings/measures';
import { DataQualityReportSchema } from '../readings/quality-schema';

const day = z.string().describe('YYYY-MM-DD');
const gwpSetName = z.enum(Object.keys(GWP_SETS) as [keyof typeof GWP_SETS]);

export const PlantStatusSchema = z.enum(['optimal', 'warning', 'critical']);
export const GaugeColorSchema = z.enum(['green', 'orange', 'red']);
export const TrafficLightSchema = z.enum(['green', 'yellow', 'red']);

/** The plant's sum of each measure the inventory reports (see MEASURES). */
const inventoryMeasures = Object.fromEntries(INVENTORY_FIELDS.map((f) => [f, z.number()])) as {
  [F in InventoryField]: z.ZodNumber;
};

export const GasReportingSchema = z
  .object({
    reported: z
      .enum(['all', 'some', 'none'])
      .describe('whether the data reports the gas for all, some or none of the hours'),
    missingHours: z
      .number()
      .describe('hours with a reading whose value of the gas is not reported'),
    estimatedHours: z
      .number()
      .describe(
        'of those, the hours whose gas is estimated from the fuel (issue 38); the rest not reported',
      ),
  })
  .describe('Issue 27: a gas an import profile marked absent is not reported, never 0.');

export const GhgReportingSchema = z
  .object({
    hours: z.number().describe('hours with a reading'),
    co2: GasReportingSchema,
    ch4: GasReportingSchema,
    n2o: GasReportingSchema,
  })
  .describe('Whether CO2, CH4 and N2O are reported for the hours behind the figures.');

export const PlantInventorySchema = z
  .object({
    plant_id: z.number(),
    plant_name: z.string(),
    fuel_type: z.string(),
    location: z.string(),
    sector: z.string(),
    renewableShare: z.number().describe('percent'),
    ...inventoryMeasures,
    gasEstimates: GasEstimatesSchema.describe(
      'issue 38: CO2, CH4 and N2O the data lack, estimated from the fuel (co2Tonnes, ch4Kg and n2oKg are reported only)',
    ),
    ch4CO2e: z.number().describe('tCO2e with the GWP set in use, with its estimate'),
    n2oCO2e: z.number().describe('with its estimate'),
    totalCO2e: z.number().describe('with the estimates of CO2, CH4 and N2O'),
    avgEfficiency: z.number().describe("mean of efficiency_percent over the plant's rows"),
  })
  .describe("One plant's greenhouse-gas inventory over the data, unrounded.");

const energyWeighted = z
  .number()
  .nullable()
  .describe('(electricity + heat) / fuel x 100 over the period, 1 decimal; null without fuel');

export const KpiSummarySchema = z
  .object({
    totalElectricity: z.number(),
    totalEmissions: z.number(),
    totalFuelConsumption: z.number(),
    avgEfficiency: z.number().describe('mean of the hourly efficiency_percent values'),
    energyWeightedEfficiency: energyWeighted,
  })
  .describe('data §3 "KPI summary": totals rounded to whole numbers, efficiency to 1 decimal.');

const pctChange = z.number().nullable().describe('percent, 1 decimal; null when not computable');

export const KpiChangesSchema = z
  .object({
    currentDate: day.nullable(),
    previousDate: day.nullable(),
    totalElectricity: pctChange,
    totalEmissions: pctChange,
    totalFuelConsumption: pctChange,
    avgEfficiency: pctChange,
  })
  .describe('Percent change of each KPI, last day with data against the calendar day before it.');

export const UnitSummarySchema = z
  .object({
    unit_id: z
      .string()
      .describe("the plant's unit as its files name it; '' for a plant without units"),
    total_electricity: z.number().describe('MWh, whole'),
    total_emissions: z.number().describe('tonnes CO2, whole'),
    total_fuel: z.number().describe('MWh, whole'),
    operating_hours: z.number().describe('hours holding a reading of the unit'),
  })
  .describe("One unit's figures: a plant's are the sums of its units'.");

export const PlantSummarySchema = z
  .object({
    plant_id: z.number(),
    plant_name: z.string(),
    fuel_type: z.string(),
    total_electricity: z.number(),
    total_emissions: z.number(),
    avg_efficiency: z.number().describe('mean of the hourly efficiency_percent values'),
    energy_weighted_efficiency: energyWeighted,
    status: PlantStatusSchema,
    gauge_color: GaugeColorSchema,
    units: z.array(UnitSummarySchema).describe('ascending unit_id; a file without units: one, ""'),
  })
  .describe('data §3 "Plant summary".');

export const PlantStatusCountsSchema = z.object({
  optimal: z.number(),
  warning: z.number(),
  critical: z.number(),
});

/** Each air pollutant's mass, kg: reported as such, never converted to CO2e. */
const airPollutantsKg = z
  .object(
    Object.fromEntries(AIR_POLLUTANTS.map((a) => [a.pollutant, z.number().nullable()])) as {
      [P in AirPollutant]: z.ZodNullable<z.ZodNumber>;
    },
  )
  .describe('kg of each air pollutant, never in CO2e; null where none of the hours report it');

export const DailyEmissionsPointSchema = z
  .object({
    date: day,
    CO2: z.number().nullable(),
    CH4: z
      .number()
      .nullable()
      .describe('null also on a day with data none of whose hours report it'),
    N2O: z
      .number()
      .nullable()
      .describe('null also on a day with data none of whose hours report it'),
    total: z.number().nullable().describe('CO2 + CH4 + N2O in tonnes of gas, of those reported'),
    airPollutantsKg,
    hasData: z.boolean(),
  })
  .describe('data §3 "daily emissions point", tonnes; null on a day without data.');

export const DailyEmissionsTotalsSchema = z
  .object({
    CO2: z.number(),
    CH4: z.number(),
    N2O: z.number(),
    airPollutantsKg,
    daysTracked: z.number(),
    windowStart: day.nullable(),
    windowEnd: day.nullable(),
    windowDays: z
      .number()
      .describe('calendar days from windowStart to windowEnd; 0 without a window'),
  })
  .describe('Totals over the daily window (tonnes) and the number of days with data in it.');

export const EmissionsBarSchema = z
  .object({
    from: day.describe("the bar's first day in the window"),
    to: day.describe("the bar's last day in the window"),
    calendarDays: z
      .number()
      .describe('the days of its whole calendar period (1, 7, or the days of the month)'),
    daysWithData: z.number(),
    CO2: z.number().nullable(),
    CH4: z.number().nullable(),
    N2O: z.number().nullable(),
    total: z.number().nullable().describe('CO2 + CH4 + N2O in tonnes of gas'),
    hasData: z.boolean(),
  })
  .describe('One bar of the emissions chart: the sums of its days (tonnes); null without data.');

export const EmissionsChartSchema = z
  .object({
    granularity: z
      .enum(GRANULARITIES)
      .describe(
        'a bar per day up to 92 days, per week (Monday to Sunday) up to 731, else per month',
      ),
    bars: z.array(EmissionsBarSchema),
  })
  .describe('The daily window as the chart draws it: a long window in weeks or months (issue 26).');

export const ReportingPeriodSchema = z.object({
  startDate: day,
  endDate: day,
  year: z.number(),
});

export const SecFacilitySchema = z
  .object({
    plant_id: z.number(),
    facility: z.string(),
    location: z.string().describe("the plant register's country"),
    sector: z.string(),
    emissionsCO2e: z.number(),
    emissionsCO2: z.number(),
    emissionsCH4: z.number().nullable().describe('null: no hour of the plant reports CH4'),
    emissionsN2O: z.number().nullable().describe('null: no hour of the plant reports N2O'),
    ghgReporting: GhgReportingSchema.describe(
      'whether its CH4 and N2O are reported, or estimated from its fuel (issue 38)',
    ),
    energyMWh: z.number(),
    renewableShare: z.number(),
    secNote: z.string(),
    assumed: z
      .object({
        location: z.boolean(),
        sector: z.boolean(),
        renewableShare: z.boolean(),
        secReporting: z.boolean(),
      })
      .describe('per fact: a default of the plant register, not declared by the user'),
  })
  .describe(
    'data §3 "SEC facility" without allowances or a verdict (a disclosure); emissions in tCO2e with the GWP set in use.',
  );

export const SecSummarySchema = z
  .object({
    totalGHGEmissions: z.number(),
    totalEnergyConsumption: z.number(),
    weightedRenewableShare: z.number(),
    facilitiesCount: z.number(),
    facilitiesAssumed: z
      .number()
      .describe('facilities in the extract only because the register assumes they report'),
    ghgReporting: GhgReportingSchema.describe("whether the facilities' CH4 and N2O are reported"),
  })
  .describe('data §3 "SEC summary" without allowances or a verdict.');

export const SecReportSchema = z
  .object({
    facilities: z.array(SecFacilitySchema),
    summary: SecSummarySchema,
    reportingPeriod: ReportingPeriodSchema,
    generatedAt: z.string(),
    gwpSet: gwpSetName,
  })
  .describe('data §3 "SEC report".');

export const ComplianceCheckSchema = z.object({
  status: z.enum(['compliant', 'warning', 'non_compliant', 'out_of_scope', 'not_assessed']),
  message: z.string(),
});

export const FactoryBaseSchema = z
  .object({
    id: z.number(),
    factory_name: z.string(),
    efficiency_pct: z.number().nullable().describe('mean of the hourly efficiency_percent values'),
    energy_weighted_efficiency_pct: energyWeighted,
    emissions_gCO2_per_kWh: z.number().nullable(),
    output_MWh: z.number(),
    location: z.string(),
    total_co2_tonnes: z.number(),
    status: TrafficLightSchema,
    normalized_output: z.number().describe("output as a percent of the cohort's largest (0..100)"),
    compliance: z.object({ csrd_esrs: ComplianceCheckSchema }),
    recommendations: z.array(z.string()),
    data_available: z.boolean(),
  })
  .describe('data §3 "Factory analysis".');

/**
 * A factory with its SEC chip, which reads the plant register (issue 26), and its EU ETS chip, which
 * reads the compliance year's ETS model (issue 11).
 */
export const FactoryAnalysisSchema = FactoryBaseSchema.extend({
  compliance: FactoryBaseSchema.shape.compliance.extend({
    sec: ComplianceCheckSchema,
    eu_ets: ComplianceCheckSchema,
  }),
});

export const BenchmarksSchema = z
  .object({
    efficiency_avg: z.number(),
    efficiency_p25: z.number(),
    efficiency_p75: z.number(),
    emissions_avg: z.number(),
    emissions_p25: z.number(),
    emissions_p75: z.number(),
    efficiency_top_quarter_avg: z
      .number()
      .describe(
        'mean efficiency of the best quarter of the cohort (rounded up), never below efficiency_avg',
      ),
    emissions_best_quarter_avg: z
      .number()
      .describe(
        'mean intensity of the best quarter of the cohort (rounded up), never above emissions_avg',
      ),
    output_max: z.number(),
    defaults: z
      .boolean()
      .describe("true when the figures are the spec's defaults for an empty cohort"),
  })
  .describe('data §3 "Benchmarks".');

export const PermitInputSchema = z
  .object({
    active_permits: z.number().nullish(),
    avg_consumption_rate_t_per_month: z.number().nullish(),
    current_date: z.string(),
    target_buffer_months: z.number().optional(),
    warning_threshold_pct: z.number().optional(),
    cumulative_emissions_t: z.number(),
    allowances_t: z
      .number()
      .optional()
      .describe("the year's allowances in EUAs (default: active permits x 100,000 t)"),
    purchase_unit_t: z
      .number()
      .optional()
      .describe('tonnes bought at a time: one permit block (default), or 1 when counting in EUAs'),
    price_eur_per_t: z.number().optional().describe('EUA price (default 85 EUR/t)'),
  })
  .describe('data §3 "Permit input", with the ETS year\'s allowances and price (issue 11).');

export const PermitResultSchema = z
  .discriminatedUnion('valid', [
    z.object({
      valid: z.literal(true),
      total_capacity_t: z.number(),
      months_remaining: z.number(),
      years_remaining: z.number(),
      years_display: z.string().describe('one decimal, or ">10.0" beyond 10 years (data §9)'),
      status_light: TrafficLightSchema,
      /** The light and its threshold in words (data §4). */
      status_line: z.string(),
      /** The badge's word: the light's (Active, Warning, Critical), or Incomplete for an ended year short of days. */
      status_label: z.string(),
      consumed_pct: z.number(),
      needed_permits_for_buffer: z.number(),
      months_to_buffer: z.number(),
      market_value_eur: z.number(),
      recommendations: z.array(z.string()),
    }),
    z.object({ valid: z.literal(false), error: z.string() }),
  ])
  .describe('data §3 "Permit result", plus what the card shows.');

export const PermitRecordFactsSchema = z
  .object({
    company_name: z.string().nullable(),
    notes: z.string().nullable(),
    updated_at: z.string().nullable().describe('ISO 8601'),
  })
  .describe('What the permit card shows of the record itself (data §3 "EU permit record").');

export const PermitAnalysisSchema = z
  .object({
    permit_year: z.number(),
    active_permits: z.number(),
    isCurrentYear: z.boolean(),
    record: PermitRecordFactsSchema,
    input: PermitInputSchema,
    result: PermitResultSchema,
  })
  .describe('A permit analysis computed from the data for one permit record.');

export const InsightSchema = z
  .object({
    type: z.enum(['optimization', 'alert', 'recommendation', 'prediction']),
    title: z.string(),
    description: z.string(),
    priority: z.enum(['high', 'medium', 'low']),
    actionable: z.boolean(),
    estimatedImpact: z.string(),
  })
  .describe('data §3 "AI insight", produced by rules over the numbers.');

export const InsightsAnalysisSchema = z.object({
  insights: z.array(InsightSchema),
  summary: z.string(),
  recommendations: z.array(z.string()),
  riskAssessment: z.object({
    level: z.enum(['high', 'medium', 'low']),
    factors: z.array(z.string()),
  }),
});

export const OptimizationPredictionSchema = z
  .object({
    prediction: z.string(),
    confidence: z.number().describe('percent'),
    timeline: z.string(),
    factors: z.array(z.string()),
    recommendations: z.array(z.string()),
  })
  .describe('The Analytics optimisation panel: a prediction and 8 recommendations.');

export const AnalysisBaseSchema = z
  .object({
    period: ReportingPeriodSchema.nullable().describe("the data's first and last date"),
    gwpSet: gwpSetName,
    inventory: z.array(PlantInventorySchema),
    kpis: KpiSummarySchema,
    changes: KpiChangesSchema,
    plants: z.array(PlantSummarySchema),
    plantStatusCounts: PlantStatusCountsSchema,
    ghgReporting: GhgReportingSchema.describe(
      "whether CH4 and N2O are reported for all, some or none of the data's hours",
    ),
    dailyEmissions: z.array(DailyEmissionsPointSchema),
    dailyTotals: DailyEmissionsTotalsSchema,
    emissionsChart: EmissionsChartSchema,
    factories: z.array(FactoryBaseSchema),
    benchmarks: BenchmarksSchema,
    quality: DataQualityReportSchema,
    etsBasis: z.array(EtsYearDataSchema).describe('each calendar year of the data: CO2 per plant'),
  })
  .describe('The cacheable analysis of a file: everything but what depends on today or a permit.');

export const AssistantItemSchema = z.object({
  text: z.string().describe('the recommendation, leading with its figure'),
  basis: z.array(z.string()).describe('how the figure was computed, shown under a disclosure'),
});

export const AnalysisSchema = AnalysisBaseSchema.extend({
  sec: z.union([SecReportSchema, z.object({ error: z.string() })]),
  factories: z.array(FactoryAnalysisSchema),
  permits: PermitAnalysisSchema.optional(),
  ets: EtsYearSchema.describe('the compliance year under the EU ETS (issue 11)'),
  register: z
    .array(RegisterEntrySchema)
    .describe("each plant's register entry: declared facts, else the assumed defaults"),
  insights: InsightsAnalysisSchema,
  optimization: OptimizationPredictionSchema,
  complianceAssistant: z.record(z.enum(JURISDICTIONS), z.array(AssistantItemSchema)),
}).describe("A file's base completed for today and the user's permit record.");
