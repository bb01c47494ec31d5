// The emission-factor library (issue 38): the IPCC 2006 Guidelines' default factors per fuel,
// each value with the table it comes from. A value the tables do not give for certain is left
// out rather than guessed; a new or corrected value is a new version of the library.
import type { SourceId } from '../sources/sources';

/** The library's version: named in every answer that uses its factors, so a figure can be traced. */
export const FACTOR_LIBRARY_VERSION = 'ipcc-2006-v1';

/** One value of the library, in its unit, with the sources table's entry for the table it is from. */
export interface FactorValue {
  value: number;
  unit: string;
  source: SourceId;
}

/** A fuel's default factors: its net calorific value and its emission factors per TJ burnt. */
export interface FuelFactors {
  /** The fuel's name in the IPCC tables. */
  name: string;
  /** Biomass: its CO2 is reported as a memo item, outside the fossil total. */
  biomass: boolean;
  ncv: FactorValue;
  co2: FactorValue;
  ch4: FactorValue;
  n2o: FactorValue;
}

const ncv = (value: number): FactorValue => ({ value, unit: 'TJ/Gg', source: 'ipcc2006Ncv' });
const co2 = (value: number): FactorValue => ({ value, unit: 'kg/TJ', source: 'ipcc2006Co2' });
const energyIndustries = (value: number): FactorValue => ({
  value,
  unit: 'kg/TJ',
  source: 'ipcc2006EnergyIndustriesCh4N2o',
});

function fuel(
  name: string,
  values: { ncv: number; co2: number; ch4: number; n2o: number },
  biomass = false,
): FuelFactors {
  return {
    name,
    biomass,
    ncv: ncv(values.ncv),
    co2: co2(values.co2),
    ch4: energyIndustries(values.ch4),
    n2o: energyIndustries(values.n2o),
  };
}

// NCV: Vol. 2 Table 1.2; CO2: Table 1.4; CH4 and N2O: Table 2.2 (energy industries).
export const IPCC_2006_FUELS = {
  natural_gas: fuel('Natural Gas', { ncv: 48.0, co2: 56_100, ch4: 1, n2o: 0.1 }),
  other_bituminous_coal: fuel('Other Bituminous Coal', {
    ncv: 25.8,
    co2: 94_600,
    ch4: 1,
    n2o: 1.5,
  }),
  lignite: fuel('Lignite', { ncv: 11.9, co2: 101_000, ch4: 1, n2o: 1.5 }),
  gas_diesel_oil: fuel('Gas/Diesel Oil', { ncv: 43.0, co2: 74_100, ch4: 3, n2o: 0.6 }),
  residual_fuel_oil: fuel('Residual Fuel Oil', { ncv: 40.4, co2: 77_400, ch4: 3, n2o: 0.6 }),
  wood_wood_waste: fuel('Wood/Wood Waste', { ncv: 15.6, co2: 112_000, ch4: 30, n2o: 4 }, true),
} as const satisfies Record<string, FuelFactors>;

export type IpccFuelId = keyof typeof IPCC_2006_FUELS;

const KG_PER_T = 1_000;

/** A fuel's default CO2 factor in t per TJ (= kg per GJ), the unit a source stream declares. */
export const co2TonnesPerTj = (fuel: IpccFuelId): number =>
  IPCC_2006_FUELS[fuel].co2.value / KG_PER_T;
