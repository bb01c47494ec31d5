import type { z } from 'zod';
import type { DailyEmissionsPoint } from '../core/analysis/types';
import type { GapRunSchema } from './schema';

/** A run of consecutive calendar days without data in the daily series. */
export type GapRun = z.infer<typeof GapRunSchema>;

/**
 * The runs of consecutive days without data in the daily emissions window, in date order: the chart
 * marks each run once as "no data" instead of leaving unexplained holes (DESIGN.md: gaps are never filled).
 */
export function gapRuns(points: readonly DailyEmissionsPoint[]): GapRun[] {
  const runs: GapRun[] = [];
  let open: GapRun | null = null;
  for (const p of points) {
    if (p.hasData) {
      open = null;
    } else if (open) {
      open.to = p.date;
      open.days += 1;
    } else {
      open = { from: p.date, to: p.date, days: 1 };
      runs.push(open);
    }
  }
  return runs;
}
