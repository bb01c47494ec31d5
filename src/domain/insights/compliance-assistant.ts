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
import { co2WithEstimate, gasSums, ghgBreakdown, gwpText } from '../analysis/ghg';
import { co2eBasisText, plantsGhgReporting } from '../analysis/ghg-reporting';
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
import { MSG_SEC_RULE_STATUS, MSG_SEC_RULE_STAYED } from '../messages';
import type { InsightInput } from './input';
import { periodText } from './rules';
import { citation } from '../sources/sources';
import type { AssistantItem } from '../analysis/types';

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
  /** What the CO2e lacks or holds estimated from the fuel (issue 38), as a sentence; none: []. */
  co2eBasis: string[];
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
    co2: sum(co2WithEstimate),
    ch4CO2e: sum((p) => p.ch4CO2e),
    n2oCO2e: sum((p) => p.n2oCO2e),
    scope1: sum((p) => p.totalCO2e),
    fuel,
    electricity: sum((p) => p.electricityMWh),
    heat: sum((p) => p.heatMWh),
    renewableShare: fuel > 0 ? sum((p) => p.renewableShare * p.fuelMWh) / fuel : 0,
    gwpSet: 'error' in input.sec ? null : input.sec.gwpSet,
    scope1Ar6: ghgBreakdown(gasSums(input.inventory), 'AR6').totalCO2e,
    co2eBasis: sentence(co2eBasisText(plantsGhgReporting(input.inventory))),
  };
}

// ---- EU ----

/** An item of the list: its figure first, then the sentences it rests on. */
const item = (text: string, ...basis: string[]): AssistantItem => ({ text, basis });

/** A text as a sentence of a basis, none when null. */
const sentence = (text: string | null): string[] => (text ? [`${text}.`] : []);

function noData(frameworks: string): AssistantItem {
  return item(
    `No plant data loaded (0 plants): upload a CSV in Settings > Data Source to get figures for ${frameworks}.`,
  );
}

/** data §9, docs/design.md: the ETS covers CO2 only for combustion; one allowance is 1 tCO2. */
function etsScope(f: Figures, ets: EtsYear): AssistantItem {
  return item(
    `EU ETS CO2: ${etsCo2Text(ets)} in ${ets.year}.`,
    'For fuel combustion only CO2 counts against allowances (one allowance = 1 tCO2).',
    `CH4 (${num(f.ch4CO2e, 1)} tCO2e) and N2O (${num(f.n2oCO2e, 1)} tCO2e) ${f.period} stay in the GHG inventory, not in the ETS account.`,
  );
}

function etsDeadlines(ets: EtsYear | null): AssistantItem {
  const rule = `EU ETS deadlines: report verified emissions by ${ETS_REPORT_DEADLINE} and surrender allowances by ${ETS_SURRENDER_DEADLINE} of the following year.`;
  if (!ets) {
    return item(
      rule,
      `Each tonne not covered costs the excess emissions penalty (${ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T} EUR in ${citation('etsPenalty')}, indexed to inflation).`,
    );
  }
  return item(`EU ETS deadlines for ${ets.year}: ${deadlinesText(ets)}.`, rule);
}

/** The year's verdict with its figures first; the allowances against the CO2 are its basis. */
function etsPermits(input: InsightInput): AssistantItem {
  const ets = input.ets;
  const verdict = etsSummaryParts(ets, input.permits).verdict;
  const allowances = `Allowances: ${allowancesText(ets)} against ${etsCo2Figure(ets).value}.`;
  if (!input.permits) {
    return item(
      `${verdict} Record the ${ets.year} allowances in Account Settings > EU Permits, as permits or in EUAs.`,
      allowances,
    );
  }
  const r = input.permits.result;
  if (!r.valid) return item(`${verdict} The runway cannot be calculated: ${r.error}`, allowances);
  if (!input.permits.isCurrentYear) return item(verdict, allowances);
  const buffer = input.permits.input.target_buffer_months ?? PERMIT_DEFAULT_BUFFER_MONTHS;
  const unit = ets.allowance_basis === 'euas' ? 'EUA' : 'permit';
  const need =
    r.needed_permits_for_buffer > 0
      ? `${count(r.needed_permits_for_buffer, unit)} needed for a ${buffer}-month buffer.`
      : `No more ${unit}s needed for a ${buffer}-month buffer, reached in ${num(r.months_to_buffer, 1)} months.`;
  return item(`${verdict} ${need}`, allowances);
}

