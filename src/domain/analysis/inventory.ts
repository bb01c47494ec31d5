import type { z } from 'zod';
import type { GwpSetName } from '../constants';
import { INVENTORY_FIELDS, type InventoryField } from '../readings/measures';
import type { Totals } from '../readings/plant-day-cell';
import type { Aggregates } from './aggregate';
import { meanHourlyEfficiency } from './efficiency';
import { KG_PER_TONNE } from '../constants';
import { estimatedKg, gasEstimatesOf } from '../factors/gas-estimates';
import { gasesCO2e } from './ghg';
import { plantLocation, plantSector, renewableShare } from './plant-profile';
import type { PlantInventorySchema } from './schema';
import type { AnalysisBase, PlantOverride } from './types';

/** One plant's greenhouse-gas inventory over the data, unrounded. */
export type PlantInventory = z.infer<typeof PlantInventorySchema>;

/** The sums a plant's inventory reports, in INVENTORY_FIELDS order. */
function inventoryMeasures(t: Totals): Pick<Totals, InventoryField> {
  const picked = {} as Pick<Totals, InventoryField>;
  for (const f of INVENTORY_FIELDS) picked[f] = t[f];
  return picked;
}

/** Builds each plant's inventory (tCO2e with the chosen GWP set) and its location, sector and renewable share. */
export function plantInventory(
  agg: Aggregates,
  gwpSet: GwpSetName,
  overrides: Readonly<Record<number, PlantOverride>> = {},
): PlantInventory[] {
  return agg.plants.map((p) => {
    const t = p.totals;
    const o = overrides[p.plant_id];
    // Per calendar year: the finest sums a scope of the history holds per plant (gas-estimates.ts).
    const gasEstimates = gasEstimatesOf(p.fuel_type, [...p.byYear.values()]);
    return {
      plant_id: p.plant_id,
      plant_name: p.plant_name,
      fuel_type: p.fuel_type,
      location: plantLocation(p, o),
      sector: plantSector(p, o),
      renewableShare: renewableShare(p, o),
      ...inventoryMeasures(t),
      gasEstimates,
      ...gasesCO2e({ ...t, gasEstimates }, gwpSet),
      avgEfficiency: meanHourlyEfficiency(t),
    };
  });
}

/**
 * A plant's sums with its CO2 estimate added (issue 38): the CO2 of the hours that do not report
 * it, from its fuel type per calendar year as its inventory estimates it; its units' pro rata.
 */
export function withCo2Estimate(
  fuelType: string,
  totals: Totals,
  byYear: Iterable<Totals> = [totals],
): Totals {
  const estimate = estimatedKg(gasEstimatesOf(fuelType, [...byYear]).co2) / KG_PER_TONNE;
  return estimate > 0 ? { ...totals, co2Tonnes: totals.co2Tonnes + estimate } : totals;
}

/** Renewable share in percent weighted by the energy each facility consumes (fuel MWh); 0 without energy. */
export function weightedRenewableShare(
  items: readonly { renewableShare: number; energyMWh: number }[],
): number {
  const energy = items.reduce((s, i) => s + i.energyMWh, 0);
  return energy > 0 ? items.reduce((s, i) => s + i.renewableShare * i.energyMWh, 0) / energy : 0;
}

/**
 * A base restated with the user's GWP set (issue 11): each plant's gases converted again from
 * their kilograms, so a stored base serves every set. Nothing else of a base depends on the set.
 */
export function withGwpSet(base: AnalysisBase, gwpSet: GwpSetName): AnalysisBase {
  if (base.gwpSet === gwpSet) return base;
  const inventory = base.inventory.map((p) => ({ ...p, ...gasesCO2e(p, gwpSet) }));
  return { ...base, gwpSet, inventory };
}
