import type { AnalyzeOptions } from '@domain/completion/analyze-options';

/** A fixed clock and a permit record, so every run analyses the same thing, permits included. */
export const BENCH_ANALYZE_OPTIONS: AnalyzeOptions = {
  now: '2026-01-15',
  permit: { permit_year: 2025, active_permits: 10 },
};
