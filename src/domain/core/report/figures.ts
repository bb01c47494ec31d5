// The report's figures: facilities, aggregated data and the context every section reads.
import {
  GWP_SETS,
  KG_PER_TONNE,
  REPORT_SHORTFALL_ABOVE_RATIO,
  VERIFIED_EMISSIONS_RATIO,
  type GwpSetName,
} from '../constants';
import { ghgBreakdown, type GhgBreakdown } from '../analysis/ghg';
import { weightedRenewableShare, type PlantInventory } from '../analysis/inventory';
import { secAllowancesAllocated, secAllowancesUsed } from '../analysis/sec';
import type { ReportingPeriod } from '../analysis/types';
import { round } from '../round';
import type { AggregatedData, ReportExportStatus, ReportFacility } from './types';

// Precision the model is settled to: tonnes and MWh to 3 decimals (kg, kWh), percentages to 2,
// EUR to whole euros. Texts print these settled figures, so a sentence matches its field.
/** Tonnes (t, tCO2e) settled to 3 decimals. */
export const tonnes = (v: number): number => round(v, 3);
/** MWh settled to 3 decimals. */
export const mwh = (v: number): number => round(v, 3);
/** Percent settled to 2 decimals. */
export const percent = (v: number): number => round(v, 2);
/** EUR settled to whole euros. */
export const eur = (v: number): number => round(v, 0);

// Decimals a product is settled to before a comparison, so that float noise such as
// 3 x 1.2 = 3.5999999999999996 does not move a value across the threshold.
const SETTLE_DECIMALS = 6;

/** data §4: the report generator's export status from used and allocated allowances. */
export function reportExportStatus(used: number, allocated: number): ReportExportStatus {
  if (used <= allocated) return 'Compliant';
  if (used > round(REPORT_SHORTFALL_ABOVE_RATIO * allocated, SETTLE_DECIMALS)) return 'Shortfall';
  // data §4 names the band between 100 % and 120 % of allocation "Surplus".
  return 'Surplus';
}

/** A plant with its GHG figures converted with the report's GWP set (unrounded). */
export interface PlantGhg {
  plant: PlantInventory;
  ghg: GhgBreakdown;
}

/** What every part of the report reads: the period, the plants and the settled figures. */
export interface ReportContext {
  period: ReportingPeriod;
  /** "from 2025-01-01 to 2025-01-02". */
  span: string;
  gwpSet: GwpSetName;
  generatedAt: string;
  plants: PlantGhg[];
  /** Hourly rows behind the figures. */
  rows: number;
  facilities: ReportFacility[];
  aggregated: AggregatedData;
}

/** data §4, §9: one report facility per plant (tCO2e, whole allowances). */
function reportFacility({ plant, ghg }: PlantGhg): ReportFacility {
  const allowancesAllocated = secAllowancesAllocated(ghg.totalCO2e);
  const allowancesSurrendered = secAllowancesUsed(ghg.totalCO2e);
  return {
    id: plant.plant_id,
    name: plant.plant_name,
    location: plant.location,
    sector: plant.sector,
    totalEmissions: tonnes(ghg.totalCO2e),
    verifiedEmissions: tonnes(ghg.totalCO2e * VERIFIED_EMISSIONS_RATIO),
    allowancesAllocated,
    allowancesSurrendered,
    complianceStatus: ghg.totalCO2e <= allowancesAllocated ? 'compliant' : 'non_compliant',
    exportStatus: reportExportStatus(allowancesSurrendered, allowancesAllocated),
  };
}

function aggregatedData(plants: readonly PlantGhg[], gwpSet: GwpSetName): AggregatedData {
  const sum = (f: (p: PlantGhg) => number) => plants.reduce((s, p) => s + f(p), 0);
  const fuel = sum((p) => p.plant.fuelMWh);
  const gwp = GWP_SETS[gwpSet];
  return {
    gwpSet,
    gwpCH4: gwp.CH4,
    gwpN2O: gwp.N2O,
    totalCO2Emissions: tonnes(sum((p) => p.ghg.co2)),
    totalCH4Emissions: tonnes(sum((p) => p.plant.ch4Kg) / KG_PER_TONNE),
    totalN2OEmissions: tonnes(sum((p) => p.plant.n2oKg) / KG_PER_TONNE),
    totalCH4CO2e: tonnes(sum((p) => p.ghg.ch4CO2e)),
    totalN2OCO2e: tonnes(sum((p) => p.ghg.n2oCO2e)),
    totalGHGEmissions: tonnes(sum((p) => p.ghg.totalCO2e)),
    energyConsumption: mwh(fuel),
    electricityOutput: mwh(sum((p) => p.plant.electricityMWh)),
    heatOutput: mwh(sum((p) => p.plant.heatMWh)),
    renewableEnergyShare: percent(
      weightedRenewableShare(
        plants.map((p) => ({ renewableShare: p.plant.renewableShare, energyMWh: p.plant.fuelMWh })),
      ),
    ),
  };
}

/**
 * The figures of the report. CH4 and N2O are converted here with `gwpSet` from the plants' kg,
 * so the labelled GWP set is the one used even if the inventory was built with another.
 */
export function reportContext(
  inventory: readonly PlantInventory[],
  period: ReportingPeriod,
  gwpSet: GwpSetName,
  generatedAt: string,
): ReportContext {
  const plants = inventory.map((plant) => ({
    plant,
    ghg: ghgBreakdown(plant.co2Tonnes, plant.ch4Kg, plant.n2oKg, gwpSet),
  }));
  return {
    period,
    span: `from ${period.startDate} to ${period.endDate}`,
    gwpSet,
    generatedAt,
    plants,
    rows: inventory.reduce((s, p) => s + p.rows, 0),
    facilities: plants.map(reportFacility),
    aggregated: aggregatedData(plants, gwpSet),
  };
}
