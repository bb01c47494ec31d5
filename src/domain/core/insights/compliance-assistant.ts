// The "AI Compliance Assistant" (data §2): numbered recommendation lists per framework, from the data
// and the regulatory facts of docs/design.md "Domain facts".
import {
  CSRD_DEADLINE,
  DATA_ACT_APPLIES_FROM,
  DATA_PORTABILITY_RESPONSE_DAYS,
  DATA_RETENTION_YEARS,
  DEFAULT_GWP_SET,
  ESRS_STANDARDS,
  ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T,
  ETS_REPORT_DEADLINE,
  ETS_SURRENDER_DEADLINE,
  GWP_SETS,
  PERMIT_DEFAULT_BUFFER_MONTHS,
  type GwpSetName,
  type Jurisdiction,
} from '../constants';
import { gasSums, ghgBreakdown } from '../analysis/ghg';
import {
  allowancesText,
  deadlinesText,
  etsCo2Figure,
  etsCo2Text,
  etsSummaryParts,
  penaltyText,
} from '../ets/ets-words';
import type { EtsYear } from '../ets/ets-year';
import { count, names, num, pct } from '../format';
import { MSG_SEC_RULE_STATUS } from '../messages';
import type { InsightInput } from './input';
import { periodText } from './rules';
import { citation } from '../sources/sources';

/** The inventory totals the lists cite, over all plants of the file. */
interface Figures {
  period: string;
  /** The last calendar year of the data. */
  year: number | null;
  plants: number;
  rows: number;
  co2: number;
  ch4CO2e: number;
  n2oCO2e: number;
  scope1: number;
  fuel: number;
  electricity: number;
  heat: number;
  /** Percent, weighted by fuel input. */
  renewableShare: number;
  /** The GWP set the inventory was converted with; null when the input does not say. */
  gwpSet: GwpSetName | null;
  /** Scope 1 (tCO2e) with AR6 GWPs, for the comparison. */
  scope1Ar6: number;
}

function figures(input: InsightInput): Figures {
  const sum = (f: (p: InsightInput['inventory'][number]) => number) =>
    input.inventory.reduce((s, p) => s + f(p), 0);
  const fuel = sum((p) => p.fuelMWh);
  return {
    period: periodText(input.period),
    year: input.period?.year ?? null,
    plants: input.plants.length,
    rows: sum((p) => p.rows),
    co2: sum((p) => p.co2Tonnes),
    ch4CO2e: sum((p) => p.ch4CO2e),
    n2oCO2e: sum((p) => p.n2oCO2e),
    scope1: sum((p) => p.totalCO2e),
    fuel,
    electricity: sum((p) => p.electricityMWh),
    heat: sum((p) => p.heatMWh),
    renewableShare: fuel > 0 ? sum((p) => p.renewableShare * p.fuelMWh) / fuel : 0,
    gwpSet: 'error' in input.sec ? null : input.sec.gwpSet,
    scope1Ar6: ghgBreakdown(gasSums(input.inventory), 'AR6').totalCO2e,
  };
}

function gwpText(set: GwpSetName): string {
  const g = GWP_SETS[set];
  return `${set} GWPs of ${g.CH4} for CH4 and ${g.N2O} for N2O`;
}

// ---- EU ----

function noData(frameworks: string): string {
  return `No plant data loaded (0 plants): upload a CSV in Settings > Data Source to get figures for ${frameworks}.`;
}

/** data §9, docs/design.md: the ETS covers CO2 only for combustion; one allowance is 1 tCO2. */
function etsScope(f: Figures, ets: EtsYear): string {
  return (
    `EU ETS: for fuel combustion only CO2 counts against allowances (one allowance = 1 tCO2): ` +
    `${etsCo2Text(ets)} in ${ets.year}. CH4 (${num(f.ch4CO2e, 1)} tCO2e) and N2O (${num(f.n2oCO2e, 1)} tCO2e) ` +
    `${f.period} stay in the GHG inventory, not in the ETS account.`
  );
}

function etsDeadlines(ets: EtsYear | null): string {
  const rule = `EU ETS deadlines: report verified emissions by ${ETS_REPORT_DEADLINE} and surrender allowances by ${ETS_SURRENDER_DEADLINE} of the following year`;
  if (!ets) {
    return `${rule}; each tonne not covered costs the excess emissions penalty (${ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T} EUR in ${citation('etsPenalty')}, indexed to inflation).`;
  }
  return `${rule}: for ${ets.year}, ${deadlinesText(ets)}.`;
}

