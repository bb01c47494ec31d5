import { DataState } from '../../../components/data-state';
import { MetricCard } from '../../../components/metric-card';
import { num } from '../../../../domain/format';
import { useLoadedData } from '../../../lib/loaded-data';

/** data §2 Dashboard Overview: the four KPI cards with their change versus the day before. */
export function DashboardHome() {
  const { file, autoLoaded } = useLoadedData();
  return (
    <DataState>
      {({ kpis, changes, period }) => {
        const note = changes.previousDate
          ? `${changes.currentDate} vs ${changes.previousDate}`
          : undefined;
        return (
          <div className="space-y-6">
            <div>
              <h1 className="text-2xl font-semibold text-slate-900">Overview</h1>
              <p className="text-sm text-slate-600">
                {period ? `Data from ${period.startDate} to ${period.endDate}` : null}
                {autoLoaded && file ? ` · Auto-loaded: ${file.fileName}` : null}
              </p>
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
              />
              <MetricCard
                title="Average Efficiency"
                value={num(kpis.avgEfficiency, 1)}
                unit="%"
                change={changes.avgEfficiency}
                colour="green"
                changeNote={note}
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
          </div>
        );
      }}
    </DataState>
  );
}
