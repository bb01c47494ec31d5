// A user says why a plant's readings stop (issue 26): a gap's hours inside a classification carry
// its reason, so a gap is cut where a classification begins or ends.
import type { Gap } from './plant-coverage';

const MS_PER_HOUR = 3_600_000;

/** Hours of a plant (epoch ms, `to` exclusive) with the reason a user gave for them. */
export interface Classification<Reason> {
  from: number;
  to: number;
  reason: Reason;
}

export interface ClassifiedGap<Reason> extends Gap {
  /** The reason of the classification holding these hours; null when none does. */
  reason: Reason | null;
}

/**
 * The gaps cut at the edges of the classifications (which do not overlap), each part with the
 * reason of the classification holding it. Both lists ascending.
 */
export function classifyGaps<Reason>(
  gaps: readonly Gap[],
  classifications: readonly Classification<Reason>[],
): ClassifiedGap<Reason>[] {
  const parts: ClassifiedGap<Reason>[] = [];
  const part = (from: number, to: number, reason: Reason | null) => {
    if (to > from) parts.push({ from, to, hours: (to - from) / MS_PER_HOUR, reason });
  };
  for (const gap of gaps) {
    let at = gap.from;
    for (const c of classifications) {
      if (c.to <= at || c.from >= gap.to) continue;
      part(at, c.from, null);
      const end = Math.min(c.to, gap.to);
      part(Math.max(at, c.from), end, c.reason);
      at = end;
    }
    part(at, gap.to, null);
  }
  return parts;
}
