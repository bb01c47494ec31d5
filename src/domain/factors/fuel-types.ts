// Which of the library's fuels a file's fuel_type names. Only names listed here match: a fuel type
// the product cannot place has no factors, rather than a guessed fuel's.
import { IPCC_2006_FUELS, type FuelFactors, type IpccFuelId } from './ipcc-2006';

/** Why a fuel type has no factors: nothing is burnt, or it names a mix whose shares are unknown. */
export type NoFactorsReason = 'no_combustion' | 'fuel_mix';

/** A fuel type's place in the library: an IPCC fuel, or why it has none. */
export type FuelTypeMatch = { fuel: IpccFuelId } | { fuel: null; reason: NoFactorsReason };

/**
 * The fuel types the product knows (the spec's coal, natural gas and diesel, the sample's, the
 * other IPCC fuels' usual names) and their IPCC fuel. Plain "coal" takes other bituminous coal's
 * defaults, the steam coal of most power plants.
 */
export const FUEL_TYPES: Readonly<Record<string, FuelTypeMatch>> = {
  'natural gas': { fuel: 'natural_gas' },
  coal: { fuel: 'other_bituminous_coal' },
  'hard coal': { fuel: 'other_bituminous_coal' },
  'bituminous coal': { fuel: 'other_bituminous_coal' },
  'other bituminous coal': { fuel: 'other_bituminous_coal' },
  lignite: { fuel: 'lignite' },
  'brown coal': { fuel: 'lignite' },
  diesel: { fuel: 'gas_diesel_oil' },
  'diesel oil': { fuel: 'gas_diesel_oil' },
  'gas oil': { fuel: 'gas_diesel_oil' },
  'gas/diesel oil': { fuel: 'gas_diesel_oil' },
  'residual fuel oil': { fuel: 'residual_fuel_oil' },
  'heavy fuel oil': { fuel: 'residual_fuel_oil' },
  wood: { fuel: 'wood_wood_waste' },
  'wood waste': { fuel: 'wood_wood_waste' },
  'wood/wood waste': { fuel: 'wood_wood_waste' },
  'natural gas/diesel': { fuel: null, reason: 'fuel_mix' },
  solar: { fuel: null, reason: 'no_combustion' },
  wind: { fuel: null, reason: 'no_combustion' },
  nuclear: { fuel: null, reason: 'no_combustion' },
  hydro: { fuel: null, reason: 'no_combustion' },
};

/** A fuel type as the table lists it: lower case, underscores and runs of spaces as one space. */
export function fuelTypeKey(fuelType: string): string {
  return fuelType
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
}

/** The library's fuel a file's fuel_type names, or why it has none; undefined: a name not known. */
export function fuelTypeMatch(fuelType: string): FuelTypeMatch | undefined {
  return FUEL_TYPES[fuelTypeKey(fuelType)];
}

/** The default factors of the fuel a file's fuel_type names; undefined when it names none. */
export function fuelTypeFactors(fuelType: string): FuelFactors | undefined {
  const match = fuelTypeMatch(fuelType);
  return match?.fuel ? IPCC_2006_FUELS[match.fuel] : undefined;
}