function etsPenalty(ets: EtsYear): AssistantItem {
  return item(
    `EU ETS penalty ${ets.year}: ${penaltyText(ets)}.`,
    `Each tonne not covered by a surrendered allowance costs ${num(ets.penalty_eur_per_t, 2)} EUR (your setting: ${ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T} EUR in ${citation('etsPenalty')}, indexed to inflation) and must still be surrendered.`,
  );
}

function csrd(f: Figures | null): AssistantItem {
  const standards = `ESRS ${ESRS_STANDARDS.join(', ')}`;
  const deadline =
    `The deadline used here is ${CSRD_DEADLINE}; the 2025 stop-the-clock directive (${citation('csrdStopTheClock')}) delays the second and ` +
    `third waves by two years, so confirm when your company first reports.`;
  if (!f) return item(`CSRD (${standards}): reporting deadline used ${CSRD_DEADLINE}.`, deadline);
  const gases = f.gwpSet ? ` with ${gwpText(f.gwpSet)}` : '';
  return item(
    `CSRD/ESRS E1: disclose gross scope 1 of ${num(f.scope1)} tCO2e ${f.period}.`,
    `CO2 ${num(f.co2)} t, CH4 ${num(f.ch4CO2e, 1)} and N2O ${num(f.n2oCO2e, 1)} tCO2e${gases}.`,
    ...f.co2eBasis,
    `${standards} apply.`,
    deadline,
  );
}

function esrsEnergy(f: Figures): AssistantItem {
  return item(
    `ESRS E1 energy: fuel input ${num(f.fuel)} MWh for ${num(f.electricity)} MWh of electricity and ` +
      `${num(f.heat)} MWh of heat; renewable share ${pct(f.renewableShare)}.`,
    'The renewable share is weighted by fuel input, with defaults by plant name and fuel unless set per plant.',
  );
}

function dataAct(f: Figures | null): AssistantItem {
  const rule = `The EU Data Act applies from ${DATA_ACT_APPLIES_FROM}.`;
  const answer = `EU Data Act: answer data-portability requests within ${DATA_PORTABILITY_RESPONSE_DAYS} days`;
  if (!f) return item(`${answer}.`, rule);
  return item(
    `${answer}, covering the ${num(f.rows)} rows of ${f.plants} plants ${f.period}.`,
    rule,
    'Exports are in JSON, CSV or XML.',
    `Keep the data ${DATA_RETENTION_YEARS} years.`,
  );
}

// ---- US ----

/** The stayed rule in a line; its dates and documents are the basis. */
const secRule = item(`SEC climate-disclosure rule: ${MSG_SEC_RULE_STAYED}.`, MSG_SEC_RULE_STATUS);

function secFacilities(f: Figures, input: InsightInput): AssistantItem {
  const sec = input.sec;
  if ('error' in sec) return item(`SEC extract unavailable: ${sec.error}`);
  const n = sec.facilities.length;
  if (n === 0) {
    return item(
      `SEC extract: none of the ${f.plants} plants reporting under the SEC rule, so there is nothing to disclose.`,
      'The extract lists the plants the plant register marks as reporting under the SEC rule.',
    );
  }
  const s = sec.summary;
  const assumed =
    s.facilitiesAssumed === 0
      ? ''
      : `; ${s.facilitiesAssumed} of them assumed by default: confirm them in the plant register`;
  return item(
    `SEC extract: ${num(s.totalGHGEmissions, 1)} tCO2e and ${num(s.totalEnergyConsumption)} MWh of energy ${f.period}, ` +
      `${n} of ${count(f.plants, 'plant')} reporting under the rule${assumed}.`,
    `Plants reporting under the rule: ${names(sec.facilities.map((x) => x.facility))}.`,
  );
}

