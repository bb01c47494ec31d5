import {
  REFERENCE_EFFICIENCY_NOTE,
  type BenchmarkInsights,
  type EfficiencyStanding,
} from '@domain/views/benchmark-insights';
import { num, pct } from '@domain/format';
import { StatusBadge, type BadgeTone } from '@web/components/status-badge';
import { Card } from '@web/components/ui/card';

const STANDING_TONE: Record<EfficiencyStanding, BadgeTone> = {
  'Above Average': 'green',
  'At Average': 'blue',
  'Below Average': 'yellow',
};

/**
 * data §2 'Benchmarking Insights': the cohort against the reference efficiency, from the data. The
 * spec's best in class 75.0 % has no source: the best facility of the user's own set stands there.
 */
export function BenchmarkInsightsCard({ insights: i }: { insights: BenchmarkInsights }) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Benchmarking Insights</h2>
        {i.standing && <StatusBadge tone={STANDING_TONE[i.standing]}>{i.standing}</StatusBadge>}
      </div>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Reference
          label="Your average efficiency"
          value={i.averageEfficiency === null ? 'No data' : pct(i.averageEfficiency)}
        />
        <Reference label="Reference (product default)" value={pct(i.referenceEfficiency)} />
        <Reference
          label="Best of your facilities"
          value={i.mostEfficient === null ? 'No data' : pct(i.mostEfficient.efficiency)}
        />
      </dl>
      {i.averageEfficiency !== null && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Your average is {versus(i.pointsVsReference!)} the reference.</li>
          <li>
            {i.atOrAboveReference} of {i.facilitiesWithData} facilities reach the reference of{' '}
            {pct(i.referenceEfficiency)}.
          </li>
          {i.mostEfficient && (
            <li>
              Most efficient: {i.mostEfficient.name} at {pct(i.mostEfficient.efficiency)}.
            </li>
          )}
          {i.lowestIntensity && (
            <li>
              Lowest emission intensity: {i.lowestIntensity.name} at{' '}
              {num(i.lowestIntensity.intensity, 1)} gCO2/kWh.
            </li>
          )}
        </ul>
      )}
      <p className="text-xs text-slate-500">
        Your average is the mean electrical efficiency of the facilities in the data.{' '}
        {REFERENCE_EFFICIENCY_NOTE}.
      </p>
    </Card>
  );
}

/** "2.5 points above", "1.1 points below" or "level with" (percentage points, 1 decimal). */
function versus(points: number): string {
  if (points === 0) return 'level with';
  return `${num(Math.abs(points), 1)} points ${points > 0 ? 'above' : 'below'}`;
}

function Reference({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
