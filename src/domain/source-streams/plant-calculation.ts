// Issue 38 "The calculation", per plant: the CO2 of a plant-day is the sum over its calculation
// source streams (MRR Art. 24(1)); a measurement-based plant's measured CO2 is set beside the
// calculation of its measured streams, the corroboration MRR Art. 46 asks for. A plant whose
// register declares no stream is calculated from its fuel type with the library's defaults.
import { FACTOR_LIBRARY_VERSION } from '../factors/ipcc-2006';
import { fuelTypeMatch } from '../factors/fuel-types';
import type { FactorEntry } from './factor-entry-schema';
import type { SourceStreamFields, StreamMethod } from './source-stream-schema';
import {
  factorsOn,
  streamOverAmount,
  streamOverDays,
  type AppliedValue,
  type DayAmount,
  type DayCo2,
} from './stream-days';
import {
  addCo2,
  streamCo2,
  streamFactors,
  type CalculatedStream,
  type StreamCo2,
  type StreamFactors,
} from './stream-emissions';

type StreamTiers = Pick<
  SourceStreamFields,
  'tier_activity_data' | 'tier_ncv' | 'tier_emission_factor' | 'tier_oxidation_factor'
>;

/**
 * A stream the calculation reads: a declared one, or the fuel type's default (no id, no tiers),
 * with the factor entries the organisation made for it (none: its own values every day).
 */
export type PlantStream = CalculatedStream &
  Pick<SourceStreamFields, 'name' | 'method' | 'unit_id'> &
  Partial<StreamTiers> & {
    id?: string;
    entries?: readonly FactorEntry[];
    /** Its activity data day by day as read for the period; absent: not read (the sums serve). */
    activity_days?: readonly DayAmount[] | null;
  };

/**
 * The default stream of a plant that declares none: all its file's fuel energy, burnt as the
 * library's fuel its fuel type names; undefined when the fuel type names none (or nothing burnt).
 */
export function fuelTypeStream(fuelType: string): PlantStream | undefined {
  const match = fuelTypeMatch(fuelType);
  if (!match?.fuel) return undefined;
  return {
    name: `${fuelType} (from the fuel type)`,
    unit_id: null,
    fuel: match.fuel,
    method: 'calculation',
    activity_data: 'file_fuel_mwh',
    ncv_gj_per_unit: null,
    emission_factor_t_per_tj: null,
    oxidation_factor: null,
    biomass_fraction: null,
  };
}

/**
 * A stream's activity data over a period, in its unit: one amount (the stream's own factors apply
 * to all of it), or its amount per day (each day takes the factors valid on it).
 */
export type Activity = number | readonly DayAmount[];

/** A stream's activity data over a period; null: the data holds none for it. */
export type ActivityOf = (stream: PlantStream) => Activity | null;

/**
 * The CO2 of a plant-day: the sum over its calculation streams of their activity that day, each
 * with the factors valid on `date` (YYYY-MM-DD; none given: the streams' own).
 */
export function plantDayCo2(
  streams: readonly PlantStream[],
  activityOf: (stream: PlantStream) => number | null,
  date?: string,
): StreamCo2 {
  return addCo2(
    streams
      .filter((s) => s.method === 'calculation')
      .map((s) => {
        const own = streamFactors(s);
        const factors = date ? factorsOn(own, s.entries ?? [], date).factors : own;
        return streamCo2(factors, activityOf(s) ?? 0);
      }),
  );
}

/** One stream's year: its factors, its activity data and what it emits (null: no activity data). */
export interface StreamYear {
  id: string | null;
  name: string;
  unit_id: string | null;
  fuel: SourceStreamFields['fuel'];
  method: StreamMethod;
  activity_data: SourceStreamFields['activity_data'];
  /** The tiers declared; null for the fuel type's default stream. */
  tiers: StreamTiers | null;
  amount: number | null;
  /** The stream's own factors: declared, else the library's default. */
  factors: StreamFactors;
  /** Per parameter, each value applied over the period: its own, or an entry, with their days. */
  applied: AppliedValue[];
  emissions: StreamCo2 | null;
}

/** A measurement-based plant's measured CO2 beside the calculation of its measured streams. */
export interface Corroboration {
  measured_co2_t: number;
  calculated_co2_t: number;
  /** Measured minus calculated. */
  difference_t: number;
  /** The difference over the measured CO2; null when nothing was measured. */
  difference_share: number | null;
}

