import type {
  DailyEmissionsPoint,
  DailyEmissionsTotals,
} from '../../../../domain/core/analysis/types';
import type { GapRun } from '../../../../domain/views/daily-gaps';
import { num } from '../../../../domain/core/format';
import type { ChartOption } from '../../../components/chart';
import { formatDay } from '../../../lib/scope-presets';
import { GASES, type GasKey } from './gases';

const NO_DATA = 'no data';

/** The tooltip of one day (or month): each shown gas in tonnes and their sum, or "no data". */
function dayTooltip(point: DailyEmissionsPoint, shown: readonly GasKey[]): string {
  const title = `<strong>${formatDay(point.date)}</strong>`;
  if (!point.hasData) return `${title}<br>${NO_DATA}`;
  const lines = GASES.filter((g) => shown.includes(g.key)).map(
    (g) => `${g.label}: ${num(point[g.key]!, g.decimals)} t`,
  );
  return [title, ...lines, `All gases: ${num(point.total!, 1)} t`].join('<br>');
}

/**
 * Stacked daily bars of the shown gases (tonnes of gas) over the window; each run of days without data
 * is a shaded band labelled "no data", so a gap is visible and never filled (DESIGN.md).
 */
export function dailyEmissionsOption(
  points: readonly DailyEmissionsPoint[],
  gaps: readonly GapRun[],
  shown: readonly GasKey[],
  granularity: DailyEmissionsTotals['granularity'] = 'day',
): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: points.map((p) => p.date),
      // Days: month and day, the window's dates are in the card's subtitle with their year.
      // Months of a long range (`YYYY-MM`): "Jan 2025".
      axisLabel: {
        formatter: (date: string) => (granularity === 'month' ? formatDay(date) : date.slice(5)),
        color: '#475569',
      },
    },
    yAxis: {
      type: 'value',
      name: 'tonnes',
      nameTextStyle: { color: '#475569', align: 'left' },
      // ECharts' own labels adapt their decimals to the scale (CH4 alone is a fraction of a tonne).
      axisLabel: { color: '#475569' },
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as { dataIndex: number };
        return dayTooltip(points[first.dataIndex]!, shown);
      },
    },
    series: [
      ...GASES.filter((g) => shown.includes(g.key)).map((g) => ({
        type: 'bar' as const,
        name: g.label,
        stack: 'gases',
        data: points.map((p) => p[g.key]),
        itemStyle: { color: g.colour },
        barMaxWidth: 28,
      })),
      {
        type: 'bar' as const,
        name: NO_DATA,
        data: [],
        silent: true,
        markArea: {
          silent: true,
          itemStyle: { color: 'rgba(148, 163, 184, 0.25)' },
          // Upright text in the middle of the band: a one-day gap on a phone is a few pixels wide.
          label: { show: true, position: 'inside', rotate: 90, color: '#334155', fontSize: 11 },
          data: gaps.map((g) => [{ name: NO_DATA, xAxis: g.from }, { xAxis: g.to }]),
        },
      },
    ],
  };
}
