import type { GaugeColor } from '@domain/analysis/types';
import { pct } from '@domain/format';
import type { ChartOption } from '@web/components/chart';

/** data §9 gauge colours, dark enough to read as text on white. */
export const GAUGE_COLOURS: Record<GaugeColor, string> = {
  green: '#15803d',
  orange: '#c2410c',
  red: '#b91c1c',
};

/** A ring gauge of one plant's efficiency (0 to 100 %) in its gauge colour, the figure in the middle. */
export function gaugeOption(efficiency: number, colour: GaugeColor): ChartOption {
  const c = GAUGE_COLOURS[colour];
  return {
    series: [
      {
        type: 'gauge',
        startAngle: 90,
        endAngle: -270,
        min: 0,
        max: 100,
        radius: '90%',
        pointer: { show: false },
        progress: { show: true, roundCap: true, width: 12, itemStyle: { color: c } },
        axisLine: { lineStyle: { width: 12, color: [[1, '#e2e8f0']] } },
        splitLine: { show: false },
        axisTick: { show: false },
        axisLabel: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: {
          offsetCenter: [0, 0],
          fontSize: 20,
          fontWeight: 600,
          color: c,
          formatter: (v: number) => pct(v),
        },
        data: [{ value: efficiency }],
        animation: false,
      },
    ],
  };
}
