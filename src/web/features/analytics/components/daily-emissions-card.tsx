import { useMemo, useState } from 'react';
import type {
  DailyEmissionsPoint,
  DailyEmissionsTotals,
} from '../../../../domain/core/analysis/types';
import type { GapRun } from '../../../../domain/views/daily-gaps';
import { num } from '../../../../domain/core/format';
import { Chart } from '../../../components/chart';
import { Card } from '../../../components/ui/card';
import { formatDay } from '../../../lib/scope-presets';
import { dailyEmissionsOption } from '../lib/daily-emissions-option';
import { GASES, type GasKey } from '../lib/gases';

/** data §2 Analytics "Daily Emissions Trend": stacked CO2, CH4 and N2O bars and the window's totals. */
export function DailyEmissionsCard({
  points,
  totals,
  gaps,
}: {
  points: readonly DailyEmissionsPoint[];
  totals: DailyEmissionsTotals;
  gaps: readonly GapRun[];
}) {
  const [shown, setShown] = useState<readonly GasKey[]>(GASES.map((g) => g.key));
  const monthly = totals.granularity === 'month';
  const option = useMemo(
    () => dailyEmissionsOption(points, gaps, shown, totals.granularity),
    [points, gaps, shown, totals.granularity],
  );
  const toggle = (key: GasKey) =>
    setShown((s) => (s.includes(key) ? s.filter((k) => k !== key) : [...s, key]));
  const window = `${totals.windowStart} to ${totals.windowEnd}`;
  const days = totals.windowDays;

  return (
    <Card className="p-4">
      <h2 className="font-semibold text-slate-900">Daily Emissions Trend</h2>
      <p className="text-sm text-slate-600">
        {monthly
          ? `${days} days (${window}) month by month, tonnes of each gas per month. Months`
          : `${days} days (${window}), tonnes of each gas per day. Days`}{' '}
        without data are shaded and marked &ldquo;no data&rdquo;.
      </p>
      <div role="group" aria-label="Gases shown in the chart" className="mt-3 flex flex-wrap gap-2">
        {GASES.map((g) => {
          const on = shown.includes(g.key);
          return (
            <button
              key={g.key}
              type="button"
              aria-pressed={on}
              // The last gas shown stays: an empty chart would say nothing.
              disabled={on && shown.length === 1}
              onClick={() => toggle(g.key)}
              className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium ${
                on
                  ? 'border-slate-300 bg-white text-slate-800'
                  : 'border-dashed border-slate-300 bg-slate-50 text-slate-500 line-through'
              } disabled:cursor-not-allowed`}
            >
              <span
                aria-hidden="true"
                className={`h-3 w-3 rounded-sm ${SWATCH[g.key]} ${on ? '' : 'opacity-30'}`}
              />
              {g.label}
            </button>
          );
        })}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        CH4 and N2O are reported in kilograms and are usually too small to see stacked on CO2: hide
        CO2 to see them at their own scale. The tooltip and the totals give every figure.
      </p>
      <div className="mt-2">
        <Chart
          option={option}
          height={320}
          ariaLabel={`${monthly ? 'Monthly' : 'Daily'} emissions in tonnes from ${window}; the figures are in the table that follows.`}
        />
      </div>
      <DailyTable points={points} monthly={monthly} />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Total label={`${days}-Day CO2`} value={`${num(totals.CO2)} t`} />
        <Total label={`${days}-Day CH4`} value={`${num(totals.CH4, 2)} t`} />
        <Total label={`${days}-Day N2O`} value={`${num(totals.N2O, 2)} t`} />
        <Total label="Days Tracked" value={`${num(totals.daysTracked)} of ${num(days)}`} />
      </dl>
    </Card>
  );
}

// Tailwind needs the class names written out; the colours equal GASES' chart colours.
const SWATCH: Record<GasKey, string> = {
  CO2: 'bg-blue-700',
  CH4: 'bg-orange-700',
  N2O: 'bg-purple-700',
};

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The chart's figures for screen readers. */
function DailyTable({
  points,
  monthly,
}: {
  points: readonly DailyEmissionsPoint[];
  monthly: boolean;
}) {
  return (
    <table className="sr-only">
      <caption>{monthly ? 'Monthly' : 'Daily'} emissions, tonnes</caption>
      <thead>
        <tr>
          <th scope="col">{monthly ? 'Month' : 'Date'}</th>
          {GASES.map((g) => (
            <th key={g.key} scope="col">
              {g.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.date}>
            <th scope="row">{formatDay(p.date)}</th>
            {p.hasData ? (
              GASES.map((g) => <td key={g.key}>{num(p[g.key]!, g.decimals)}</td>)
            ) : (
              <td colSpan={GASES.length}>no data</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
