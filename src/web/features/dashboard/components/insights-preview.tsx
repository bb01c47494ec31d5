import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { InsightsAnalysis, Priority } from '@domain/analysis/types';
import { paths } from '@web/lib/paths';
import { InsightList } from '@web/components/insight-list';
import { StatusBadge, type BadgeTone } from '@web/components/status-badge';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { sampleAnalysisQuery } from '@web/lib/sample-analysis';

/** How many insights and recommendations the preview lists; Analytics shows them all. */
const PREVIEW_ITEMS = 3;

const RISK: Record<Priority, [string, BadgeTone]> = {
  high: ['High risk', 'red'],
  medium: ['Medium risk', 'yellow'],
  low: ['Low risk', 'green'],
};

/** data §2 Overview "AI Insights Preview": the rules engine's risk level, top insights and recommendations. */
export function InsightsPreview({
  insights,
  sample = false,
}: {
  insights: InsightsAnalysis;
  /** The insights are the sample data's, shown because no file is loaded. */
  sample?: boolean;
}) {
  const [riskLabel, riskTone] = RISK[insights.riskAssessment.level];
  const factors = insights.riskAssessment.factors;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">AI Insights Preview</h2>
        <StatusBadge tone={riskTone}>{riskLabel}</StatusBadge>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {sample
          ? 'An example computed from the sample data: load your CSV to see the findings for your plants.'
          : 'Computed by rules over your data (thresholds, outliers, trends, permit runway); no AI service is called.'}
      </p>
      <p className="mt-3 text-sm text-slate-700">{insights.summary}</p>
      {factors.length > 0 && (
        <section className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">Risk factors</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {factors.slice(0, PREVIEW_ITEMS).map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {factors.length > PREVIEW_ITEMS && (
            <p className="mt-1 text-xs text-slate-500">and {factors.length - PREVIEW_ITEMS} more</p>
          )}
        </section>
      )}
      {insights.insights.length > 0 && (
        <section className="mt-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-800">Top insights</h3>
          <InsightList insights={insights.insights.slice(0, PREVIEW_ITEMS)} detailed={false} />
        </section>
      )}
      {insights.recommendations.length > 0 && (
        <section className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">Recommendations</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {insights.recommendations.slice(0, PREVIEW_ITEMS).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </section>
      )}
      {!sample && (
        <Link
          to={paths.analytics}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          All insights in Analytics
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </Card>
  );
}

/** With no data loaded, the preview shows the sample's insights, labelled as such (data §2). */
export function SampleInsightsPreview() {
  const sample = useQuery(sampleAnalysisQuery());
  if (sample.error) return <Alert tone="error">{sample.error.message}</Alert>;
  if (!sample.data) return <Spinner label="Loading sample insights..." className="py-8" />;
  return <InsightsPreview insights={sample.data.insights} sample />;
}
