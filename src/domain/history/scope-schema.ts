// What a scope's analysis says about its scope (issue 10), and the period comparison, as schemas.
import { z } from 'zod';
import { KpiSummarySchema } from '../analysis/schema';

const day = z.string().describe('YYYY-MM-DD');

export const ScopeSchema = z
  .object({
    source: z.enum(['history', 'file']).describe('every upload merged, or one file'),
    fileId: z.string().nullable(),
    from: day.nullable().describe('the range asked for, inclusive; null: open'),
    to: day.nullable(),
    plants: z.array(z.number()).describe('the plants asked for; empty: all'),
    available: z
      .object({
        startDate: day,
        endDate: day,
        years: z.array(z.number()),
        plants: z.array(z.object({ plant_id: z.number(), plant_name: z.string() })),
        plantCount: z
          .number()
          .int()
          .optional()
          .describe(
            'every plant the whole scope holds; an answer lists at most 1,000 of them in plants',
          ),
      })
      .nullable()
      .describe('what the whole scope holds, whatever the range: for presets and the plant filter'),
    message: z.string().nullable().describe('"No data in this range" when the range holds nothing'),
    complianceYear: z
      .number()
      .nullable()
      .describe('the EU ETS year the permit record was read for: asked, else the latest in scope'),
  })
  .meta({ id: 'AnalysisScope' });

const KpiChangesOfPeriodSchema = z
  .object({
    totalElectricity: z.number().nullable(),
    totalEmissions: z.number().nullable(),
    totalFuelConsumption: z.number().nullable(),
    avgEfficiency: z.number().nullable(),
  })
  .nullable()
  .describe('percent change, 1 decimal; null: no data in one of the periods');

export const PeriodKpisSchema = z.object({
  plant_id: z.number().nullable().describe('null: all plants of the scope'),
  plant_name: z.string(),
  current: KpiSummarySchema.nullable(),
  previous: KpiSummarySchema.nullable(),
  yearAgo: KpiSummarySchema.nullable(),
  vsPrevious: KpiChangesOfPeriodSchema,
  vsYearAgo: KpiChangesOfPeriodSchema,
});

const PeriodSchema = z.object({
  from: day,
  to: day,
  hasData: z.boolean(),
  daysWithData: z.number().int(),
  daysInPeriod: z.number().int(),
});

export const PeriodComparisonSchema = z
  .object({
    current: PeriodSchema,
    previous: PeriodSchema.describe(
      'the calendar month or year before a whole month or year; else the period of equal length just before',
    ),
    yearAgo: PeriodSchema.describe('the same period a year earlier'),
    coverageDiffers: z
      .object({ previous: z.boolean(), yearAgo: z.boolean() })
      .describe(
        'both hold data, and their shares of days with data differ by more than 10 points: a change is no trend',
      ),
    rows: z.array(PeriodKpisSchema),
  })
  .meta({ id: 'PeriodComparison' });

export type AnalysisScope = z.infer<typeof ScopeSchema>;
export type PeriodKpis = z.infer<typeof PeriodKpisSchema>;
export type PeriodComparison = z.infer<typeof PeriodComparisonSchema>;
