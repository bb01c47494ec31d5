import * as Tooltip from '@radix-ui/react-tooltip';
import { AlertTriangle, CheckCircle2, CircleDashed, MinusCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import type {
  ComplianceCheck,
  ComplianceChipStatus,
  FactoryAnalysis,
} from '@domain/analysis/types';
import { COHORT_RANK_LABELS, cohortRank, type FactoryBars } from '@domain/views/benchmark-insights';
import { EFFICIENCY_NAMES, energyWeightedText } from '@domain/analysis/efficiency';
import { num, pct } from '@domain/format';
import { AssumedMark } from '@web/components/assumed-mark';
import { StatusBadge } from '@web/components/status-badge';
import { Card } from '@web/components/ui/card';
import { ProgressBar, type ProgressBarColour } from '@web/components/ui/progress-bar';
import { RANK_STYLE } from './cohort-rank-style';

const CHIP = {
  compliant: {
    Icon: CheckCircle2,
    classes: 'border-green-200 bg-green-50 text-green-800',
    word: 'compliant',
  },
  warning: {
    Icon: AlertTriangle,
    classes: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    word: 'warning',
  },
  non_compliant: {
    Icon: XCircle,
    classes: 'border-red-200 bg-red-50 text-red-800',
    word: 'non-compliant',
  },
  out_of_scope: {
    Icon: MinusCircle,
    classes: 'border-slate-200 bg-slate-50 text-slate-600',
    word: 'outside scope',
  },
  not_assessed: {
    Icon: CircleDashed,
    classes: 'border-slate-300 bg-white text-slate-600',
    word: 'not assessed',
  },
} satisfies Record<ComplianceChipStatus, unknown>;

/** data §2: one facility: figures, three normalised bars, compliance chips, up to 2 recommendations. */
export function FactoryCard({
  factory: f,
  bars,
  countryAssumed,
  co2Label,
}: {
  factory: FactoryAnalysis;
  bars: FactoryBars;
  /** The location is the register's default country, not one the user declared. */
  countryAssumed: boolean;
  /** Issue 38: the label of the plant's CO2 when it holds an estimate from its fuel; else null. */
  co2Label: string | null;
}) {
  const rank = cohortRank(f);
  const style = RANK_STYLE[rank];
  return (
    <Card className="flex w-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-base font-semibold text-slate-900">{f.factory_name}</h3>
          <p className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
            {f.location}
            {countryAssumed && <AssumedMark />}
          </p>
        </div>
        <StatusBadge tone={style.tone}>
          <span className={`mr-1.5 h-2 w-2 rounded-full ${style.dot}`} aria-hidden="true" />
          {COHORT_RANK_LABELS[rank]}
        </StatusBadge>
      </div>

      {f.data_available ? (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Figure label={EFFICIENCY_NAMES.meanHourly} value={pct(f.efficiency_pct ?? 0)} />
            <Figure label="gCO2/kWh" value={num(f.emissions_gCO2_per_kWh ?? 0, 1)} />
            <Figure label="MWh" value={num(f.output_MWh)} />
          </dl>
          {co2Label && <p className="text-xs text-slate-600">gCO2/kWh: CO2 {co2Label}</p>}
          <p className="text-xs text-slate-600">
            {EFFICIENCY_NAMES.energyWeighted}, {EFFICIENCY_NAMES.energyWeightedFormula}:{' '}
            {energyWeightedText(f.energy_weighted_efficiency_pct)}
          </p>
          <div className="space-y-2">
            <Bar
              label={EFFICIENCY_NAMES.meanHourly}
              note="of 100%"
              value={bars.efficiency}
              colour="brand"
            />
            {/* Longer is worse here: red, not the green of a bar where longer is better. */}
            <Bar
              label="Emission intensity"
              note="vs highest in cohort, longer is worse"
              value={bars.intensity}
              colour="red"
            />
            <Bar label="Output" note="vs largest in cohort" value={bars.output} colour="blue" />
          </div>
        </>
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-center text-sm font-medium text-slate-600">
          Data unavailable
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <Chip name="EU ETS" check={f.compliance.eu_ets} />
        <Chip name="CSRD/ESRS" check={f.compliance.csrd_esrs} />
        <Chip name="SEC" check={f.compliance.sec} />
      </div>

      {f.recommendations.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {f.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-1 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 sm:text-base">{value}</dd>
    </div>
  );
}

function Bar({
  label,
  note,
  value,
  colour,
}: {
  label: string;
  note: string;
  value: number | null;
  colour: ProgressBarColour;
}) {
  return (
    <div>
      <div className="mb-0.5 flex justify-between text-xs text-slate-600">
        <span>
          {label} <span className="text-slate-500">({note})</span>
        </span>
        <span>{value === null ? 'n/a' : pct(value, 0)}</span>
      </div>
      <ProgressBar value={value ?? 0} label={`${label} (${note})`} colour={colour} />
    </div>
  );
}

/** A compliance chip; its message shows in a tooltip on hover, keyboard focus, or a tap. */
function Chip({ name, check }: { name: string; check: ComplianceCheck }) {
  const { Icon, classes, word } = CHIP[check.status];
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          // A touch screen has no hover, and Radix closes a tooltip on a click: a tap opens it instead
          // (preventDefault skips Radix's own click handler).
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${classes}`}
        >
          <Icon className="h-3.5 w-3.5" aria-hidden="true" />
          {name}
          <span className="sr-only">: {word}</span>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
        >
          {check.message}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
