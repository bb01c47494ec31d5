import { signed } from '@domain/format';
import type { TrendAssessment, TrendFigure } from '@domain/views/performance-trends';
import { StatusBadge, type BadgeTone } from '@web/components/status-badge';
import { Card } from '@web/components/ui/card';

const ASSESSMENT: Record<TrendAssessment, [string, BadgeTone]> = {
  improving: ['Improving', 'green'],
  worsening: ['Worsening', 'red'],
  stable: ['Stable', 'slate'],
  unknown: ['Not enough data', 'slate'],
};

/** data §2 Analytics "Performance Trends", computed from the data instead of fixed figures. */
export function PerformanceTrendsCard({ trends }: { trends: readonly TrendFigure[] }) {
  return (
    <Card className="p-4">
      <h2 className="font-semibold text-slate-900">Performance Trends</h2>
      <ul className="mt-3 space-y-3">
        {trends.map((t) => {
          const [label, tone] = ASSESSMENT[t.assessment];
          return (
            <li key={t.label} className="rounded-md bg-slate-50 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-700">{t.label}</span>
                <StatusBadge tone={tone}>{label}</StatusBadge>
              </div>
              <p className="mt-1 text-xl font-semibold text-slate-900">
                {t.value === null ? 'n/a' : `${signed(t.value, 1)}%`}
              </p>
              <p className="mt-1 text-xs text-slate-600">{t.detail}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
