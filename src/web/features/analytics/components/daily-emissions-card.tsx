import { useMemo, useState } from 'react';
import type { DailyEmissionsTotals, EmissionsChart } from '@domain/analysis/types';
import type { GapRun } from '@domain/views/daily-gaps';
import { barLabel, GRANULARITY_WORDS, isPartial, PARTIAL_MARK } from '@domain/views/emissions-bars';
import { num } from '@domain/format';
import { AIR_POLLUTANTS } from '@domain/analysis/air-pollutants';
import {
  estimatedText,
  gasFigureText,
  gasText,
  ghgReportedText,
  tonnesWithEstimate,
  withoutEstimates,
  type GhgReporting,
} from '@domain/analysis/ghg-reporting';
import {
  sumGasEstimates,
  type EstimatedGas,
  type GasEstimates,
} from '@domain/factors/gas-estimates';
import { Chart } from '@web/components/chart';
import { Card } from '@web/components/ui/card';
import { formatDay } from '@web/lib/scope-presets';
import { dailyEmissionsOption } from '../lib/daily-emissions-option';
import { GASES, type GasKey } from '../lib/gases';

/**
 * data §2 Analytics "Daily Emissions Trend": stacked CO2, CH4 and N2O bars and the window's totals.
 * The window is the whole range shown (issue 26); a long one is drawn in weeks or months.
 */
export function DailyEmissionsCard({
  chart,
  totals,
  gaps,
  ghg,
  inventory,
}: {
  chart: EmissionsChart;
  totals: DailyEmissionsTotals;
  gaps: readonly GapRun[];
  /** Whether the range's hours report each gas (issue 27), or have it estimated (issue 38). */
  ghg: GhgReporting;
  /** The range's plants: their estimates of the gases the data lack, which the totals add. */
  inventory: readonly { gasEstimates: GasEstimates }[];
}) {
  const [shown, setShown] = useState<readonly GasKey[]>(GASES.map((g) => g.key));
  const option = useMemo(() => dailyEmissionsOption(chart, gaps, shown), [chart, gaps, shown]);
  const toggle = (key: GasKey) =>
    setShown((s) => (s.includes(key) ? s.filter((k) => k !== key) : [...s, key]));
  const window =
    totals.windowStart && totals.windowEnd
      ? `${formatDay(totals.windowStart)} to ${formatDay(totals.windowEnd)}`
      : 'no days';
  const days = totals.windowDays;
  const per = GRANULARITY_WORDS[chart.granularity];
  const anyPartial = chart.bars.some(isPartial);
  // The bars are the data's days, reported figures only; the totals add the range's estimates.
  const lacking = ghgReportedText(withoutEstimates(ghg));
  const estimated = estimatedText(ghg);
  const estimates = sumGasEstimates(inventory.map((p) => p.gasEstimates));
  const gasTotal = (key: EstimatedGas, tonnes: number, decimals = 2) =>
    gasFigureText(ghg, key, tonnesWithEstimate(ghg, key, tonnes, estimates[key]), decimals, 't');

  return (
    <Card className="p-4">
      <h2 className="font-semibold text-slate-900">Daily Emissions Trend</h2>
      <p className="text-sm text-slate-600">
        {`${num(days)} days (${window}), tonnes of each gas ${per}.`}{' '}
        {chart.granularity === 'day' ? 'Days' : 'Periods'} without data are shaded and marked
        &ldquo;no data&rdquo;.
        {anyPartial &&
          ` ${PARTIAL_MARK} Partial: a ${chart.granularity} with fewer days of data than its calendar days.`}
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
        CH4 and N2O are usually too small to see stacked on CO2: hide CO2 to see them at their own
        scale. The tooltip and the totals give every figure.
        {lacking && ` ${lacking}: a day without a gas has no bar of it, not a bar of 0.`}
        {estimated && ` The totals add ${estimated}, from each plant's fuel.`}
      </p>
      <div className="mt-2">
        <Chart
          option={option}
          height={320}
          ariaLabel={`Emissions in tonnes ${per} from ${window}; the figures are in the table that follows.`}
        />
      </div>
      <BarTable chart={chart} />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Total label={`${num(days)}-Day CO2`} value={gasTotal('co2', totals.CO2, 0)} />
        <Total label={`${num(days)}-Day CH4`} value={gasTotal('ch4', totals.CH4)} />
        <Total label={`${num(days)}-Day N2O`} value={gasTotal('n2o', totals.N2O)} />
        <Total label="Days Tracked" value={`${num(totals.daysTracked)} of ${num(days)}`} />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {`Air pollutants over the ${num(days)} days, in kg and never counted as CO2e: `}
        {AIR_POLLUTANTS.map(
          (a) => `${a.pollutant} ${gasText(totals.airPollutantsKg[a.pollutant], 1, 'kg')}`,
        ).join(', ')}
        .
      </p>
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

/**
 * The chart's figures for screen readers, a row per bar, a partial week or month named so. Hidden by
 * a wrapper: a table is never narrower than its unwrapped rows, so `sr-only` on the table itself
 * would leave a box wider than a phone's screen, and the page would scroll sideways.
 */
function BarTable({ chart }: { chart: EmissionsChart }) {
  const period = { day: 'Date', week: 'Week', month: 'Month' }[chart.granularity];
  return (
    <div className="sr-only">
      <table>
        <caption>{`Emissions ${GRANULARITY_WORDS[chart.granularity]}, tonnes`}</caption>
        <thead>
          <tr>
            <th scope="col">{period}</th>
            {GASES.map((g) => (
              <th key={g.key} scope="col">
                {g.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.bars.map((b) => (
            <tr key={b.from}>
              <th scope="row">{barLabel(b, chart.granularity)}</th>
              {b.hasData ? (
                GASES.map((g) => <td key={g.key}>{gasText(b[g.key], g.decimals)}</td>)
              ) : (
                <td colSpan={GASES.length}>no data</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
