import * as Tooltip from '@radix-ui/react-tooltip';
import { MSG_FACTORY_COMPARISON_FAILED } from '@domain/messages';
import { DataGate } from '@web/components/data-gate';
import { ListedPlantsNote } from '@web/components/listed-plants-note';
import { useLoadedData } from '@web/lib/loaded-data';
import { scopeName } from '@web/lib/scope-params';
import { BenchmarkInsightsCard } from './benchmark-insights-card';
import { ComparisonOverview } from './comparison-overview';
import { plantCo2Label } from '@domain/analysis/ghg-reporting';
import { FactoryCard } from './factory-card';
import { TrafficLightLegend } from './traffic-light-legend';

/** data §2 Benchmarking: the facilities against one another and against reference efficiencies. */
export function BenchmarkingPage() {
  const { file, scope } = useLoadedData();
  return (
    <Tooltip.Provider delayDuration={200}>
      <DataGate errorTitle={MSG_FACTORY_COMPARISON_FAILED} sampleWhenEmpty>
        {(
          { factories, benchmarks, views, register, inventory, listedPlantCount, plantCount },
          { sample },
        ) => {
          const countryAssumed = new Set(
            register.filter((r) => r.assumed.country).map((r) => r.plant_id),
          );
          return (
            <div className="space-y-6">
              <div>
                <h1 className="text-2xl font-semibold text-slate-900">Benchmarking</h1>
                <p className="text-sm text-slate-600">
                  Facilities of {sample ? 'the sample data' : scopeName(scope, file)} ranked against
                  their cohort.
                </p>
              </div>
              <ComparisonOverview
                factories={factories}
                benchmarks={benchmarks}
                counts={views.factoryRankCounts}
              />
              <TrafficLightLegend benchmarks={benchmarks} />
              <ListedPlantsNote listed={listedPlantCount} total={plantCount} />
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {factories.map((f, index) => (
                  <li key={f.id} className="flex">
                    <FactoryCard
                      factory={f}
                      bars={views.factoryBars[index]!}
                      countryAssumed={countryAssumed.has(f.id)}
                      co2Label={plantCo2Label(inventory, f.id)}
                    />
                  </li>
                ))}
              </ul>
              <BenchmarkInsightsCard insights={views.benchmarkInsights} />
            </div>
          );
        }}
      </DataGate>
    </Tooltip.Provider>
  );
}
