// Issue 38: CO2, CH4 and N2O the data do not report are estimated from the plant's fuel with the
// library's Tier 1 factors and labelled as such, never silently (an estimate is in kg, CO2's too). The history keeps per plant and
// calendar year the fuel, the hours and the hours reporting each gas, not the fuel of the hours that
// do not report it: a sum's unreported hours take their share of its fuel pro rata of hours, which
// is exact for a year that reports the gas in all or none of its hours (a file either holds the
// column or not, so each of its plant-days does).
import { z } from 'zod';
import type { SourceId } from '../sources/sources';
import { KG_PER_TONNE } from '../constants';
import { fuelEmissions, type FuelEmissions } from './fuel-emissions';
import { fuelTypeMatch, type NoFactorsReason } from './fuel-types';
import { IPCC_2006_FUELS, type IpccFuelId } from './ipcc-2006';

/** The label of every figure that holds an estimate. */
export const ESTIMATED_LABEL = 'estimated (IPCC 2006 Tier 1)';

/** Why a gas the data lack is not estimated, in words. */
export const NO_ESTIMATE_TEXT: Record<NoFactorsReason | 'unknown_fuel', string> = {
  no_combustion: 'not estimated: the plant’s fuel type burns nothing',
  fuel_mix: 'not estimated: the plant’s fuel type is a mix whose shares the data do not state',
  unknown_fuel: 'not estimated: the plant’s fuel type names no fuel of the factor library',
};

/** The gases the data may not report, by their key in GhgReporting. */
export type EstimatedGas = 'co2' | 'ch4' | 'n2o';

/** The field of the sums counting the hours that report each gas. */
type ReportedHoursField = 'co2Hours' | 'ch4Hours' | 'n2oHours';

// A biomass fuel's CO2 is a memo item outside every total (fuel-emissions.ts): its estimate is 0.
const GAS_OF = {
  co2: { factor: 'co2', kgOf: (e: FuelEmissions) => e.co2_t * KG_PER_TONNE },
  ch4: { factor: 'ch4', kgOf: (e: FuelEmissions) => e.ch4_kg },
  n2o: { factor: 'n2o', kgOf: (e: FuelEmissions) => e.n2o_kg },
} as const;

export const GasEstimateSchema = z
  .object({
    kg: z.number().nullable().describe('the estimated mass; null: not estimated (see reason)'),
    hours: z.number().describe('hours with a reading that do not report the gas'),
    fuel_mwh: z.number().describe('the fuel energy of those hours, the estimate’s activity data'),
    fuel: z.string().nullable().describe('the factor library’s fuel; null: none'),
    fuel_name: z.string().nullable(),
    factor_kg_per_tj: z.number().nullable(),
    source: z.string().nullable().describe('the sources table’s entry of the factor'),
    label: z.literal(ESTIMATED_LABEL).nullable().describe('null: not estimated'),
    reason: z.string().nullable().describe('why not estimated; null: estimated'),
  })
  .describe('Issue 38: a gas the data do not report, estimated from the plant’s fuel.');

export type GasEstimate = z.infer<typeof GasEstimateSchema>;

export const GasEstimatesSchema = z
  .object({
    co2: GasEstimateSchema.nullable(),
    ch4: GasEstimateSchema.nullable(),
    n2o: GasEstimateSchema.nullable(),
  })
  .describe('per gas: null when every hour reports it');

export type GasEstimates = z.infer<typeof GasEstimatesSchema>;

/** The sums an estimate rests on. */
export interface EstimateSums {
  fuelMWh: number;
  hours: number;
  co2Hours: number;
  ch4Hours: number;
  n2oHours: number;
}

/** The hours of some sums that do not report a gas, and their share of the fuel. */
export function unreportedFuel(
  t: EstimateSums,
  reportedHours: ReportedHoursField,
): { hours: number; fuel_mwh: number } {
  const hours = t.hours - t[reportedHours];
  if (hours <= 0 || t.hours <= 0) return { hours: 0, fuel_mwh: 0 };
  return { hours, fuel_mwh: (t.fuelMWh * hours) / t.hours };
}