/** A plant's calculation over a period: each stream, the calculated totals and the corroboration. */
export interface PlantCalculation {
  factor_library: typeof FACTOR_LIBRARY_VERSION;
  /** Whether the streams are the register's, or the fuel type's default (none declared). */
  streams_from: 'register' | 'fuel_type' | 'none';
  streams: StreamYear[];
  /** The sum over the calculation streams: fossil CO2, and biomass CO2 as a memo item. */
  calculated: StreamCo2;
  /** The CO2 the plant's data hold, measured. */
  measured_co2_t: number;
  /** Null unless a stream is measurement-based. */
  corroboration: Corroboration | null;
  /**
   * The calculation streams' CO2 per day with activity data (MRR Art. 24(1)'s plant-day), by
   * date; null when a stream's activity came as one amount for the period.
   */
  days: DayCo2[] | null;
}

/** A stream's declared tiers, all four; null for the fuel type's default stream. */
function tiersOf(s: PlantStream): StreamTiers | null {
  const { tier_activity_data, tier_ncv, tier_emission_factor, tier_oxidation_factor } = s;
  return tier_activity_data && tier_ncv && tier_emission_factor && tier_oxidation_factor
    ? { tier_activity_data, tier_ncv, tier_emission_factor, tier_oxidation_factor }
    : null;
}

const amountOf = (activity: Activity) =>
  typeof activity === 'number' ? activity : activity.reduce((sum, d) => sum + d.amount, 0);

/** A stream's year, and its CO2 day by day (null: its activity came as one amount). */
function streamYear(
  stream: PlantStream,
  activity: Activity | null,
): { year: StreamYear; days: DayCo2[] | null } {
  const factors = streamFactors(stream);
  const over =
    activity === null
      ? null
      : typeof activity === 'number'
        ? streamOverAmount(factors, activity)
        : streamOverDays(factors, stream.entries ?? [], stream.activity_data, activity);
  const year: StreamYear = {
    id: stream.id ?? null,
    name: stream.name,
    unit_id: stream.unit_id ?? null,
    fuel: stream.fuel,
    method: stream.method,
    activity_data: stream.activity_data,
    tiers: tiersOf(stream),
    amount: activity === null ? null : amountOf(activity),
    factors,
    applied: over?.applied ?? [],
    emissions: over?.emissions ?? null,
  };
  return { year, days: over ? over.days : [] };
}

/** The calculation streams' CO2 summed per date; null when one of them has no days. */
function plantDays(streams: readonly { year: StreamYear; days: DayCo2[] | null }[]) {
  const byDate = new Map<string, DayCo2[]>();
  for (const { year, days } of streams) {
    if (year.method !== 'calculation') continue;
    if (days === null) return null;
    for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  }
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, parts]) => ({ date, ...addCo2(parts) }));
}

const emitted = (streams: StreamYear[], method: StreamMethod) =>
  addCo2(streams.filter((s) => s.method === method).flatMap((s) => s.emissions ?? []));

/**
 * A plant's calculation over a period from its declared streams (none: the fuel type's default
 * stream), each stream's activity data over the period and the CO2 the data measured.
 */
export function plantCalculation(
  declared: readonly PlantStream[],
  fuelType: string,
  activityOf: ActivityOf,
  measuredCo2T: number,
): PlantCalculation {
  const fallback = declared.length === 0 ? fuelTypeStream(fuelType) : undefined;
  const calculated = (fallback ? [fallback] : declared).map((s) =>
    streamYear(s, s.activity_days !== undefined ? s.activity_days : activityOf(s)),
  );
  const streams = calculated.map((s) => s.year);
  const measuredStreams = streams.some((s) => s.method === 'measurement');
  const calculatedOfMeasured = emitted(streams, 'measurement').co2_t;
  const difference = measuredCo2T - calculatedOfMeasured;
  return {
    factor_library: FACTOR_LIBRARY_VERSION,
    streams_from: declared.length > 0 ? 'register' : fallback ? 'fuel_type' : 'none',
    streams,
    calculated: emitted(streams, 'calculation'),
    measured_co2_t: measuredCo2T,
    corroboration: measuredStreams
      ? {
          measured_co2_t: measuredCo2T,
          calculated_co2_t: calculatedOfMeasured,
          difference_t: difference,
          difference_share: measuredCo2T === 0 ? null : difference / measuredCo2T,
        }
      : null,
    days: plantDays(calculated),
  };
}
