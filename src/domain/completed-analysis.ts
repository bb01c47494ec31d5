// The one completed result of a scope: the core's analysis with every screen model computed from it,
// so screens, the PDF, the exports and the additional reports read the same numbers.
import type { z } from 'zod';
import { completeAnalysis } from './completion/analyze';
import { AnalysisSchema } from './analysis/schema';
import type { AnalysisBase } from './analysis/types';
import type { CompleteAnalysisOptions } from './completion/analyze-options';
import {
  PeriodComparisonSchema,
  ScopeSchema,
  type AnalysisScope,
  type PeriodComparison,
} from './history/scope-schema';
import { benchmarkInsights, factoryBars, factoryRankCounts } from './views/benchmark-insights';
import { complianceSummary } from './views/compliance-summary';
import { gapRuns } from './views/daily-gaps';
import { overviewStatusCards } from './views/overview-status';
import { performanceTrends } from './views/performance-trends';
import { AnalysisViewsSchema } from './views/schema';

export const CompletedAnalysisSchema = AnalysisSchema.extend({
  views: AnalysisViewsSchema,
  scope: ScopeSchema.optional().describe('what the analysis covers (absent: a whole file)'),
  comparison: PeriodComparisonSchema.nullable()
    .optional()
    .describe('the range against the period before and a year earlier, when a range is chosen'),
});

/** What a scope's result says of its scope besides the analysis. */
export interface ScopeFacts {
  scope: AnalysisScope;
  comparison: PeriodComparison | null;
}

/** The analysis of a scope completed for today and a permit record, with its screen models. */
export type CompletedAnalysis = z.infer<typeof CompletedAnalysisSchema>;

/** Completes a stored base for today and the permit record, and computes every screen model from it. */
export function completeResult(
  base: AnalysisBase,
  options: CompleteAnalysisOptions,
  scope?: ScopeFacts,
): CompletedAnalysis {
  const analysis = completeAnalysis(base, options);
  return {
    ...analysis,
    ...scope,
    views: {
      overviewStatus: overviewStatusCards(analysis),
      performanceTrends: performanceTrends(analysis),
      complianceSummary: complianceSummary(analysis),
      benchmarkInsights: benchmarkInsights(analysis.factories, analysis.benchmarks),
      factoryBars: factoryBars(analysis.factories),
      factoryRankCounts: factoryRankCounts(analysis.factories),
      dailyGaps: gapRuns(analysis.emissionsChart.bars),
    },
  };
}
