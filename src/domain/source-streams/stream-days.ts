// Issue 38: a stream's CO2 day by day. Each day takes, per parameter, the organisation's entry
// valid that day (a laboratory NCV of the month), else the stream's declared value, else the
// library's default; a period's CO2 is the sum of its days' AD x NCV x EF x OF.
import type { SourceId } from '../sources/sources';
import {
  FACTOR_PARAMETERS,
  factorUnit,
  type FactorEntry,
  type FactorParameter,
} from './factor-entry-schema';
import type { ActivitySource } from './source-stream-schema';
import {
  addCo2,
  streamCo2,
  type AppliedFactor,
  type StreamCo2,
  type StreamFactors,
} from './stream-emissions';

/** A day's amount of a stream's activity data (MWh, t, m3 or Nm3); `date` is YYYY-MM-DD. */
export interface DayAmount {
  date: string;
  amount: number;
}

/** One value a period's calculation applied to a parameter, and on how many of its days. */
export interface AppliedValue {
  parameter: FactorParameter;
  value: number;
  unit: string;
  /** An entry the organisation made, or the stream's declared value, or the library's default. */
  basis: 'entered' | AppliedFactor['basis'];
  /** The sources table's entry of a default. */
  source: SourceId | null;
  /** The entry applied: its id, period and the source it names; null for the stream's own value. */
  entry: Pick<FactorEntry, 'id' | 'valid_from' | 'valid_to' | 'source'> | null;
  /** The days of activity data it applied to; null when the activity came as one amount. */
  days: number | null;
}

/** A day's CO2 of a calculation; `date` is YYYY-MM-DD. */
export interface DayCo2 extends StreamCo2 {
  date: string;
}

/** A stream's emissions over a period of days and the values each parameter took. */
export interface StreamDays {
  emissions: StreamCo2;
  applied: AppliedValue[];
  /** Its emissions day by day; null when the period came as one amount. */
  days: DayCo2[] | null;
}

/** The entry of `parameter` valid on `date`, if any (entries of a parameter never overlap). */
const entryOn = (entries: readonly FactorEntry[], parameter: FactorParameter, date: string) =>
  entries.find((e) => e.parameter === parameter && e.valid_from <= date && date <= e.valid_to);

/** The entry behind each parameter on a day; undefined: the stream's own value. */
type DayEntries = Partial<Record<FactorParameter, FactorEntry>>;

/** The stream's factors on `date`: each parameter's entry valid that day replaces its value. */
export function factorsOn(
  base: StreamFactors,
  entries: readonly FactorEntry[],
  date: string,
): { factors: StreamFactors; entries: DayEntries } {
  const factors = { ...base };
  const used: DayEntries = {};
  for (const parameter of FACTOR_PARAMETERS) {
    const own = base[parameter];
    // An NCV has no place in a calculation from fuel energy, which is already net.
    const entry = own ? entryOn(entries, parameter, date) : undefined;
    if (!own || !entry) continue;
    factors[parameter] = { ...own, value: entry.value };
    used[parameter] = entry;
  }
  return { factors, entries: used };
}

const ownValue = (
  parameter: FactorParameter,
  factor: AppliedFactor,
  days: number | null,
): AppliedValue => ({
  parameter,
  value: factor.value,
  unit: factor.unit,
  basis: factor.basis,
  source: factor.source,
  entry: null,
  days,
});

const enteredValue = (e: FactorEntry, activity: ActivitySource): AppliedValue => ({
  parameter: e.parameter,
  value: e.value,
  unit: factorUnit(e.parameter, activity),
  basis: 'entered',
  source: null,
  entry: { id: e.id, valid_from: e.valid_from, valid_to: e.valid_to, source: e.source },
  days: 0,
});

/** A period given as one amount: the stream's own factors apply to all of it. */
export function streamOverAmount(base: StreamFactors, amount: number): StreamDays {
  return {
    emissions: streamCo2(base, amount),
    applied: FACTOR_PARAMETERS.flatMap((p) => {
      const own = base[p];
      return own ? [ownValue(p, own, null)] : [];
    }),
    days: null,
  };
}

/**
 * A stream's emissions over its days, each day with the factors valid on it, and per parameter
 * the values applied: the stream's own (declared or default) first, then its entries by date.
 */
export function streamOverDays(
  base: StreamFactors,
  entries: readonly FactorEntry[],
  activity: ActivitySource,
  days: readonly DayAmount[],
): StreamDays {
  const ownDays = new Map<FactorParameter, number>();
  const entered = new Map<string, AppliedValue>();
  const parts = days.map(({ date, amount }) => {
    const day = factorsOn(base, entries, date);
    for (const parameter of FACTOR_PARAMETERS) {
      const entry = day.entries[parameter];
      if (entry) {
        const value = entered.get(entry.id) ?? enteredValue(entry, activity);
        value.days = (value.days ?? 0) + 1;
        entered.set(entry.id, value);
      } else if (base[parameter]) {
        ownDays.set(parameter, (ownDays.get(parameter) ?? 0) + 1);
      }
    }
    return { date, ...streamCo2(day.factors, amount) };
  });
  const own = FACTOR_PARAMETERS.flatMap((p) => {
    const factor = base[p];
    const n = ownDays.get(p);
    return factor && n ? [ownValue(p, factor, n)] : [];
  });
  const applied = [...own, ...entered.values()].sort(
    (a, b) =>
      FACTOR_PARAMETERS.indexOf(a.parameter) - FACTOR_PARAMETERS.indexOf(b.parameter) ||
      (a.entry?.valid_from ?? '').localeCompare(b.entry?.valid_from ?? ''),
  );
  return { emissions: addCo2(parts), applied, days: parts };
}
