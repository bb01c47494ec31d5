// Two units of plant 5 read every 15 minutes for two days, with odd hours, as a historian writes
// them: the file the tests of readings in any order (issue 36) shuffle and compare with its sorted self.
import { mulberry32 } from '../sample/prng';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** The first instant read: 2 June 2025 00:00 UTC. */
export const FROM = Date.UTC(2025, 5, 2);
export const DAYS = 2;

/** The profile that reads the file (importProfileSchema's input). */
export const QUARTER_HOUR_PROFILE = {
  name: 'Unit historian',
  columns: {
    date: 'Time',
    plant_id: 'Plant',
    plant_name: 'Name',
    fuel_type: 'Fuel',
    unit_id: 'Unit',
    electricity_output_MWh: 'Power MWh',
    fuel_consumption_MWh: 'Fuel MWh',
    CO2_emissions_tonnes: 'CO2 t',
  },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'YYYY-MM-DD HH:mm',
  timezone: 'UTC',
};
const HEADER = 'Time,Plant,Name,Fuel,Unit,Power MWh,Fuel MWh,CO2 t';

export interface QuarterHourReading {
  unit: string;
  at: number;
  mwh: number;
  /** The line as the file writes it. */
  text: string;
}

/** The instant as the file writes it. */
export const stamp = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/** A reading with values that differ from reading to reading, decimals that do not add exactly. */
export function quarterHourReading(unit: string, at: number, i: number): QuarterHourReading {
  const mwh = 7.3 + (i % 13) * 0.17;
  const fuel = (19.1 + (i % 7) * 0.31).toFixed(2);
  const co2 = (3.7 + (i % 11) * 0.013).toFixed(3);
  const text = `${stamp(at)},5,Mesa,Gas,${unit},${mwh.toFixed(2)},${fuel},${co2}`;
  return { unit, at, mwh: Number(mwh.toFixed(2)), text };
}

/**
 * Units A and B every 15 minutes for two days, with odd hours: A's 03:00 of the first day holds
 * 3 of its 4 readings (partial), B's 10:00 a single one (partial) and B's 20:00 only :00 and :30
 * (an hour read every 30 minutes, complete).
 */
export function quarterHourReadings(): QuarterHourReading[] {
  const out: QuarterHourReading[] = [];
  let i = 0;
  for (let at = FROM; at < FROM + DAYS * 24 * HOUR; at += 15 * MINUTE) {
    const minute = (at - FROM) % HOUR;
    const hour = at - minute;
    if (hour !== FROM + 3 * HOUR || minute !== 30 * MINUTE) {
      out.push(quarterHourReading('A', at, i++));
    }
    const oddB =
      (hour === FROM + 10 * HOUR && minute !== 0) ||
      (hour === FROM + 20 * HOUR && minute % (30 * MINUTE) !== 0);
    if (!oddB) out.push(quarterHourReading('B', at, i++));
  }
  return out;
}

/** The readings in time order, units apart within an instant, as a file sorted by time holds them. */
export const byTime = (rows: readonly QuarterHourReading[]) =>
  [...rows].sort((x, y) => x.at - y.at || x.unit.localeCompare(y.unit));

/** The file of the readings, in the order given. */
export const quarterHourFile = (rows: readonly QuarterHourReading[]) =>
  [HEADER, ...rows.map((r) => r.text)].join('\n') + '\n';

/** A shuffle of `items` (Fisher-Yates) that is the same on every run. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const out = [...items];
  for (let k = out.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [out[k], out[j]] = [out[j]!, out[k]!];
  }
  return out;
}
