// The report's figures: facilities, aggregated data and the context every section reads.
import { GWP_SETS, KG_PER_TONNE, type GwpSetName } from '../constants';
import { ghgBreakdown, type GhgBreakdown } from '../analysis/ghg';
import {
  co2eBasisText,
  estimatedLabel,
  ghgReportingOf,
  plantsGhgReporting,
  reportedOrNull,
} from '../analysis/ghg-reporting';
import { estimatedKg } from '../factors/gas-estimates';
import { weightedRenewableShare, type PlantInventory } from '../analysis/inventory';
import type { ReportingPeriod } from '../analysis/types';
import { registerEntry } from '../register/register';
import { type RegisterEntry } from '../analysis/register-entry-schema';
import { round } from '../round';
import type { AggregatedData, ReportedFact, ReportFacility } from './types';

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

/** A plant with its register entry and its GHG figures converted with the report's GWP set (unrounded). */
export interface PlantGhg {
  plant: PlantInventory;
  entry: RegisterEntry;
  ghg: GhgBreakdown;
}

/** What every part of the report reads: the period, the plants and the settled figures. */
export interface ReportContext {
  period: ReportingPeriod;
  /** "from 2025-01-01 to 2025-01-02". */
  span: string;
  gwpSet: GwpSetName;
  generatedAt: string;
  /** EUR per tonne of CO2: the EUA price of the user's settings. */
  carbonPrice: number;
  plants: PlantGhg[];
  /** Hourly rows behind the figures. */
  rows: number;
  facilities: ReportFacility[];
  aggregated: AggregatedData;
}

/** The register's facts a facility prints, each with the flag that says it is assumed. */
function assumedFacts(entry: RegisterEntry): ReportedFact[] {
  const facts: [ReportedFact, boolean][] = [
    ['country', entry.assumed.country],
    ['sector', entry.assumed.sector],
    ['renewable share', entry.assumed.renewable_share],
  ];
  return facts.filter(([, assumed]) => assumed).map(([fact]) => fact);
}

/** data §3: one report facility per plant, its identity from the register (tCO2e, percent). */
function reportFacility({ plant, entry, ghg }: PlantGhg): ReportFacility {
  return {
    id: plant.plant_id,
    name: plant.plant_name,
    location: entry.country,
    sector: entry.sector,
    renewableShare: percent(entry.renewable_share),
    assumedFacts: assumedFacts(entry),
    totalEmissions: tonnes(ghg.totalCO2e),
    co2eBasis: co2eBasisText(ghgReportingOf(plant)),
  };
}

function aggregatedData(plants: readonly PlantGhg[], gwpSet: GwpSetName): AggregatedData {
  const sum = (f: (p: PlantGhg) => number) => plants.reduce((s, p) => s + f(p), 0);
  const fuel = sum((p) => p.plant.fuelMWh);
  const gwp = GWP_SETS[gwpSet];
  const reporting = plantsGhgReporting(plants.map((p) => p.plant));
  const ch4 = (v: number) => reportedOrNull(reporting.ch4, tonnes(v));
  const n2o = (v: number) => reportedOrNull(reporting.n2o, tonnes(v));
  return {
    gwpSet,
    gwpCH4: gwp.CH4,
    gwpN2O: gwp.N2O,
    totalCO2Emissions: tonnes(sum((p) => p.ghg.co2)),
    // The reported kg and, for the hours that lack a gas, its estimate from the fuel (issue 38).
    totalCH4Emissions: ch4(
      sum((p) => p.plant.ch4Kg + estimatedKg(p.plant.gasEstimates.ch4)) / KG_PER_TONNE,
    ),
    totalN2OEmissions: n2o(
      sum((p) => p.plant.n2oKg + estimatedKg(p.plant.gasEstimates.n2o)) / KG_PER_TONNE,
    ),
    totalCH4CO2e: ch4(sum((p) => p.ghg.ch4CO2e)),
    totalN2OCO2e: n2o(sum((p) => p.ghg.n2oCO2e)),
    totalGHGEmissions: tonnes(sum((p) => p.ghg.totalCO2e)),
    co2Basis: estimatedLabel(reporting, 'co2'),
    ch4Basis: estimatedLabel(reporting, 'ch4'),
    n2oBasis: estimatedLabel(reporting, 'n2o'),
    co2eBasis: co2eBasisText(reporting),
    energyConsumption: mwh(fuel),
    electricityOutput: mwh(sum((p) => p.plant.electricityMWh)),
    heatOutput: mwh(sum((p) => p.plant.heatMWh)),
    renewableEnergyShare: percent(
      weightedRenewableShare(
        plants.map((p) => ({
          renewableShare: p.entry.renewable_share,
          energyMWh: p.plant.fuelMWh,
        })),
      ),
    ),
  };
}

/**
 * The figures of the report. CH4 and N2O are converted here with `gwpSet` from the plants' kg,
 * so the labelled GWP set is the one used even if the inventory was built with another. A plant
 * without a register entry is read with its defaults.
 */
export function reportContext(
  inventory: readonly PlantInventory[],
  register: readonly RegisterEntry[],
  period: ReportingPeriod,
  gwpSet: GwpSetName,
  generatedAt: string,
  carbonPrice: number,
): ReportContext {
  const entries = new Map(register.map((e) => [e.plant_id, e]));
  const plants = inventory.map((plant) => ({
    plant,
    entry: entries.get(plant.plant_id) ?? registerEntry(plant),
    ghg: ghgBreakdown(plant, gwpSet),
  }));
  return contextOf(plants, period, gwpSet, generatedAt, carbonPrice);
}

/** The context of some of the report's plants (the SEC part's, for example). */
export function contextOf(
  plants: PlantGhg[],
  period: ReportingPeriod,
  gwpSet: GwpSetName,
  generatedAt: string,
  carbonPrice: number,
): ReportContext {
  return {
    period,
    span: `from ${period.startDate} to ${period.endDate}`,
    gwpSet,
    generatedAt,
    carbonPrice,
    plants,
    rows: plants.reduce((s, p) => s + p.plant.rows, 0),
    facilities: plants.map(reportFacility),
    aggregated: aggregatedData(plants, gwpSet),
  };
}
