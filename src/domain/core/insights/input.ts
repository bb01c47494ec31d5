import type { Analysis, PermitAnalysis } from '../analysis/types';

/** What the rules engine reads of an analysis; `sec` may be `{ error }` and permits are optional. */
export type InsightInput = Pick<
  Analysis,
  | 'kpis'
  | 'changes'
  | 'plants'
  | 'dailyEmissions'
  | 'dailyTotals'
  | 'factories'
  | 'benchmarks'
  | 'sec'
  | 'inventory'
  | 'period'
  | 'ets'
> & { permits?: PermitAnalysis };