/**
 * The year's verdict with its figures, then the allowances against the CO2: its deadlines and the
 * CO2's basis are items of their own, so this one stays short.
 */
function etsPermits(input: InsightInput): string {
  const ets = input.ets;
  const summary =
    `${etsSummaryParts(ets, input.permits).verdict} ` +
    `Allowances: ${allowancesText(ets)} against ${etsCo2Figure(ets).value}.`;
  if (!input.permits) {
    return `${summary} Record the ${input.ets.year} allowances in Account Settings > EU Permits, as permits or in EUAs.`;
  }
  const r = input.permits.result;
  if (!r.valid) return `${summary} The runway cannot be calculated: ${r.error}`;
  if (!input.permits.isCurrentYear) return summary;
  const buffer = input.permits.input.target_buffer_months ?? PERMIT_DEFAULT_BUFFER_MONTHS;
  const unit = input.ets.allowance_basis === 'euas' ? 'EUA' : 'permit';
  return `${summary} ${count(r.needed_permits_for_buffer, unit)} needed for a ${buffer}-month buffer.`;
}

function etsPenalty(ets: EtsYear): string {
  return `EU ETS penalty: each tonne not covered by a surrendered allowance costs ${num(ets.penalty_eur_per_t, 2)} EUR (your setting: ${ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T} EUR in ${citation('etsPenalty')}, indexed to inflation) and must still be surrendered; ${ets.year}: ${penaltyText(ets)}.`;
}

function csrd(f: Figures | null): string {
  const deadline =
    `the deadline used here is ${CSRD_DEADLINE}; the 2025 stop-the-clock directive (${citation('csrdStopTheClock')}) delays the second and ` +
    `third waves by two years, so confirm when your company first reports`;
  const standards = `ESRS ${ESRS_STANDARDS.join(', ')}`;
  if (!f) return `CSRD (${standards}): ${deadline}.`;
  const gases = f.gwpSet ? ` with ${gwpText(f.gwpSet)}` : '';
  return (
    `CSRD/ESRS E1: disclose gross scope 1 of ${num(f.scope1)} tCO2e ${f.period} (CO2 ${num(f.co2)} t, ` +
    `CH4 ${num(f.ch4CO2e, 1)} and N2O ${num(f.n2oCO2e, 1)} tCO2e${gases}); ${standards} apply, and ${deadline}.`
  );
}

function esrsEnergy(f: Figures): string {
  return (
    `ESRS E1 energy: fuel input ${num(f.fuel)} MWh for ${num(f.electricity)} MWh of electricity and ` +
    `${num(f.heat)} MWh of heat; renewable share ${pct(f.renewableShare)} weighted by fuel input ` +
    `(defaults by plant name and fuel unless set per plant).`
  );
}

function dataAct(f: Figures | null): string {
  const rule = `EU Data Act (applies from ${DATA_ACT_APPLIES_FROM}): answer data-portability requests within ${DATA_PORTABILITY_RESPONSE_DAYS} days`;
  if (!f) return `${rule}.`;
  return (
    `${rule}, covering the ${num(f.rows)} rows of ${f.plants} plants ${f.period} (export as JSON, CSV or XML); ` +
    `keep the data ${DATA_RETENTION_YEARS} years.`
  );
}

// ---- US ----

function secFacilities(f: Figures, input: InsightInput): string {
  const sec = input.sec;
  if ('error' in sec) return `SEC extract unavailable: ${sec.error}`;
  const n = sec.facilities.length;
  if (n === 0) {
    return `SEC extract: the plant register marks none of the ${f.plants} plants as reporting under the SEC rule, so there is nothing to disclose.`;
  }
  const s = sec.summary;
  const assumed =
    s.facilitiesAssumed === 0
      ? 'as declared in the plant register'
      : `${s.facilitiesAssumed} of them assumed by default: confirm them in the plant register`;
  return (
    `SEC extract: ${n} of ${count(f.plants, 'plant')} reporting under the rule (${names(sec.facilities.map((x) => x.facility))}; ${assumed}), ` +
    `${num(s.totalGHGEmissions, 1)} tCO2e and ${num(s.totalEnergyConsumption)} MWh of energy ${f.period}.`
  );
}

