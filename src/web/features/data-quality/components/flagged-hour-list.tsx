import { count, num } from '@domain/format';
import type { PlantQuality } from '@web/lib/get-quality';
import { utcDateTime } from '../lib/gap-text';

type Flags = PlantQuality['flagged_hours'];
type Kind = keyof Flags;
type Unit = PlantQuality['units'][number];

/** What each flag means, in plain words, and how the figures treat the hour. */
const KINDS: { kind: Kind; title: string; says: string; unitCount: (u: Unit) => number }[] = [
  {
    kind: 'co2_without_fuel_or_load',
    title: 'CO2 without fuel or load',
    says: 'Operated hours that hold CO2 but no fuel, electricity or heat. They are kept as the file gives them: their CO2 counts.',
    unitCount: (u) => u.hours_co2_without_fuel_or_load,
  },
  {
    kind: 'efficiency_above_100',
    title: 'Efficiency above 100 %',
    says: "Hours whose efficiency, worked out as (electricity + heat) / fuel, came out above 100 %: a start-up hour's partial load against its fuel. They are kept, counted at 100 % in the mean hourly efficiency; their electricity and fuel count as the file gives them.",
    unitCount: (u) => u.hours_efficiency_above_100,
  },
];

/** Where an hour is: its unit, when the plant has units. */
const unitText = (unitId: string) => (unitId === '' ? '' : `, unit ${unitId}`);

/**
 * Issue 36: a plant's hours kept but flagged, each kind with its count, what it means, the first
 * hours as examples and the count per unit; the server lists the first of them and counts them all.
 */
export function FlaggedHourList({ plant }: { plant: PlantQuality }) {
  const shown = KINDS.filter(({ kind }) => plant.flagged_hours[kind].total > 0);
  if (shown.length === 0) return null;
  const units = plant.units.filter((u) => u.unit_id !== '');
  return (
    <div className="space-y-3">
      {shown.map(({ kind, title, says, unitCount }) => {
        const flags = plant.flagged_hours[kind];
        const perUnit = units.filter((u) => unitCount(u) > 0);
        return (
          <div key={kind}>
            <h3 className="mb-1 text-sm font-semibold text-slate-900">
              {title} ({count(flags.total, 'hour')})
            </h3>
            <p className="mb-2 text-sm text-slate-600">{says}</p>
            {perUnit.length > 0 && (
              <p className="mb-2 text-sm text-slate-800">
                {perUnit.map((u) => `Unit ${u.unit_id}: ${count(unitCount(u), 'hour')}`).join('; ')}
              </p>
            )}
            <ul
              aria-label={`${title} at ${plant.plant_name}`}
              className="space-y-1 text-sm text-slate-800"
            >
              {flags.first.map((h) => (
                <li key={`${h.hour}-${h.unit_id}`}>
                  {utcDateTime(h.hour)} UTC{unitText(h.unit_id)}
                  {h.efficiency !== null &&
                    `: ${num(h.efficiency, 1)} % worked out, counted as 100 %`}
                </li>
              ))}
            </ul>
            {flags.total > flags.first.length && (
              <p className="mt-2 text-sm text-slate-600">
                The first {num(flags.first.length)} of {num(flags.total)} are listed.
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