function secPerFacility(input: InsightInput): AssistantItem | null {
  if ('error' in input.sec || input.sec.facilities.length === 0) return null;
  const list = input.sec.facilities.map((x) => `${x.facility} ${num(x.emissionsCO2e, 1)} tCO2e`);
  return item(
    `Per facility: ${names(list)}; renewable share of the extract ${pct(input.sec.summary.weightedRenewableShare)}.`,
    'The renewable share is weighted by energy.',
  );
}

function ghgProtocol(f: Figures | null): AssistantItem {
  if (!f) {
    const d = GWP_SETS[DEFAULT_GWP_SET];
    return item(
      `GHG Protocol scope 1: CH4 and N2O are converted with ${gwpText(DEFAULT_GWP_SET)} by default.`,
      `The GHG Protocol now uses AR6 (fossil CH4 ${GWP_SETS.AR6.CH4} instead of ${d.CH4}, N2O ${GWP_SETS.AR6.N2O} instead of ${d.N2O}).`,
    );
  }
  const basis = [...f.co2eBasis];
  if (f.gwpSet) basis.push(`Converted with ${gwpText(f.gwpSet)}.`);
  if (f.gwpSet !== 'AR6') {
    basis.push(
      `The GHG Protocol now uses AR6 (fossil CH4 ${GWP_SETS.AR6.CH4}, N2O ${GWP_SETS.AR6.N2O}), which gives ${num(f.scope1Ar6)} tCO2e.`,
    );
  }
  return item(
    `GHG Protocol scope 1: ${num(f.scope1)} tCO2e ${f.period} for all ${f.plants} plants. State the GWP set in the disclosure.`,
    ...basis,
  );
}

function intensity(f: Figures): AssistantItem | null {
  if (f.electricity <= 0) return null;
  return item(
    `Disclose intensity: ${num(f.scope1 / f.electricity, 3)} tCO2e/MWh.`,
    `${num(f.scope1)} tCO2e over ${num(f.electricity)} MWh of electricity.`,
  );
}

function assurance(f: Figures): AssistantItem {
  return item(
    `Keep the calculation basis for assurance: ${num(f.rows)} rows of ${f.plants} plants ${f.period}.`,
    'Each figure is traceable to the uploaded file.',
  );
}

// ---- Combined ----

/** Scope 1 of every plant beside the ETS year's CO2, which counts only the plants declared in scope. */
function oneInventory(f: Figures, ets: EtsYear): AssistantItem {
  const co2 = etsCo2Figure(ets);
  return item(
    `One inventory for every framework: scope 1 is ${num(f.scope1)} tCO2e ${f.period}; the EU ETS counts ${co2.value} in ${ets.year}.`,
    'Scope 1 serves CSRD/ESRS E1 and the SEC extract alike, while the EU ETS counts only the CO2 of the plants declared in its scope.',
    ...(co2.note ? [`EU ETS CO2: ${co2.note}.`] : []),
  );
}

/** The items present, each text once. */
function list(items: readonly (AssistantItem | null)[]): AssistantItem[] {
  const byText = new Map<string, AssistantItem>();
  for (const i of items) if (i && !byText.has(i.text)) byText.set(i.text, i);
  return [...byText.values()];
}

/** Recommendation lists (4 to 8 items) for EU, US and both, each item leading with the data's figures. */
export function complianceAssistant(input: InsightInput): Record<Jurisdiction, AssistantItem[]> {
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
        secRule,
        ghgProtocol(null),
        item(
          'SEC extract: the plants the plant register marks as reporting under the SEC rule (by default plants 1 and 2, assumed until confirmed).',
        ),
      ]),
      COMBINED: list([
        noData('the EU and US frameworks'),
        etsDeadlines(null),
        csrd(null),
        secRule,
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
      secRule,
      secFacilities(f, input),
      secPerFacility(input),
      ghgProtocol(f),
      intensity(f),
      assurance(f),
    ]),
    COMBINED: list([
      oneInventory(f, input.ets),
      etsDeadlines(input.ets),
      etsPermits(input),
      csrd(f),
      secRule,
      secFacilities(f, input),
      ghgProtocol(f),
      dataAct(f),
    ]),
  };
}
