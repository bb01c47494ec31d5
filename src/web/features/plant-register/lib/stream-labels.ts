// Issue 38: the words the source-streams section shows for a stream's fuel, method, activity data,
// tiers and the basis of each factor applied.
import { IPCC_2006_FUELS, type IpccFuelId } from '@domain/factors/ipcc-2006';
import type { FactorParameter } from '@domain/source-streams/factor-entry-schema';
import type { ActivitySource, StreamMethod } from '@domain/source-streams/source-stream-schema';
import { count } from '@domain/format';
import { citation, type SourceId } from '@domain/sources/sources';

export const fuelLabel = (fuel: IpccFuelId) => IPCC_2006_FUELS[fuel].name;

export const METHOD_LABELS: Record<StreamMethod, string> = {
  calculation: 'Calculation',
  measurement: 'Measurement',
};

export const ACTIVITY_LABELS: Record<ActivitySource, string> = {
  file_fuel_mwh: "The file's fuel energy (MWh)",
  t: 'Quantity in t',
  m3: 'Quantity in m3',
  Nm3: 'Quantity in Nm3',
};

export const PARAMETER_LABELS: Record<FactorParameter, string> = {
  ncv: 'NCV',
  emission_factor: 'Emission factor',
  oxidation_factor: 'Oxidation factor',
  biomass_fraction: 'Biomass fraction',
};

export const tierLabel = (tier: string) => (tier === 'no_tier' ? 'No tier' : `Tier ${tier}`);

/**
 * Where an applied factor comes from: entered for a period, declared, the IPCC 2006 default, or
 * another default's source.
 */
export function basisLabel(factor: { basis: string; source: string | null }): string {
  if (factor.basis === 'declared' || factor.basis === 'entered') return factor.basis;
  if (factor.source?.startsWith('ipcc2006')) return 'IPCC 2006 default';
  return factor.source ? `default (${citation(factor.source as SourceId)})` : 'default';
}

/**
 * The basis of a stream's own factor in a year where entries also applied to its parameter: the
 * column shows the own value, so it says on which days it applied, lest it read as the year's value.
 */
export function ownFactorDays(
  parameter: FactorParameter,
  applied: readonly { parameter: string; entry: unknown; days: number | null }[],
): string | null {
  const ofParameter = applied.filter((a) => a.parameter === parameter);
  if (!ofParameter.some((a) => a.entry !== null)) return null;
  const ownDays = ofParameter.find((a) => a.entry === null)?.days ?? 0;
  return ownDays > 0
    ? `on the ${count(ownDays, 'day')} without an entry`
    : 'on no day: entered values cover every day';
}
