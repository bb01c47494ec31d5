import {
  SEC_ALLOWANCE_FACTOR,
  SEC_INTENSITY_HIGH_ABOVE,
  SEC_INTENSITY_MEDIUM_ABOVE,
  SEC_SURPLUS_BELOW_RATIO,
  type GwpSetName,
} from '../constants';
import { MSG_SEC_NO_DATA } from '../messages';
import { round } from '../round';
import { weightedRenewableShare, type PlantInventory } from './inventory';
import type {
  ReportingPeriod,
  SecComplianceStatus,
  SecFacility,
  SecReport,
  SecSummary,
} from './types';

// Decimals a product is settled to before a ceiling or a comparison, so that float noise such as
// 100 x 1.1 = 110.00000000000001 does not add an allowance.
const SETTLE_DECIMALS = 6;

/** Whether a plant belongs in the SEC extract: plant_id 1 or 2, or located in the US. */
export function isSecEligible(p: Pick<PlantInventory, 'plant_id' | 'location'>): boolean {
  // data §5: plant 1, or located in the US, or non-US with plant_id 1 or 2.
  return p.plant_id === 1 || p.plant_id === 2 || p.location === 'US';
}

/** Allowances allocated for an emission total in tCO2e: emissions x 1.1 rounded up (data §9). */
export function secAllowancesAllocated(emissionsCO2e: number): number {
  return Math.ceil(round(emissionsCO2e * SEC_ALLOWANCE_FACTOR, SETTLE_DECIMALS));
}

/** Allowances used for an emission total in tCO2e: emissions rounded (data §9). */
export function secAllowancesUsed(emissionsCO2e: number): number {
  return Math.round(emissionsCO2e);
}

/** A facility's SEC status from its used and allocated allowances (data §4). */
export function secStatus(used: number, allocated: number): SecComplianceStatus {
  if (used < round(SEC_SURPLUS_BELOW_RATIO * allocated, SETTLE_DECIMALS)) return 'Surplus';
  if (used <= allocated) return 'Compliant';
  return 'Shortfall';
}

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
  const share = (v: number) => `${figure.format((v / p.totalCO2e) * 100)}%`;
  return (
    `Of this, CO2 is ${share(p.co2Tonnes)}, CH4 ${share(p.ch4CO2e)} and N2O ${share(p.n2oCO2e)}` +
    ` (CH4 and N2O as CO2e with ${gwpSet} GWPs).`
  );
}

/** The facility's disclosure note: tCO2e and its intensity band, the gas split and the renewable share. */
function secNote(p: PlantInventory, period: ReportingPeriod, gwpSet: GwpSetName): string {
  // The band is read from the figure as printed (1 decimal), so the sentence never says
  // "2,000 tCO2e: above 2,000" because of float noise in the sum.
  const shown = round(p.totalCO2e, 1);
  return [
    `${p.plant_name} emitted ${figure.format(shown)} tCO2e from ${period.startDate} to ${period.endDate}: ${intensityBand(shown)}.`,
    gasSplit(p, gwpSet),
    `Renewable share: ${figure.format(p.renewableShare)}%.`,
  ].join(' ');
}

function secFacility(p: PlantInventory, period: ReportingPeriod, gwpSet: GwpSetName): SecFacility {
  const allowancesAllocated = secAllowancesAllocated(p.totalCO2e);
  const allowancesUsed = secAllowancesUsed(p.totalCO2e);
  return {
    plant_id: p.plant_id,
    facility: p.plant_name,
    location: p.location,
    sector: p.sector,
    emissionsCO2e: p.totalCO2e,
    emissionsCO2: p.co2Tonnes,
    emissionsCH4: p.ch4CO2e,
    emissionsN2O: p.n2oCO2e,
    // The energy a facility consumes is its fuel input (fuel_consumption_MWh), not its output;
    // the summary's totalEnergyConsumption sums this figure.
    energyMWh: p.fuelMWh,
    renewableShare: p.renewableShare,
    allowancesAllocated,
    allowancesUsed,
    complianceStatus: secStatus(allowancesUsed, allowancesAllocated),
    secNote: secNote(p, period, gwpSet),
  };
}

function secSummary(facilities: readonly SecFacility[]): SecSummary {
  let totalGHGEmissions = 0;
  let totalEnergyConsumption = 0;
  let totalAllowancesAllocated = 0;
  let totalAllowancesUsed = 0;
  let compliantFacilities = 0;
  for (const f of facilities) {
    totalGHGEmissions += f.emissionsCO2e;
    totalEnergyConsumption += f.energyMWh;
    totalAllowancesAllocated += f.allowancesAllocated;
    totalAllowancesUsed += f.allowancesUsed;
    // data §4: only Compliant counts as compliant; Surplus and Shortfall are non-compliant.
    if (f.complianceStatus === 'Compliant') compliantFacilities += 1;
  }
  const nonCompliantFacilities = facilities.length - compliantFacilities;
  return {
    totalGHGEmissions,
    totalEnergyConsumption,
    weightedRenewableShare: weightedRenewableShare(facilities),
    totalAllowancesAllocated,
    totalAllowancesUsed,
    // data §4: with no facilities the overall status is Compliant.
    overallComplianceStatus: nonCompliantFacilities === 0 ? 'Compliant' : 'Non-Compliant',
    facilitiesCount: facilities.length,
    compliantFacilities,
    nonCompliantFacilities,
  };
}

/**
 * The US SEC climate-disclosure extract of the eligible plants (tCO2e with the given GWP set, MWh,
 * percent). Throws MSG_SEC_NO_DATA when there are no rows (data §5).
 */
export function secReport(
  inventory: readonly PlantInventory[],
  period: ReportingPeriod | null,
  generatedAt: string,
  gwpSet: GwpSetName,
): SecReport {
  if (period === null || !inventory.some((p) => p.rows > 0)) throw new Error(MSG_SEC_NO_DATA);
  const facilities = inventory.filter(isSecEligible).map((p) => secFacility(p, period, gwpSet));
  return {
    facilities,
    summary: secSummary(facilities),
    reportingPeriod: {
      startDate: period.startDate,
      endDate: period.endDate,
      year: Number(period.endDate.slice(0, 4)),
    },
    generatedAt,
    gwpSet,
  };
}
