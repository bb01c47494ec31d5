import { EFFICIENCY_NAMES } from '@domain/analysis/efficiency';
import { num, signed } from '@domain/format';
import type { PeriodComparison } from '../lib/api-types';
import { formatRange } from '../lib/scope-presets';
import { DataQualityLink } from './data-quality-link';
import { Card } from './ui/card';
import { ScrollRegion } from './ui/scroll-region';

type Row = PeriodComparison['rows'][number];
type Period = PeriodComparison['current'];
type Kpis = NonNullable<Row['current']>;
/** The spec's four KPIs, which the comparison shows and changes. */
type KpiKey = keyof NonNullable<Row['vsPrevious']>;

const KPIS: readonly { key: KpiKey; label: string; unit: string; decimals: number }[] = [
  { key: 'totalElectricity', label: 'Electricity output', unit: 'MWh', decimals: 0 },
  { key: 'totalEmissions', label: 'CO2 emissions', unit: 't', decimals: 0 },
  { key: 'totalFuelConsumption', label: 'Fuel consumption', unit: 'MWh', decimals: 0 },
  { key: 'avgEfficiency', label: EFFICIENCY_NAMES.meanHourly, unit: '%', decimals: 1 },
];

const NO_DATA = 'no data';

function figure(kpis: Kpis | null, kpi: (typeof KPIS)[number]): string {
  if (!kpis) return NO_DATA;
  return `${num(kpis[kpi.key], kpi.decimals)} ${kpi.unit}`;
}

/** A change in percent, "no data" when the other period has none, "–" when it cannot be computed (from 0). */
function change(
  other: Kpis | null,
  changes: Row['vsPrevious'],
  kpi: (typeof KPIS)[number],
): string {
  if (!other) return NO_DATA;
  const value = changes?.[kpi.key] ?? null;
  return value === null ? '–' : `${signed(value, 1)}%`;
}

/** A period with its days with data: "1 Jan 2025 - 31 Jan 2025, 12 of 31 days with data". */
function periodText(p: Period): string {
  return p.hasData
    ? `${formatRange(p)}, ${num(p.daysWithData)} of ${num(p.daysInPeriod)} days with data`
    : `${formatRange(p)}, ${NO_DATA}`;
}

/**
 * Issue 10 "compare periods": the four KPIs of the range shown, for all plants and each plant, against
 * the period before it (the calendar month or year before a whole one, else the period of equal
 * length) and the same period a year earlier. The figures and changes come computed from the
 * server; "no data" where the other period has none, and a note where the periods' days with data
 * differ so much that a change is no trend (issue 26).
 */
export function PeriodComparisonCard({ comparison }: { comparison: PeriodComparison | null }) {
  if (!comparison) return null;
  const { current, previous, yearAgo, coverageDiffers } = comparison;
  const differing = [
    coverageDiffers.previous ? 'the period before' : null,
    coverageDiffers.yearAgo ? 'a year earlier' : null,
  ].filter((x) => x !== null);
  return (
    <Card className="p-4">
      <h2 className="font-semibold text-slate-900">Period comparison</h2>
      <p className="text-sm text-slate-600">
        {periodText(current)}, against the period before it ({periodText(previous)}) and the same
        period a year earlier ({periodText(yearAgo)}).
      </p>
      <DataQualityLink className="mt-1" />
      {differing.length > 0 && (
        <p className="mt-1 text-sm text-amber-800">
          The days with data of this range and of {differing.join(' and of ')} differ by more than
          10 points: a change between them may come from the uploads, not the plants, and is no
          trend.
        </p>
      )}
      <ScrollRegion label="Period comparison table" className="mt-3">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">
            Key figures of {formatRange(current)} against the previous period and a year earlier
          </caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Plant
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Measure
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                This range
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Previous period
                <span className="block font-normal">{formatRange(previous)}</span>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Change
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                A year earlier
                <span className="block font-normal">{formatRange(yearAgo)}</span>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Change
              </th>
            </tr>
          </thead>
          {comparison.rows.map((row) => (
            <tbody
              key={row.plant_id ?? 'all'}
              className={`border-b border-slate-100 ${row.plant_id === null ? 'bg-slate-50' : ''}`}
            >
              {KPIS.map((kpi, index) => (
                <tr key={kpi.key}>
                  {index === 0 && (
                    <th
                      scope="rowgroup"
                      rowSpan={KPIS.length}
                      className="py-1.5 pr-3 align-top font-semibold text-slate-900"
                    >
                      {row.plant_id === null ? 'All plants' : row.plant_name}
                    </th>
                  )}
                  <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                    {kpi.label}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums text-slate-900">
                    {figure(row.current, kpi)}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums text-slate-700">
                    {figure(row.previous, kpi)}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums text-slate-700">
                    {row.current ? change(row.previous, row.vsPrevious, kpi) : NO_DATA}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums text-slate-700">
                    {figure(row.yearAgo, kpi)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums text-slate-700">
                    {row.current ? change(row.yearAgo, row.vsYearAgo, kpi) : NO_DATA}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
    </Card>
  );
}
