// The US SEC climate-disclosure extract (data §2, §3, §9; issue 11): the plants the register marks as
// reporting under the rule, in the rule's structure. The rule is a disclosure, not an allowance system.
import { co2WithEstimate } from './ghg';
import {
  SEC_INTENSITY_HIGH_ABOVE,
  SEC_INTENSITY_MEDIUM_ABOVE,
  type GwpSetName,
} from '../constants';
import { MSG_SEC_NO_DATA } from '../messages';
import type { RegisterEntry } from './register-entry-schema';
import { round } from '../round';
import { weightedRenewableShare, type PlantInventory } from './inventory';
import {
  co2eBasisText,
  ghgReportingOf,
  NOT_REPORTED,
  plantsGhgReporting,
  reportedOrNull,
} from './ghg-reporting';
import type { ReportingPeriod, SecFacility, SecReport, SecSummary } from './types';

// Figures in the note: thousands separators, at most 1 decimal.
const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** data §9: the disclosure note's intensity band (tCO2e) and the threshold that placed it there. */
function intensityBand(co2e: number): string {
  if (co2e > SEC_INTENSITY_HIGH_ABOVE)
    return `high emission intensity (above ${figure.format(SEC_INTENSITY_HIGH_ABOVE)} tCO2e)`;
  if (co2e > SEC_INTENSITY_MEDIUM_ABOVE)
    return `medium emission intensity (above ${figure.format(SEC_INTENSITY_MEDIUM_ABOVE)} and up to ${figure.format(SEC_INTENSITY_HIGH_ABOVE)} tCO2e)`;
  return `low emission intensity (up to ${figure.format(SEC_INTENSITY_MEDIUM_ABOVE)} tCO2e)`;
}

function gasSplit(p: PlantInventory, gwpSet: GwpSetName): string {
  if (p.totalCO2e === 0) return 'No greenhouse-gas emissions were recorded.';
  const reporting = ghgReportingOf(p);
  const share = (v: number | null) =>
    v === null ? NOT_REPORTED : `${figure.format((v / p.totalCO2e) * 100)}%`;
  const ch4 = reportedOrNull(reporting.ch4, p.ch4CO2e);
  const n2o = reportedOrNull(reporting.n2o, p.n2oCO2e);
  const basis = co2eBasisText(reporting);
  return (
    `Of this, CO2 is ${share(co2WithEstimate(p))}, CH4 ${share(ch4)} and N2O ${share(n2o)}` +
    ` (CH4 and N2O as CO2e with ${gwpSet} GWPs).` +
    (basis ? ` ${basis}.` : '')
  );
}

/** The facility's disclosure note: tCO2e and its intensity band, the gas split and the renewable share. */
function secNote(
  p: PlantInventory,
  renewableShare: number,
  period: ReportingPeriod,
  gwpSet: GwpSetName,
): string {
  // The band is read from the figure as printed (1 decimal), so the sentence never says
  // "2,000 tCO2e: above 2,000" because of float noise in the sum.
  const shown = round(p.totalCO2e, 1);
  return [
    `${p.plant_name} emitted ${figure.format(shown)} tCO2e from ${period.startDate} to ${period.endDate}: ${intensityBand(shown)}.`,
    gasSplit(p, gwpSet),
    `Renewable share: ${figure.format(renewableShare)}%.`,
  ].join(' ');
}

/** A facility of the extract: its figures from the data, its identity from its register entry. */
function secFacility(
  p: PlantInventory,
  entry: RegisterEntry,
  period: ReportingPeriod,
  gwpSet: GwpSetName,
): SecFacility {
  const reporting = ghgReportingOf(p);
  return {
    plant_id: p.plant_id,
    facility: p.plant_name,
    location: entry.country,
    sector: entry.sector,
    emissionsCO2e: p.totalCO2e,
    emissionsCO2: co2WithEstimate(p),
    emissionsCH4: reportedOrNull(reporting.ch4, p.ch4CO2e),
    emissionsN2O: reportedOrNull(reporting.n2o, p.n2oCO2e),
    ghgReporting: reporting,
    // The energy a facility consumes is its fuel input (fuel_consumption_MWh), not its output;
    // the summary's totalEnergyConsumption sums this figure.
    energyMWh: p.fuelMWh,
    renewableShare: entry.renewable_share,
    secNote: secNote(p, entry.renewable_share, period, gwpSet),
    assumed: {
      location: entry.assumed.country,
      sector: entry.assumed.sector,
      renewableShare: entry.assumed.renewable_share,
      secReporting: entry.assumed.sec_reporting,
    },
  };
}

function secSummary(
  facilities: readonly SecFacility[],
  plants: readonly PlantInventory[],
): SecSummary {
  return {
    totalGHGEmissions: facilities.reduce((s, f) => s + f.emissionsCO2e, 0),
    totalEnergyConsumption: facilities.reduce((s, f) => s + f.energyMWh, 0),
    weightedRenewableShare: weightedRenewableShare(facilities),
    facilitiesCount: facilities.length,
    facilitiesAssumed: facilities.filter((f) => f.assumed.secReporting).length,
    ghgReporting: plantsGhgReporting(plants),
  };
}

/**
 * The voluntary US SEC climate-disclosure extract (tCO2e with the given GWP set, MWh, percent) of the
 * plants whose register entry reports under the SEC rule; a disclosure, so no allowances and no
 * verdict. Throws MSG_SEC_NO_DATA when there are no rows (data §5).
 */
export function secReport(
  inventory: readonly PlantInventory[],
  register: readonly RegisterEntry[],
  period: ReportingPeriod | null,
  generatedAt: string,
  gwpSet: GwpSetName,
): SecReport {
  if (period === null || !inventory.some((p) => p.rows > 0)) throw new Error(MSG_SEC_NO_DATA);
  const entries = new Map(register.map((e) => [e.plant_id, e]));
  const reporting = inventory.filter((p) => entries.get(p.plant_id)?.sec_reporting);
  const facilities = reporting.map((p) => secFacility(p, entries.get(p.plant_id)!, period, gwpSet));
  return {
    facilities,
    summary: secSummary(facilities, reporting),
    reportingPeriod: {
      startDate: period.startDate,
      endDate: period.endDate,
      year: Number(period.endDate.slice(0, 4)),
    },
    generatedAt,
    gwpSet,
  };
}
