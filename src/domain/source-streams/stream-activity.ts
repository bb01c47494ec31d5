// Issue 38: a source stream's activity data day by day, from the plant's days in the history: the
// file's fuel energy in MWh, or the quantity of fuel burnt (t, m3 or Nm3) on the days a file
// reports it, each quantity from its own measure, never one for another.
import { dayToDate } from '../readings/day-number';
import type { Totals } from '../readings/totals';
import type { FactorEntry } from './factor-entry-schema';
import type { PlantStream } from './plant-calculation';
import type { ActivitySource, SourceStreamFields } from './source-stream-schema';
import type { DayAmount } from './stream-days';

/** Each quantity of fuel a stream may be metered in: the sum a day holds, and its hours reporting it. */
const QUANTITIES = {
  t: { sum: 'fuelTonnes', hours: 'fuelTonnesHours' },
  m3: { sum: 'fuelM3', hours: 'fuelM3Hours' },
  Nm3: { sum: 'fuelNm3', hours: 'fuelNm3Hours' },
} as const satisfies Record<Exclude<ActivitySource, 'file_fuel_mwh'>, object>;

type Quantity = (typeof QUANTITIES)[keyof typeof QUANTITIES];

/** One unit's sums of one day ('' : a plant without units). */
export interface UnitDay {
  unit_id: string;
  /** Days since 1970-01-01. */
  day: number;
  totals: Pick<Totals, 'fuelMWh' | Quantity['sum'] | Quantity['hours']>;
}

type StreamReads = Pick<SourceStreamFields, 'activity_data' | 'unit_id'>;

/** What a day of a unit gives a stream's activity; null: the day does not report it. */
function amountOf(stream: StreamReads, totals: UnitDay['totals']): number | null {
  if (stream.activity_data === 'file_fuel_mwh') return totals.fuelMWh;
  const quantity = QUANTITIES[stream.activity_data];
  return totals[quantity.hours] > 0 ? totals[quantity.sum] : null;
}

/**
 * A stream's amount per day, in date order: its unit's days, or the plant's (every unit's summed)
 * for a stream of the whole plant; null when no day reports its activity data.
 */
export function streamActivity(
  stream: StreamReads,
  unitDays: readonly UnitDay[],
): DayAmount[] | null {
  const byDay = new Map<number, number>();
  for (const u of unitDays) {
    if (stream.unit_id && u.unit_id !== stream.unit_id) continue;
    const amount = amountOf(stream, u.totals);
    if (amount !== null) byDay.set(u.day, (byDay.get(u.day) ?? 0) + amount);
  }
  if (byDay.size === 0) return null;
  return [...byDay]
    .sort(([a], [b]) => a - b)
    .map(([day, amount]) => ({ date: dayToDate(day), amount }));
}

/**
 * A plant's declared streams as a calculation over days reads them: each with the factor entries
 * the organisation made for it and its activity data day by day from the plant's unit-days.
 */
export function streamsOverDays(
  streams: readonly (PlantStream & { id: string })[],
  entries: readonly FactorEntry[],
  unitDays: readonly UnitDay[],
): PlantStream[] {
  return streams.map((s) => ({
    ...s,
    entries: entries.filter((e) => e.stream_id === s.id),
    activity_days: streamActivity(s, unitDays),
  }));
}
