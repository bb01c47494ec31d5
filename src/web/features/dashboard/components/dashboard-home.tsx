import { EFFICIENCY_NAMES, energyWeightedText } from '@domain/analysis/efficiency';
import { num } from '@domain/format';
import { co2ReportedText, type GhgReporting } from '@domain/analysis/ghg-reporting';
import { DataGate } from '@web/components/data-gate';
import { MetricCard } from '@web/components/metric-card';
import { PeriodComparisonCard } from '@web/components/period-comparison';
import { useLoadedData } from '@web/lib/loaded-data';
import { InsightsPreview, SampleInsightsPreview } from './insights-preview';
import { QuickActions } from './quick-actions';
import { StatusCards } from './status-cards';

/** What the CO2 total holds besides the data's CO2, from each plant's fuel type (issue 38). */
function co2Detail(r: GhgReporting): string | undefined {
  const text = co2ReportedText(r);
  return text ? `${text}, from each plant's fuel type.` : undefined;
}

/** data §2 Dashboard Overview: KPI cards, status cards, Quick Actions and the insights preview. */
export function DashboardHome() {
  const { file, autoLoaded } = useLoadedData();
  return (
    <div className="space-y-6">
      <DataGate computingLabel="Loading overview..." emptyExtra={<SampleInsightsPreview />}>
        {(a) => {
          const { kpis, changes, period } = a;
          const note = changes.previousDate
            ? `${changes.currentDate} vs ${changes.previousDate}`
            : undefined;
          return (
            <div className="space-y-6">
              <div>
                <h1 className="text-2xl font-semibold text-slate-900">Overview</h1>
                {period && (
                  <p className="text-sm text-slate-600">
                    Data from {period.startDate} to {period.endDate}
                  </p>
                )}
                {autoLoaded && file && (
                  <p className="text-sm text-slate-600">Auto-loaded: {file.fileName}</p>
                )}
              </div>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                <MetricCard
                  title="Total Electricity Output"
                  value={num(kpis.totalElectricity)}
                  unit="MWh"
                  change={changes.totalElectricity}
                  colour="blue"
                  changeNote={note}
                />
                <MetricCard
                  title="Total CO2 Emissions"
                  value={num(kpis.totalEmissions)}
                  unit="tonnes"
                  change={changes.totalEmissions}
                  colour="red"
                  changeNote={note}
                  detail={co2Detail(a.ghgReporting)}
                />
                <MetricCard
                  title="Average Efficiency"
                  value={num(kpis.avgEfficiency, 1)}
                  unit="%"
                  change={changes.avgEfficiency}
                  colour="green"
                  changeNote={note}
                  detail={`${EFFICIENCY_NAMES.meanHourly}. ${EFFICIENCY_NAMES.energyWeighted}, ${EFFICIENCY_NAMES.energyWeightedFormula}: ${energyWeightedText(kpis.energyWeightedEfficiency)}.`}
                />
                <MetricCard
                  title="Fuel Consumption"
                  value={num(kpis.totalFuelConsumption)}
                  unit="MWh"
                  change={changes.totalFuelConsumption}
                  colour="orange"
                  changeNote={note}
                />
              </div>
              <PeriodComparisonCard comparison={a.comparison ?? null} />
              <StatusCards analysis={a} />
              <div className="grid gap-4 lg:grid-cols-3">
                <div className="lg:col-span-2">
                  <InsightsPreview insights={a.insights} />
                </div>
                <QuickActions />
              </div>
            </div>
          );
        }}
      </DataGate>
    </div>
  );
}
