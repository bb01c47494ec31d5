// Issue 10: the analysis base of any scope (the history or one file, a range, some plants) from its
// rolled-up sums, the same whether the sums come from SQL (the server) or from cells (the CLI).
import { aggregateRollup, type Aggregates, type Rollup } from '../analysis/aggregate';
import { analysisBaseOf } from '../completion/analyze';
import type { AnalysisBase } from '../analysis/types';
import type { AnalysisBaseOptions } from '../completion/analyze-options';
import {
  chartedRange,
  comparisonPeriods,
  effectiveRange,
  isWholeScope,
  MSG_NO_DATA_IN_RANGE,
  type ScopeFilter,
} from './date-range';
import { periodComparison } from './period-comparison';
import type { AnalysisScope, PeriodComparison } from './scope-schema';
import { scopeQuality, type ScopeQualityFacts } from './scope-quality';

export type AvailableData = NonNullable<AnalysisScope['available']>;

/** What a scope's sums are read from: the history's winning plant-days, or one file's. */
export interface ScopeSums {
  /** The sums of the plant-days inside a range and the filter's plants, per day and per plant-year. */
  rollup(range: { from: string | null; to: string | null }): Promise<Rollup> | Rollup;
  qualityFacts(): Promise<ScopeQualityFacts> | ScopeQualityFacts;
}

export interface ScopeBase {
  base: AnalysisBase;
  scope: AnalysisScope;
  comparison: PeriodComparison | null;
}

/**
 * The base, scope facts and period comparison of a scope. The comparison is made only when a range
 * was chosen; an empty range gives an empty analysis saying MSG_NO_DATA_IN_RANGE.
 */
export async function scopeBase(
  source: { kind: AnalysisScope['source']; fileId: string | null },
  filter: ScopeFilter,
  available: AvailableData | null,
  sums: ScopeSums,
  options: AnalysisBaseOptions,
): Promise<ScopeBase> {
  const range = effectiveRange(filter, available);
  const chosen = filter.from !== null || filter.to !== null;
  const periods = comparedPeriods(filter, available);
  // The sums are independent reads: a database with several connections answers them at once.
  const [rollup, facts, previous, yearAgo] = await Promise.all([
    sums.rollup(filter),
    sums.qualityFacts(),
    // A compared period's days say how many of them hold data (issue 26).
    periods && sums.rollup(periods.previous),
    periods && sums.rollup(periods.yearAgo),
  ]);
  const agg: Aggregates = aggregateRollup(rollup);
  const quality = scopeQuality(agg, facts);
  const charted = chosen && range ? chartedRange(range, available) : null;
  const base = analysisBaseOf(agg, quality, options, charted ?? undefined);
  const comparison =
    periods && range && previous && yearAgo
      ? periodComparison(
          { ...range, agg },
          { ...periods.previous, agg: aggregateRollup(previous) },
          { ...periods.yearAgo, agg: aggregateRollup(yearAgo) },
        )
      : null;
  const scope = describeScope(source, filter, available, agg.totals.rows);
  return { base, comparison, scope };
}

/** The periods a scope's range is compared with: none unless a range was chosen. */
export function comparedPeriods(filter: ScopeFilter, available: AvailableData | null) {
  const range = effectiveRange(filter, available);
  const chosen = filter.from !== null || filter.to !== null;
  return chosen && range ? comparisonPeriods(range.from, range.to) : null;
}

/** What a scope's answer says of the scope: what was asked, what is there, and whether it is empty. */
export function describeScope(
  source: { kind: AnalysisScope['source']; fileId: string | null },
  filter: ScopeFilter,
  available: AvailableData | null,
  rows: number,
): AnalysisScope {
  return {
    source: source.kind,
    fileId: source.fileId,
    from: filter.from,
    to: filter.to,
    plants: filter.plants,
    available,
    message: rows === 0 && !isWholeScope(filter) ? MSG_NO_DATA_IN_RANGE : null,
    complianceYear: null,
  };
}
