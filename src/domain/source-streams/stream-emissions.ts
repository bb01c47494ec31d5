// Issue 38 "The calculation": a source stream's CO2 from its activity data under the standard
// methodology, AD x NCV x EF x OF, its biomass share kept apart as a memo item. A factor the
// register leaves empty takes the library's default for the fuel, and says so.
import { GJ_PER_MWH } from '../factors/fuel-emissions';
import { co2TonnesPerTj, IPCC_2006_FUELS, type FuelFactors } from '../factors/ipcc-2006';
import type { SourceId } from '../sources/sources';
import type { SourceStreamFields } from './source-stream-schema';

const GJ_PER_TJ = 1_000;

/** A factor a calculation applied: declared in the register, or the default (with its source). */
export interface AppliedFactor {
  value: number;
  unit: string;
  basis: 'declared' | 'default';
  /** The sources table's entry of a default; none for a declared value. */
  source: SourceId | null;
}

/** The factors a stream's calculation applies; its NCV is null when its activity data is energy. */
export interface StreamFactors {
  ncv: AppliedFactor | null;
  emission_factor: AppliedFactor;
  oxidation_factor: AppliedFactor;
  biomass_fraction: AppliedFactor;
}

/** What a stream emits from an amount of its activity data, CO2 in t. */
export interface StreamCo2 {
  energy_tj: number;
  /** Fossil CO2: the part counted in the total. */
  co2_t: number;
  /** Biomass CO2, a memo item outside the total. */
  co2_biomass_memo_t: number;
}

/** The parts of a stream its calculation reads. */
export type CalculatedStream = Pick<
  SourceStreamFields,
  | 'fuel'
  | 'activity_data'
  | 'ncv_gj_per_unit'
  | 'emission_factor_t_per_tj'
  | 'oxidation_factor'
  | 'biomass_fraction'
>;

const declared = (value: number, unit: string): AppliedFactor => ({
  value,
  unit,
  basis: 'declared',
  source: null,
});

const byDefault = (value: number, unit: string, source: SourceId | null): AppliedFactor => ({
  value,
  unit,
  basis: 'default',
  source,
});

/** A declared value, else the default. */
const either = (given: number | null | undefined, unit: string, fallback: AppliedFactor) =>
  given == null ? fallback : declared(given, unit);

function ncvOf(stream: CalculatedStream, fuel: FuelFactors): AppliedFactor | null {
  if (stream.activity_data === 'file_fuel_mwh') return null;
  const unit = `GJ/${stream.activity_data}`;
  // TJ per Gg is GJ per t: the library's NCVs are per tonne, so a volume's must be declared.
  return either(stream.ncv_gj_per_unit, unit, byDefault(fuel.ncv.value, unit, fuel.ncv.source));
}

/** The factors a stream's calculation applies, each declared or the library's default. */
export function streamFactors(stream: CalculatedStream): StreamFactors {
  const fuel = IPCC_2006_FUELS[stream.fuel];
  return {
    ncv: ncvOf(stream, fuel),
    emission_factor: either(
      stream.emission_factor_t_per_tj,
      't CO2/TJ',
      byDefault(co2TonnesPerTj(stream.fuel), 't CO2/TJ', fuel.co2.source),
    ),
    oxidation_factor: either(stream.oxidation_factor, '', byDefault(1, '', 'mrrTiers')),
    biomass_fraction: either(
      stream.biomass_fraction,
      '',
      byDefault(fuel.biomass ? 1 : 0, '', fuel.biomass ? 'ipcc2006Co2' : 'mrrBiomassZero'),
    ),
  };
}

/** The energy of an amount of activity data, in TJ. */
function energyTj(factors: StreamFactors, amount: number): number {
  const gj = factors.ncv === null ? amount * GJ_PER_MWH : amount * factors.ncv.value;
  return gj / GJ_PER_TJ;
}

/**
 * The CO2 of `amount` of a stream's activity data (MWh of fuel energy, or t, m3, Nm3 of fuel):
 * TJ x EF x OF, the biomass fraction of it a memo item.
 */
export function streamCo2(factors: StreamFactors, amount: number): StreamCo2 {
  const energy = energyTj(factors, amount);
  const co2 = energy * factors.emission_factor.value * factors.oxidation_factor.value;
  const biomass = factors.biomass_fraction.value;
  return { energy_tj: energy, co2_t: co2 * (1 - biomass), co2_biomass_memo_t: co2 * biomass };
}

const NO_CO2: StreamCo2 = { energy_tj: 0, co2_t: 0, co2_biomass_memo_t: 0 };

/** The sum of streams' CO2. */
export function addCo2(parts: readonly StreamCo2[]): StreamCo2 {
  return parts.reduce(
    (sum, p) => ({
      energy_tj: sum.energy_tj + p.energy_tj,
      co2_t: sum.co2_t + p.co2_t,
      co2_biomass_memo_t: sum.co2_biomass_memo_t + p.co2_biomass_memo_t,
    }),
    NO_CO2,
  );
}
