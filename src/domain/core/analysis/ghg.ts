import { GWP_SETS, KG_PER_TONNE, type GwpSetName } from '../constants';

/** Greenhouse-gas figures of a set of rows, in tonnes of CO2 equivalent (data §9 GWP). */
export interface GhgBreakdown {
  co2: number;
  ch4CO2e: number;
  n2oCO2e: number;
  totalCO2e: number;
}

/** Converts CO2 tonnes and CH4/N2O kilograms to tCO2e with the chosen GWP set. */
export function ghgBreakdown(
  co2Tonnes: number,
  ch4Kg: number,
  n2oKg: number,
  gwpSet: GwpSetName,
): GhgBreakdown {
  const gwp = GWP_SETS[gwpSet];
  const ch4CO2e = (ch4Kg / KG_PER_TONNE) * gwp.CH4;
  const n2oCO2e = (n2oKg / KG_PER_TONNE) * gwp.N2O;
  return { co2: co2Tonnes, ch4CO2e, n2oCO2e, totalCO2e: co2Tonnes + ch4CO2e + n2oCO2e };
}