function secPerFacility(input: InsightInput): string | null {
  if ('error' in input.sec || input.sec.facilities.length === 0) return null;
  const list = input.sec.facilities.map((x) => `${x.facility} ${num(x.emissionsCO2e, 1)} tCO2e`);
  return `Per facility: ${names(list)}; renewable share of the extract ${pct(input.sec.summary.weightedRenewableShare)} weighted by energy.`;
}

function ghgProtocol(f: Figures | null): string {
  if (!f) {
    const d = GWP_SETS[DEFAULT_GWP_SET];
    return `GHG Protocol scope 1: CH4 and N2O are converted with ${gwpText(DEFAULT_GWP_SET)} by default; the GHG Protocol now uses AR6 (fossil CH4 ${GWP_SETS.AR6.CH4} instead of ${d.CH4}, N2O ${GWP_SETS.AR6.N2O} instead of ${d.N2O}).`;
  }
  const used = f.gwpSet ? ` with ${gwpText(f.gwpSet)}` : '';
  const ar6 =
    f.gwpSet === 'AR6'
      ? ''
      : `; the GHG Protocol now uses AR6 (fossil CH4 ${GWP_SETS.AR6.CH4}, N2O ${GWP_SETS.AR6.N2O}), which gives ${num(f.scope1Ar6)} tCO2e`;
  return `GHG Protocol scope 1: ${num(f.scope1)} tCO2e ${f.period} for all ${f.plants} plants${used}${ar6}. State the GWP set in the disclosure.`;
}

function intensity(f: Figures): string | null {
  if (f.electricity <= 0) return null;
  return `Disclose intensity: ${num(f.scope1)} tCO2e over ${num(f.electricity)} MWh of electricity is ${num(f.scope1 / f.electricity, 3)} tCO2e/MWh.`;
}

function assurance(f: Figures): string {
  return `Keep the calculation basis for assurance: ${num(f.rows)} rows of ${f.plants} plants ${f.period}, each figure traceable to the uploaded file.`;
}

// ---- Combined ----

function oneInventory(f: Figures): string {
  return (
    `One inventory for every framework: scope 1 is ${num(f.scope1)} tCO2e ${f.period} for CSRD/ESRS E1 and the ` +
    `SEC extract alike, while the EU ETS counts only the ${num(f.co2)} tCO2 of CO2.`
  );
}

function list(items: readonly (string | null)[]): string[] {
  return [...new Set(items.filter((i): i is string => i !== null))];
}

/** Recommendation lists (4 to 8 items) for EU, US and both, each item citing the data's figures. */
export function complianceAssistant(input: InsightInput): Record<Jurisdiction, string[]> {
  if (input.plants.length === 0) {
    return {
      EU: list([
        noData('the EU ETS, CSRD and the EU Data Act'),
        etsDeadlines(null),
        csrd(null),
        dataAct(null),
      ]),
      US: list([
        noData('the SEC extract and the GHG Protocol inventory'),
        MSG_SEC_RULE_STATUS,
        ghgProtocol(null),
        'SEC extract: the plants the plant register marks as reporting under the SEC rule (by default plants 1 and 2, assumed until confirmed).',
      ]),
      COMBINED: list([
        noData('the EU and US frameworks'),
        etsDeadlines(null),
        csrd(null),
        MSG_SEC_RULE_STATUS,
        dataAct(null),
      ]),
    };
  }
  const f = figures(input);
  return {
    EU: list([
      etsScope(f, input.ets),
      etsDeadlines(input.ets),
      etsPermits(input),
      etsPenalty(input.ets),
      csrd(f),
      esrsEnergy(f),
      dataAct(f),
    ]),
    US: list([
      MSG_SEC_RULE_STATUS,
      secFacilities(f, input),
      secPerFacility(input),
      ghgProtocol(f),
      intensity(f),
      assurance(f),
    ]),
    COMBINED: list([
      oneInventory(f),
      etsDeadlines(input.ets),
      etsPermits(input),
      csrd(f),
      MSG_SEC_RULE_STATUS,
      secFacilities(f, input),
      ghgProtocol(f),
      dataAct(f),
    ]),
  };
}
