import type { Analysis, PermitAnalysis } from '../analysis/types';

/**
 * What the rules engine reads of an analysis; `sec` may be `{ error }` and permits are optional. The
 * register says which plants are declared in EU ETS scope, the only ones a carbon price applies to.
 */
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
  | 'register'
> & { permits?: PermitAnalysis };
