import type { CohortRank } from '@domain/views/benchmark-insights';
import type { BadgeTone } from '@web/components/status-badge';

/** data §2: the traffic light's colours on the Benchmarking screen, by cohort ranking; grey when not ranked. */
export const RANK_STYLE: Record<CohortRank, { tone: BadgeTone; dot: string }> = {
  top_quartile: { tone: 'green', dot: 'bg-green-500' },
  middle: { tone: 'yellow', dot: 'bg-yellow-400' },
  bottom_quartile: { tone: 'red', dot: 'bg-red-500' },
  not_ranked: { tone: 'slate', dot: 'bg-slate-400' },
};
