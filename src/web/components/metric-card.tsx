import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { signed } from '@domain/format';
import { round } from '@domain/round';
import { Card } from './ui/card';

const ACCENTS = {
  green: 'border-t-green-500',
  blue: 'border-t-blue-500',
  orange: 'border-t-orange-500',
  red: 'border-t-red-500',
  purple: 'border-t-purple-500',
} as const;

export interface MetricCardProps {
  title: string;
  value: string;
  unit: string;
  /** Percent change; null when there is no earlier day to compare with. */
  change: number | null;
  colour: keyof typeof ACCENTS;
  /** What the change compares, e.g. "2025-01-30 vs 2025-01-29". */
  changeNote?: string;
  /** A line under the figure that names it or gives a second reading of it. */
  detail?: string;
}

/** accounts §2 metric card: a rise is an up arrow in red, a fall a down arrow in green, else neutral. */
export function MetricCard({
  title,
  value,
  unit,
  change,
  colour,
  changeNote,
  detail,
}: MetricCardProps) {
  const shown = change === null ? 0 : round(change, 1);
  const [Icon, tone, word] =
    shown > 0
      ? [ArrowUp, 'text-red-700', 'up']
      : shown < 0
        ? [ArrowDown, 'text-green-700', 'down']
        : [Minus, 'text-slate-500', 'unchanged'];
  return (
    <Card className={`border-t-4 p-4 ${ACCENTS[colour]}`}>
      <p className="text-sm font-medium text-slate-600">{title}</p>
      <p className="mt-2 text-2xl font-semibold text-slate-900">
        <span>{value}</span> <span className="text-sm font-normal text-slate-500">{unit}</span>
      </p>
      <p className={`mt-2 flex items-center gap-1 text-sm ${tone}`}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        <span>
          {change === null ? 'no earlier day' : `${signed(change, 1)}%`}
          <span className="sr-only"> ({word})</span>
        </span>
        {changeNote && <span className="text-xs text-slate-500">{changeNote}</span>}
      </p>
      {detail && <p className="mt-1 text-xs text-slate-600">{detail}</p>}
    </Card>
  );
}
