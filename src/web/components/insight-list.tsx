import type { Insight, InsightType, Priority } from '@domain/analysis/types';
import { StatusBadge, type BadgeTone } from './status-badge';

const PRIORITY_TONE: Record<Priority, BadgeTone> = { high: 'red', medium: 'yellow', low: 'blue' };
const PRIORITY_LABEL: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};
const TYPE_LABEL: Record<InsightType, string> = {
  alert: 'Alert',
  optimization: 'Optimization',
  recommendation: 'Recommendation',
  prediction: 'Prediction',
};

/** Insights of the rules engine (data §3 "AI insight"), each with its priority, type and impact. */
export function InsightList({
  insights,
  detailed = true,
}: {
  insights: readonly Insight[];
  /** With the description and estimated impact, or titles only (a preview). */
  detailed?: boolean;
}) {
  return (
    <ul className="space-y-3">
      {insights.map((insight, i) => (
        // Titles may repeat across plants' findings; the list is never reordered, so the index is stable.
        <li key={i} className="rounded-md border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={PRIORITY_TONE[insight.priority]}>
              {PRIORITY_LABEL[insight.priority]}
            </StatusBadge>
            <span className="text-xs font-medium uppercase tracking-wide text-slate-500">
              {TYPE_LABEL[insight.type]}
            </span>
          </div>
          <p className="mt-1.5 font-medium text-slate-900">{insight.title}</p>
          {detailed && (
            <>
              <p className="mt-1 text-sm text-slate-700">{insight.description}</p>
              <p className="mt-1 text-sm text-slate-600">
                <span className="font-medium">Estimated impact:</span> {insight.estimatedImpact}
              </p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
