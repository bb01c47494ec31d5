// Issue 38: a source stream's activity data day by day, from the plant's days in the history: the
// file's fuel energy in MWh, or the fuel burnt in tonnes on the days a file reports it. No file
// holds a volume of fuel (m3, Nm3): such a stream has no activity data.
import { dayToDate } from '../readings/day-number';
import type { Totals } from '../readings/totals';
import type { FactorEntry } from './factor-entry-schema';
import type { PlantStream } from './plant-calculation';
import type { SourceStreamFields } from './source-stream-schema';
import type { DayAmount } from './stream-days';

/** One unit's sums of one day ('' : a plant without units). */
export interface UnitDay {
  unit_id: string;
  /** Days since 1970-01-01. */
  day: number;
  totals: Pick<Totals, 'fuelMWh' | 'fuelTonnes' | 'fuelTonnesHours'>;
}

type StreamReads = Pick<SourceStreamFields, 'activity_data' | 'unit_id'>;

/** What a day of a unit gives a stream's activity; null: the day does not report it. */
function amountOf(stream: StreamReads, totals: UnitDay['totals']): number | null {
  if (stream.activity_data === 'file_fuel_mwh') return totals.fuelMWh;
  if (stream.activity_data === 't') return totals.fuelTonnesHours > 0 ? totals.fuelTonnes : null;
  return null;
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
