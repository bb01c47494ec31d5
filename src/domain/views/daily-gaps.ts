import type { z } from 'zod';
import type { EmissionsBar } from '../analysis/types';
import { dateToDay } from '../readings/day-number';
import type { GapRunSchema } from './schema';

/** A run of consecutive calendar days without data in the emissions chart. */
export type GapRun = z.infer<typeof GapRunSchema>;

/**
 * The runs of consecutive bars without data in the emissions chart (days, weeks or months), in date
 * order, from the first day of the run's first bar to the last day of its last: the chart marks each
 * run once as "no data" instead of leaving unexplained holes (docs/design.md: gaps are never filled).
 */
export function gapRuns(bars: readonly Pick<EmissionsBar, 'from' | 'to' | 'hasData'>[]): GapRun[] {
  const runs: GapRun[] = [];
  let open: GapRun | null = null;
  for (const b of bars) {
    const days = dateToDay(b.to) - dateToDay(b.from) + 1;
    if (b.hasData) {
      open = null;
    } else if (open) {
      open.to = b.to;
      open.days += days;
    } else {
      open = { from: b.from, to: b.to, days };
      runs.push(open);
    }
  }
  return runs;
}
