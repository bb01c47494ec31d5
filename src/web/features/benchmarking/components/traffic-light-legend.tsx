import type { Benchmarks } from '@domain/analysis/types';
import { num, pct } from '@domain/format';
import { COHORT_RANK_LABELS, type CohortRank } from '@domain/views/benchmark-insights';
import { Card } from '@web/components/ui/card';
import { RANK_STYLE } from './cohort-rank-style';

/** data §2, §4: what the traffic light (the cohort ranking) and the chips mean, with this cohort's thresholds. */
export function TrafficLightLegend({ benchmarks: b }: { benchmarks: Benchmarks }) {
  const rules: { rank: CohortRank; text: string }[] = [
    {
      rank: 'top_quartile',
      text: `efficiency at or above ${pct(b.efficiency_p75)} (top 25%) and emission intensity at or below ${num(b.emissions_p25, 1)} gCO2/kWh (best 25%).`,
    },
    { rank: 'middle', text: 'neither top nor bottom quartile.' },
    {
      rank: 'bottom_quartile',
      text: `efficiency at or below ${pct(b.efficiency_p25)} (bottom 25%) or emission intensity at or above ${num(b.emissions_p75, 1)} gCO2/kWh (worst 25%).`,
    },
    {
      rank: 'not_ranked',
      text: 'the data gives no efficiency or no emission intensity for the facility.',
    },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Legend: cohort ranking</h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {rules.map(({ rank, text }) => (
          <li key={rank} className="flex gap-2">
            <span
              className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${RANK_STYLE[rank].dot}`}
              aria-hidden="true"
            />
            <span>
              <strong className="font-semibold">{COHORT_RANK_LABELS[rank]}:</strong> {text}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        The ranking places each facility among the facilities shown; it is not the plant status on
        the Plant Status screen, which rates each plant&apos;s efficiency against fixed thresholds.
      </p>
      <p className="mt-1 text-xs text-slate-500">
        Chips: EU ETS says whether a plant is in EU ETS scope (plant register) and, inside, its
        share of the compliance year&apos;s reported CO2, coloured by the year&apos;s permit runway
        as on the permit card; CSRD/ESRS needs efficiency and intensity; SEC gives the scope 1 CO2
        for the voluntary extract and no verdict. Hover, focus or tap a chip for its reason.
      </p>
    </Card>
  );
}
