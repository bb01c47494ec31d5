import type { Benchmarks, FactoryAnalysis } from '@domain/analysis/types';
import { num, pct } from '@domain/format';
import { COHORT_RANK_LABELS, type CohortRank } from '@domain/views/benchmark-insights';
import { EFFICIENCY_BASIS } from '@domain/analysis/efficiency';
import { QUARTILE_BASIS } from '@domain/analysis/benchmarks';
import { Card } from '@web/components/ui/card';
import { RANK_STYLE } from './cohort-rank-style';

const RANKED = ['top_quartile', 'middle', 'bottom_quartile'] as const;

/** data §2 'Factory Comparison & Compliance': facility count, cohort ranking counts and cohort benchmarks. */
export function ComparisonOverview({
  factories,
  benchmarks: b,
  counts,
}: {
  factories: FactoryAnalysis[];
  benchmarks: Benchmarks;
  counts: Record<CohortRank, number>;
}) {
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">
          Factory Comparison &amp; Compliance
        </h2>
        <p className="text-sm text-slate-600">
          {factories.length} {factories.length === 1 ? 'facility' : 'facilities'} compared with one
          another (the cohort: every facility with efficiency and emission intensity figures).
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label="Facilities" value={factories.length} />
        {RANKED.map((rank) => (
          <Count
            key={rank}
            label={COHORT_RANK_LABELS[rank]}
            value={counts[rank]}
            dot={RANK_STYLE[rank].dot}
          />
        ))}
      </dl>
      {counts.not_ranked > 0 && (
        <p className="text-sm text-slate-600">
          {COHORT_RANK_LABELS.not_ranked}: {counts.not_ranked} (no efficiency or emission intensity
          in the data).
        </p>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Cohort benchmarks</h3>
        <p className="text-xs text-slate-500">{EFFICIENCY_BASIS}</p>
        <p className="text-xs text-slate-500">{QUARTILE_BASIS}</p>
        {b.defaults && (
          <p className="text-xs text-slate-500">
            No facility has figures: these are the default benchmarks for an empty cohort.
          </p>
        )}
        <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Benchmark label="Avg Efficiency" value={pct(b.efficiency_avg)} />
          <Benchmark
            label="Top 25% Efficiency"
            value={pct(b.efficiency_top_quarter_avg)}
            note={`mean of the best quarter; ranked top from ${pct(b.efficiency_p75)}`}
          />
          <Benchmark label="Avg Emissions" value={`${num(b.emissions_avg, 1)} gCO2/kWh`} />
          <Benchmark
            label="Best 25% Emissions"
            value={`${num(b.emissions_best_quarter_avg, 1)} gCO2/kWh`}
            note={`mean of the best quarter; ranked top up to ${num(b.emissions_p25, 1)}`}
          />
        </dl>
      </div>
    </Card>
  );
}

function Count({ label, value, dot }: { label: string; value: number; dot?: string }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-500">
        {dot && <span className={`h-2 w-2 rounded-full ${dot}`} aria-hidden="true" />}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Benchmark({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900">{value}</dd>
      {note && <dd className="text-xs text-slate-500">{note}</dd>}
    </div>
  );
}
