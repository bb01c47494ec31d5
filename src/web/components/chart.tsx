// The one ECharts wrapper. Only screens that draw charts import it, so the chart code loads with them
// and never with the sign-in page (issue 5 bundle budget); imports are tree-shaken to what is registered.
import { BarChart, GaugeChart, type BarSeriesOption, type GaugeSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  MarkAreaComponent,
  TooltipComponent,
  type AriaComponentOption,
  type GridComponentOption,
  type MarkAreaComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  GaugeChart,
  AriaComponent,
  GridComponent,
  MarkAreaComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** What a chart may be given: the registered series and components only. */
export type ChartOption = echarts.ComposeOption<
  | BarSeriesOption
  | GaugeSeriesOption
  | AriaComponentOption
  | GridComponentOption
  | MarkAreaComponentOption
  | TooltipComponentOption
>;

/**
 * An ECharts instance on a div: created once, given `option` whenever it changes (replacing the previous
 * one), resized with its box and disposed on unmount. The screen gives the figures in text as well (a
 * visually hidden table or the card around it); `ariaLabel` names the chart for screen readers.
 */
export function Chart({
  option,
  height,
  ariaLabel,
}: {
  option: ChartOption;
  /** CSS height, e.g. 320 or '20rem'; the width follows the container. */
  height: number | string;
  ariaLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current!;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // ECharts' aria module writes the container's aria-label; giving it our label keeps the two equal.
    chart.current?.setOption(
      { ...option, aria: { enabled: true, label: { description: ariaLabel } } },
      { notMerge: true },
    );
  }, [option, ariaLabel]);

  return <div ref={box} role="img" aria-label={ariaLabel} style={{ height }} className="w-full" />;
}
