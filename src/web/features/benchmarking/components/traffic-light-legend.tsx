import type { Benchmarks } from '../../../../domain/core/analysis/types';
import {
  ETS_CHIP_NON_COMPLIANT_ABOVE_PCT,
  ETS_CHIP_WARNING_ABOVE_PCT,
} from '../../../../domain/core/constants';
import { num, pct } from '../../../../domain/core/format';
import { Card } from '../../../components/ui/card';
import { LIGHT } from './factory-light';

/** data §2, §4: what the traffic light and the chips mean, with this cohort's thresholds. */
export function TrafficLightLegend({ benchmarks: b }: { benchmarks: Benchmarks }) {
  const rules = [
    {
      light: LIGHT.green,
      text: `efficiency at or above ${pct(b.efficiency_p75)} (top 25%) and emission intensity at or below ${num(b.emissions_p25, 1)} gCO2/kWh (best 25%).`,
    },
    {
      light: LIGHT.yellow,
      text: 'neither optimal nor critical.',
    },
    {
      light: LIGHT.red,
      text: `efficiency at or below ${pct(b.efficiency_p25)} (bottom 25%) or emission intensity at or above ${num(b.emissions_p75, 1)} gCO2/kWh (worst 25%); also a facility whose data is unavailable.`,
    },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Legend</h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {rules.map(({ light, text }) => (
          <li key={light.label} className="flex gap-2">
            <span
              className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${light.dot}`}
              aria-hidden="true"
            />
            <span>
              <strong className="font-semibold">{light.label}:</strong> {text}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        Chips: EU ETS uses an allowance-use proxy (warning above {ETS_CHIP_WARNING_ABOVE_PCT}%,
        non-compliant above {ETS_CHIP_NON_COMPLIANT_ABOVE_PCT}%); CSRD/ESRS needs efficiency and
        intensity; SEC needs a CO2 total. Hover, focus or tap a chip for its reason.
      </p>
    </Card>
  );
}