/** A gas's estimate from the fuel of the hours that lack it; null when no hour lacks it. */
export function estimateGas(
  fuelType: string,
  gas: EstimatedGas,
  missing: { hours: number; fuel_mwh: number },
): GasEstimate | null {
  if (missing.hours <= 0) return null;
  const match = fuelTypeMatch(fuelType);
  if (!match?.fuel) {
    const reason = NO_ESTIMATE_TEXT[match?.reason ?? 'unknown_fuel'];
    return { kg: null, ...missing, ...noFuel, reason };
  }
  const fuel: IpccFuelId = match.fuel;
  const factors = IPCC_2006_FUELS[fuel];
  const factor = factors[GAS_OF[gas].factor];
  return {
    kg: GAS_OF[gas].kgOf(fuelEmissions(factors, missing.fuel_mwh)),
    ...missing,
    fuel,
    fuel_name: factors.name,
    factor_kg_per_tj: factor.value,
    source: factor.source satisfies SourceId,
    label: ESTIMATED_LABEL,
    reason: null,
  };
}

const noFuel = {
  fuel: null,
  fuel_name: null,
  factor_kg_per_tj: null,
  source: null,
  label: null,
} as const;

/** One of the estimates' values when they all hold it, else null (plants of several fuels). */
function common<K extends 'fuel' | 'fuel_name' | 'factor_kg_per_tj' | 'source'>(
  list: readonly GasEstimate[],
  key: K,
): GasEstimate[K] {
  return list.every((e) => e[key] === list[0]![key]) ? list[0]![key] : null;
}

const total = (list: readonly GasEstimate[], key: 'hours' | 'fuel_mwh') =>
  list.reduce((s, e) => s + e[key], 0);

/**
 * Estimates of one gas (a plant's years, or a fleet's plants) as one: the estimated ones summed,
 * their fuel and factor named when they share it; none estimated, the hours lacking it and why.
 */
export function sumEstimates(
  estimates: readonly (GasEstimate | null | undefined)[],
): GasEstimate | null {
  const all = estimates.filter((e): e is GasEstimate => !!e);
  const made = all.filter((e) => e.kg !== null);
  if (made.length === 0) {
    return all.length === 0
      ? null
      : { ...all[0]!, hours: total(all, 'hours'), fuel_mwh: total(all, 'fuel_mwh') };
  }
  return {
    kg: made.reduce((s, e) => s + e.kg!, 0),
    hours: total(made, 'hours'),
    fuel_mwh: total(made, 'fuel_mwh'),
    fuel: common(made, 'fuel'),
    fuel_name: common(made, 'fuel_name'),
    factor_kg_per_tj: common(made, 'factor_kg_per_tj'),
    source: common(made, 'source'),
    label: ESTIMATED_LABEL,
    reason: null,
  };
}

/** The estimates of some plants summed per gas (see sumEstimates). */
export function sumGasEstimates(list: readonly (GasEstimates | undefined)[]): GasEstimates {
  return {
    co2: sumEstimates(list.map((e) => e?.co2)),
    ch4: sumEstimates(list.map((e) => e?.ch4)),
    n2o: sumEstimates(list.map((e) => e?.n2o)),
  };
}

/** The estimated kg of a gas, 0 when none. */
export const estimatedKg = (e: GasEstimate | null | undefined): number => e?.kg ?? 0;

/**
 * A plant's CO2, CH4 and N2O estimates over some of its sums (one per calendar year): each sum's
 * unreported hours estimated from their share of its fuel, summed.
 */
export function gasEstimatesOf(fuelType: string, sums: readonly EstimateSums[]): GasEstimates {
  const of = (gas: EstimatedGas, hours: ReportedHoursField) =>
    sumEstimates(sums.map((t) => estimateGas(fuelType, gas, unreportedFuel(t, hours))));
  return { co2: of('co2', 'co2Hours'), ch4: of('ch4', 'ch4Hours'), n2o: of('n2o', 'n2oHours') };
}
