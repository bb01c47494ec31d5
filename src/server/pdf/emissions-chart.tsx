// The report's emissions chart: one bar per day, week or month of the analysis' daily window (tonnes
// of CO₂), drawn with react-pdf's SVG primitives; a bar without data is a dashed outline, never an
// invented bar, and a partial week or month is starred under the axis.
import { Line, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { EmissionsChart as Chart } from '@domain/analysis/types';
import { num } from '@domain/format';
import { axisLabel, GRANULARITY_WORDS } from '@domain/views/emissions-bars';
import { PDF_FONT_FAMILY } from './fonts';
import { COLORS } from './theme';

const HEIGHT = 180;
const AXIS_LEFT = 46;
/** Room to the right of the last bar. */
const AXIS_RIGHT = 12;
const AXIS_BOTTOM = 18;
const TOP = 12;
const Y_TICKS = 4;
/** About how many labels the x axis prints, evenly spaced, besides the last bar's. */
const AXIS_LABELS = 6;
const GAP_MARK_HEIGHT = 8;

/** A round axis maximum at or above `max` that splits into Y_TICKS equal round steps. */
export function axisMax(max: number): number {
  if (!(max > 0)) return Y_TICKS;
  const raw = max / Y_TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  return step * Y_TICKS;
}

const label = { fontFamily: PDF_FONT_FAMILY, fontSize: 6.5, fill: COLORS.muted };

export function EmissionsChart({ chart, width }: { chart: Chart; width: number }) {
  const points = chart.bars;
  const labelEvery = Math.max(1, Math.ceil(points.length / AXIS_LABELS));
  const plotWidth = width - AXIS_LEFT - AXIS_RIGHT;
  const plotHeight = HEIGHT - AXIS_BOTTOM - TOP;
  const baseline = TOP + plotHeight;
  const top = axisMax(Math.max(0, ...points.map((p) => p.CO2 ?? 0)));
  const slot = plotWidth / Math.max(points.length, 1);
  const barWidth = slot * 0.7;
  const y = (value: number) => baseline - (value / top) * plotHeight;
  const ticks = Array.from({ length: Y_TICKS + 1 }, (_, i) => (top / Y_TICKS) * i);

  return (
    <View>
      <Svg width={width} height={HEIGHT}>
        {ticks.map((t) => (
          <Line
            key={`grid-${t}`}
            x1={AXIS_LEFT}
            x2={AXIS_LEFT + plotWidth}
            y1={y(t)}
            y2={y(t)}
            stroke={t === 0 ? COLORS.muted : COLORS.rule}
            strokeWidth={0.5}
          />
        ))}
        {ticks.map((t) => (
          <Text key={`tick-${t}`} x={AXIS_LEFT - 4} y={y(t) + 2} textAnchor="end" style={label}>
            {num(t)}
          </Text>
        ))}
        {points.map((p, i) => {
          const x = AXIS_LEFT + i * slot + (slot - barWidth) / 2;
          return p.CO2 === null ? (
            <Rect
              key={p.from}
              x={x}
              y={baseline - GAP_MARK_HEIGHT}
              width={barWidth}
              height={GAP_MARK_HEIGHT}
              fill="none"
              stroke={COLORS.faint}
              strokeWidth={0.5}
              strokeDasharray="1.5 1.5"
            />
          ) : (
            <Rect
              key={p.from}
              x={x}
              y={y(p.CO2)}
              width={barWidth}
              height={baseline - y(p.CO2)}
              fill={COLORS.brand}
            />
          );
        })}
        {points.map((p, i) => {
          const last = i === points.length - 1;
          // The last label ends at the plot's edge (centred, a long one ran off the chart), so the
          // regular label just before it gives way.
          const regular = i % labelEvery === 0 && points.length - 1 - i >= labelEvery;
          if (!regular && !last) return null;
          return (
            <Text
              key={`date-${p.from}`}
              x={last ? AXIS_LEFT + plotWidth : AXIS_LEFT + i * slot + slot / 2}
              y={baseline + 11}
              textAnchor={last ? 'end' : 'middle'}
              style={label}
            >
              {axisLabel(p, chart.granularity)}
            </Text>
          );
        })}
      </Svg>
      <View style={{ flexDirection: 'row', fontSize: 7.5, color: COLORS.muted, marginTop: 2 }}>
        <View style={{ width: 8, height: 8, backgroundColor: COLORS.brand, marginRight: 4 }} />
        <Text style={{ marginRight: 14 }}>{`CO₂ (t) ${GRANULARITY_WORDS[chart.granularity]}`}</Text>
        <View
          style={{
            width: 8,
            height: 8,
            borderWidth: 0.5,
            borderStyle: 'dashed',
            borderColor: COLORS.faint,
            marginRight: 4,
          }}
        />
        <Text>{chart.granularity === 'day' ? 'no data that day' : 'no data in that period'}</Text>
      </View>
    </View>
  );
}
