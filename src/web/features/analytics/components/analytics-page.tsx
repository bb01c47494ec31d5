import { DataGate } from '@web/components/data-gate';
import { InsightList } from '@web/components/insight-list';
import { PeriodComparisonCard } from '@web/components/period-comparison';
import { Card } from '@web/components/ui/card';
import { DailyEmissionsCard } from './daily-emissions-card';
import { EfficiencyGauges } from './efficiency-gauges';
import { OptimizationPanel } from './optimization-panel';
import { PerformanceTrendsCard } from './performance-trends-card';

/** data §2 Analytics: daily emissions, efficiency gauges, optimisation, trends and key insights. */
export function AnalyticsPage() {
  return (
    <DataGate computingLabel="Loading analytics...">
      {(a) => (
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">Analytics</h1>
            {a.period && (
              <p className="text-sm text-slate-600">
                Data from {a.period.startDate} to {a.period.endDate}
              </p>
            )}
          </div>
          <DailyEmissionsCard
            chart={a.emissionsChart}
            totals={a.dailyTotals}
            gaps={a.views.dailyGaps}
            ghg={a.ghgReporting}
            inventory={a.inventory}
          />
          <PeriodComparisonCard comparison={a.comparison ?? null} />
          <EfficiencyGauges plants={a.plants} />
          <OptimizationPanel optimization={a.optimization} />
          <div className="grid gap-4 lg:grid-cols-3">
            <PerformanceTrendsCard trends={a.views.performanceTrends} />
            <Card className="p-4 lg:col-span-2">
              <h2 className="font-semibold text-slate-900">Key Insights</h2>
              <p className="mb-3 text-sm text-slate-600">{a.insights.summary}</p>
              <InsightList insights={a.insights.insights} />
            </Card>
          </div>
        </div>
      )}
    </DataGate>
  );
}
