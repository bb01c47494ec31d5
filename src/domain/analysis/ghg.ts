import { GWP_SETS, KG_PER_TONNE, type GwpSetName } from '../constants';
import { estimatedKg, sumGasEstimates, type GasEstimates } from '../factors/gas-estimates';
import { READ_MEASURES, type ReadMeasure } from '../readings/measures';
import type { Totals } from '../readings/plant-day-cell';
import { MASS_UNITS } from '../units/units';

type GasMeasure = Extract<ReadMeasure, { gas: string }>;
export type Gas = GasMeasure['gas'];
/** The gases converted with a GWP (CO2's factor is 1 and its CO2e is its mass). */
type OtherGas = Exclude<Gas, 'CO2'>;
type Co2eKey = `${Lowercase<OtherGas>}CO2e`;

/** The greenhouse gases of the measure table, each with the field of its sum and its unit in tonnes. */
export const GREENHOUSE_GASES = READ_MEASURES.flatMap((m) =>
  'gas' in m
    ? [
        {
          gas: m.gas as Gas,
          field: m.sum.field,
          perTonne: MASS_UNITS.t / MASS_UNITS[m.unit],
          // Its key in GhgReporting when a file may not report it.
          reported: 'reportedHours' in m ? m.hourKey : null,
        },
      ]
    : [],
);

/** Greenhouse-gas figures of a set of rows, in tonnes of CO2 equivalent (data §9 GWP). */
export type GhgBreakdown = { co2: number } & Record<Co2eKey, number> & { totalCO2e: number };

/**
 * The masses of the greenhouse gases, in the units of the measure table, as the data report them;
 * with the estimates of the gases the data lack (issue 38), which every CO2e adds.
 */
export type GasMasses = Pick<Totals, (typeof GREENHOUSE_GASES)[number]['field']> & {
  gasEstimates?: GasEstimates;
};

/** A gas's mass with its estimate (in kg), in the unit of the measure table. */
function massOf(masses: GasMasses, g: (typeof GREENHOUSE_GASES)[number]): number {
  if (!g.reported) return masses[g.field];
  const estimate = estimatedKg(masses.gasEstimates?.[g.reported]);
  return masses[g.field] + (estimate * g.perTonne) / KG_PER_TONNE;
}

/**
 * CO2 in tonnes with the estimate of the hours that do not report it (issue 38): what every
 * figure derived from CO2 counts (intensity, rank, totals), labelled where the estimate is shown.
 */
export const co2WithEstimate = (p: Pick<GasMasses, 'co2Tonnes' | 'gasEstimates'>): number =>
  p.co2Tonnes + estimatedKg(p.gasEstimates?.co2) / KG_PER_TONNE;

/**
 * CO2 with its estimate, or null when no hour reports it and none is estimated (a fuel type the
 * library does not name): a figure derived from it (intensity, rank) is then not reported, not 0.
 */
export function co2OrNull(
  p: Pick<GasMasses, 'co2Tonnes' | 'gasEstimates'> & Pick<Totals, 'hours' | 'co2Hours'>,
): number | null {
  const estimated = p.gasEstimates?.co2?.kg != null;
  return p.hours > 0 && p.co2Hours === 0 && !estimated ? null : co2WithEstimate(p);
}

/** The CO2e of each gas but CO2, and of all, with the chosen GWP set: what an inventory holds. */
export function gasesCO2e(masses: GasMasses, gwpSet: GwpSetName): Omit<GhgBreakdown, 'co2'> {
  const gwp = GWP_SETS[gwpSet];
  const co2e: Record<string, number> = {};
  let total = 0;
  for (const g of GREENHOUSE_GASES) {
    const tonnes = massOf(masses, g) / g.perTonne;
    const gasCO2e = g.gas === 'CO2' ? tonnes : tonnes * gwp[g.gas];
    if (g.gas !== 'CO2') co2e[`${g.gas.toLowerCase()}CO2e`] = gasCO2e;
    total += gasCO2e;
  }
  co2e.totalCO2e = total;
  return co2e as Omit<GhgBreakdown, 'co2'>;
}

/** Converts CO2 tonnes (with its estimate) and the other gases' masses to tCO2e with the chosen GWP set. */
export function ghgBreakdown(masses: GasMasses, gwpSet: GwpSetName): GhgBreakdown {
  return { co2: co2WithEstimate(masses), ...gasesCO2e(masses, gwpSet) };
}

/** The greenhouse gases' masses and estimates summed over some plants (their inventories). */
export function gasSums(plants: readonly GasMasses[]): GasMasses {
  const sums = {} as GasMasses;
  for (const g of GREENHOUSE_GASES) sums[g.field] = plants.reduce((s, p) => s + p[g.field], 0);
  sums.gasEstimates = sumGasEstimates(plants.map((p) => p.gasEstimates));
  return sums;
}

/** The GWP set in words: "AR4 GWPs of 25 for CH4 and 298 for N2O". */
export function gwpText(set: GwpSetName): string {
  const g = GWP_SETS[set];
  return `${set} GWPs of ${g.CH4} for CH4 and ${g.N2O} for N2O`;
}
