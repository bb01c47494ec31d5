// A fuel's emissions from its energy burnt, with the library's default factors (IPCC Tier 1):
// MWh x 3.6 GJ/MWh x kg/GJ. The file's fuel energy is on a net calorific basis, as the factors are.
import { KG_PER_TONNE } from '../constants';
import type { FuelFactors } from './ipcc-2006';

/** 1 MWh = 3.6e9 J = 3.6 GJ. */
export const GJ_PER_MWH = 3.6;
const GJ_PER_TJ = 1_000;

/** What burning a fuel emits, in the spec's units: CO2 in t, CH4 and N2O in kg. */
export interface FuelEmissions {
  /** Fossil CO2; a biomass fuel's is 0. */
  co2_t: number;
  /** Biomass CO2, reported as a memo item outside the total; a fossil fuel's is 0. */
  co2_biomass_memo_t: number;
  ch4_kg: number;
  n2o_kg: number;
}

/** kg of a gas from this fuel energy, with a factor in kg per TJ. */
function kgOf(fuelMwh: number, kgPerTj: number): number {
  return fuelMwh * GJ_PER_MWH * (kgPerTj / GJ_PER_TJ);
}

/** The emissions of burning fuelMwh of a fuel, by its default factors. */
export function fuelEmissions(fuel: FuelFactors, fuelMwh: number): FuelEmissions {
  const co2T = kgOf(fuelMwh, fuel.co2.value) / KG_PER_TONNE;
  return {
    co2_t: fuel.biomass ? 0 : co2T,
    co2_biomass_memo_t: fuel.biomass ? co2T : 0,
    ch4_kg: kgOf(fuelMwh, fuel.ch4.value),
    n2o_kg: kgOf(fuelMwh, fuel.n2o.value),
  };
}
