// The screen models' shapes, defined once as schemas: the server declares them in its answers (OpenAPI)
// and the web reads them from there.
import { z } from 'zod';
import { TrafficLightSchema } from '../analysis/schema';

export const CohortRankSchema = z
  .enum(['top_quartile', 'middle', 'bottom_quartile', 'not_ranked'])
  .describe(
    "a facility's place in its cohort: data §4's factory traffic light, or not ranked without data",
  );

export const OverviewStatusCardSchema = z.object({
  title: z.enum(['EU Compliance', 'US SEC Disclosure', 'Plant Status']),
  badge: z.object({
    label: z.string(),
    tone: z.union([TrafficLightSchema, z.literal('neutral')]),
  }),
  rows: z
    .array(
      z.object({
        label: z.string(),
        value: z.string(),
        note: z.string().optional().describe('what the figure rests on, shown under it'),
      }),
    )
    .describe('the figures behind the badge'),
  note: z.string().describe('where the figures come from, or what is missing'),
  basis: z
    .array(z.string())
    .optional()
    .describe('how the figures were computed, shown under a disclosure'),
});

export const TrendFigureSchema = z.object({
  label: z.string(),
  value: z.number().nullable().describe('percent; null when the data cannot give the figure'),
  assessment: z.enum(['improving', 'worsening', 'stable', 'unknown']),
  detail: z.string().describe('what the figure is and over which days, or why it is missing'),
});

export const ChecklistItemSchema = z.object({
  label: z.string(),
  state: z.enum(['ok', 'attention', 'info']),
  detail: z.string().describe('the verdict, one line with its figure'),
  basis: z
    .array(z.string())
    .optional()
    .describe('how the verdict was computed, shown under a disclosure'),
});

export const ComplianceChecklistSchema = z.object({
  title: z.enum(['EU Frameworks', 'US Frameworks', 'Data Management']),
  items: z.array(ChecklistItemSchema),
});

export const FactoryBarsSchema = z
  .object({
    efficiency: z.number().nullable().describe('efficiency itself, percent of 100'),
    intensity: z
      .number()
      .nullable()
      .describe("emission intensity as a percent of the cohort's highest (longer is worse)"),
    output: z.number().describe("output as a percent of the cohort's largest"),
  })
  .describe(
    "A facility card's three bars, each 0..100 percent; null where there is no such figure.",
  );

export const BenchmarkInsightsSchema = z
  .object({
    averageEfficiency: z.number().nullable(),
    referenceEfficiency: z.number(),
    standing: z.enum(['Above Average', 'At Average', 'Below Average']).nullable(),
    pointsVsReference: z.number().nullable().describe('percentage points, 1 decimal'),
    facilitiesWithData: z.number(),
    atOrAboveReference: z.number(),
    mostEfficient: z.object({ name: z.string(), efficiency: z.number() }).nullable(),
    lowestIntensity: z.object({ name: z.string(), intensity: z.number() }).nullable(),
  })
  .describe(
    "The cohort against the product's reference electrical efficiency (percent, percentage points, counts).",
  );

export const GapRunSchema = z
  .object({ from: z.string(), to: z.string(), days: z.number() })
  .describe(
    'A run of chart bars without data: its first and last calendar day and how many days it spans.',
  );

export const AnalysisViewsSchema = z
  .object({
    overviewStatus: z.array(OverviewStatusCardSchema),
    performanceTrends: z.array(TrendFigureSchema),
    complianceSummary: z.array(ComplianceChecklistSchema),
    benchmarkInsights: BenchmarkInsightsSchema,
    factoryBars: z.array(FactoryBarsSchema).describe('in the order of `factories`'),
    factoryRankCounts: z
      .record(CohortRankSchema, z.number())
      .describe('how many facilities have each cohort ranking'),
    dailyGaps: z.array(GapRunSchema),
  })
  .meta({
    id: 'AnalysisViews',
    description:
      'What each screen shows besides the analysis itself, computed from it on the server.',
  });
