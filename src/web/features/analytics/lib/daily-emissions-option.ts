import type { EmissionsChart } from '@domain/analysis/types';
import { gasText } from '@domain/analysis/ghg-reporting';
import type { GapRun } from '@domain/views/daily-gaps';
import { axisLabel, barLabel } from '@domain/views/emissions-bars';
import { num } from '@domain/format';
import type { ChartOption } from '@web/components/chart';
import { GASES, type GasKey } from './gases';

const NO_DATA = 'no data';

/** The tooltip of one bar: its period (marked partial), each shown gas in tonnes and their sum, or "no data". */
function barTooltip(chart: EmissionsChart, index: number, shown: readonly GasKey[]): string {
  const bar = chart.bars[index]!;
  const title = `<strong>${barLabel(bar, chart.granularity)}</strong>`;
  if (!bar.hasData) return `${title}<br>${NO_DATA}`;
  const lines = GASES.filter((g) => shown.includes(g.key)).map(
    (g) => `${g.label}: ${gasText(bar[g.key], g.decimals, 't')}`,
  );
  return [title, ...lines, `All gases: ${num(bar.total!, 1)} t`].join('<br>');
}

/**
 * Stacked bars of the shown gases (tonnes of gas) over the window, a bar per day, week or month; each
 * run of bars without data is a shaded band labelled "no data", so a gap is visible and never filled
 * (docs/design.md). The axis names a bar by its first day; a partial week or month is starred.
 */
export function dailyEmissionsOption(
  chart: EmissionsChart,
  gaps: readonly GapRun[],
  shown: readonly GasKey[],
): ChartOption {
  const keys = chart.bars.map((b) => b.from);
  // A run ends on its last bar's last day: the axis names that bar by its first.
  const barEndingOn = (day: string) => chart.bars.find((b) => b.to === day)?.from ?? day;
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: keys,
      // A tick per bar: ECharts places a mark area on a category axis by its ticks, so with ticks only
      // under the labels shown a "no data" band would land bars away from its gap.
      axisTick: { interval: 0 },
      axisLabel: {
        formatter: (_key: string, index: number) =>
          axisLabel(chart.bars[index]!, chart.granularity),
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
        return barTooltip(chart, first.dataIndex, shown);
      },
    },
    series: [
      ...GASES.filter((g) => shown.includes(g.key)).map((g) => ({
        type: 'bar' as const,
        name: g.label,
        stack: 'gases',
        data: chart.bars.map((b) => b[g.key]),
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
          data: gaps.map((g) => [{ name: NO_DATA, xAxis: g.from }, { xAxis: barEndingOn(g.to) }]),
        },
      },
    ],
  };
}
