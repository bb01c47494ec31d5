// The compliance report model (data §3 "Compliance report object", §4, §9): one object that the PDF and
// the exports render. Its parts live in report/; this module assembles them for a jurisdiction.
import { MSG_REPORT_NO_DATA } from '../messages';
import { ESRS_STANDARDS, type Jurisdiction } from '../constants';
import { count, names, num, pct } from '../format';
import { NOT_REPORTED, withLabel } from '../analysis/ghg-reporting';
import { csrdCompliance } from './csrd';
import { dataActCompliance } from './data-act';
import { etsCompliance } from './ets';
import { reportContext, type ReportContext } from './figures';
import { secDisclosure } from './sec-disclosure';
import { section } from './section';
import type {
  ComplianceReport,
  EtsCompliance,
  ReportFacility,
  ReportInput,
  ReportSection,
  SecDisclosure,
} from './types';

export type * from './types';

/** The entity name printed when the permit record names no company. */
export const DEFAULT_REPORTING_ENTITY = 'Not named: no company on the permit record';

const TITLES: Record<Jurisdiction, string> = {
  EU: 'EU Compliance Report',
  US: 'US Compliance Report',
  COMBINED: 'Multi-Jurisdictional Compliance Report',
};

const EU_FRAMEWORKS = `CSRD (ESRS ${names([...ESRS_STANDARDS])}), EU ETS and EU Data Act`;
const US_FRAMEWORKS = 'US SEC climate disclosure (voluntary)';
const FRAMEWORKS: Record<Jurisdiction, string> = {
  EU: EU_FRAMEWORKS,
  US: US_FRAMEWORKS,
  COMBINED: `${EU_FRAMEWORKS}; ${US_FRAMEWORKS}`,
};

/** Facilities named in running text up to this many; beyond, only the count. */
const MAX_NAMED_FACILITIES = 5;

function facilitiesText(ctx: ReportContext): string {
  const n = ctx.facilities.length;
  const list = n <= MAX_NAMED_FACILITIES ? ` (${names(ctx.facilities.map((f) => f.name))})` : '';
  return `${count(n, 'facility', 'facilities')}${list}`;
}

/** "country and sector", the register facts of a facility that are assumed. */
function assumedText(f: ReportFacility): string {
  return names(f.assumedFacts);
}

/** Facilities with at least one assumed register fact. */
function withAssumedFacts(ctx: ReportContext): ReportFacility[] {
  return ctx.facilities.filter((f) => f.assumedFacts.length > 0);
}

/** Where the facilities' identity comes from, and how many rest on assumed facts. */
function identityText(ctx: ReportContext): string {
  const assumed = withAssumedFacts(ctx).length;
  return (
    'Country, sector and renewable share come from the plant register' +
    (assumed === 0
      ? ', as declared.'
      : `; for ${assumed} of the ${count(ctx.facilities.length, 'facility', 'facilities')} some are assumed ` +
        `defaults, not declared, as each facility below says.`)
  );
}

function methodologySection(ctx: ReportContext): ReportSection {
  const a = ctx.aggregated;
  return section(
    'Reporting scope and methodology',
    `${count(ctx.facilities.length, 'facility', 'facilities')} and ${num(ctx.rows)} data rows ${ctx.span}. ` +
      `CH4 and N2O are converted to CO2e with ${a.gwpSet} GWPs (CH4 ${a.gwpCH4}, N2O ${a.gwpN2O}); their masses are ` +
      `given in tonnes of gas (kg / 1000).`,
    [
      section(
        'Greenhouse-gas emissions',
        `CO2 ${withLabel(`${num(a.totalCO2Emissions, 1)} t`, a.co2Basis)}; ${gasMass('CH4', a.totalCH4Emissions, a.totalCH4CO2e)}; ` +
          `${gasMass('N2O', a.totalN2OEmissions, a.totalN2OCO2e)}; total ${num(a.totalGHGEmissions, 1)} tCO2e.` +
          (a.co2eBasis ? ` ${a.co2eBasis}.` : ''),
      ),
      section(
        'Energy',
        `Fuel input ${num(a.energyConsumption)} MWh for ${num(a.electricityOutput)} MWh of electricity and ` +
          `${num(a.heatOutput)} MWh of heat; renewable share ${pct(a.renewableEnergyShare, 2)} weighted by fuel input.`,
      ),
    ],
  );
}

/** "CH4 1.234 t (30.9 tCO2e)", or "CH4 not reported" (issue 27). */
const gasMass = (gas: string, t: number | null, co2e: number | null) =>
  t === null || co2e === null
    ? `${gas} ${NOT_REPORTED}`
    : `${gas} ${num(t, 3)} t (${num(co2e, 1)} tCO2e)`;

/** "30.9 tCO2e of CH4", or "CH4 not reported". */
const gasCo2e = (gas: string, co2e: number | null) =>
  co2e === null ? `${gas} ${NOT_REPORTED}` : `${num(co2e, 1)} tCO2e of ${gas}`;

function facilitySection(ctx: ReportContext): ReportSection {
  return section(
    'Facilities',
    identityText(ctx),
    ctx.facilities.map((f) =>
      section(
        `${f.name} (plant ${f.id})`,
        `${f.location}, ${f.sector}, renewable share ${pct(f.renewableShare, 2)}: ${num(f.totalEmissions, 1)} tCO2e reported` +
          (f.co2eBasis ? `; ${f.co2eBasis}.` : '.') +
          (f.assumedFacts.length === 0 ? '' : ` Assumed, not declared: ${assumedText(f)}.`),
      ),
    ),
  );
}

function executiveSummary(
  ctx: ReportContext,
  ets: EtsCompliance | null,
  sec: SecDisclosure | null,
): string {
  const a = ctx.aggregated;
  const sentences = [
    `This report covers ${facilitiesText(ctx)} ${ctx.span}.`,
    `They emitted ${num(a.totalGHGEmissions, 1)} tCO2e: ${withLabel(`${num(a.totalCO2Emissions, 1)} t of CO2`, a.co2Basis)}, ` +
      `${gasCo2e('CH4', a.totalCH4CO2e)} and ${gasCo2e('N2O', a.totalN2OCO2e)} (${a.gwpSet} GWPs: CH4 ${a.gwpCH4}, N2O ${a.gwpN2O}).` +
      (a.co2eBasis ? ` ${a.co2eBasis}.` : ''),
    `They used ${num(a.energyConsumption)} MWh of fuel for ${num(a.electricityOutput)} MWh of electricity and ` +
      `${num(a.heatOutput)} MWh of heat, with a renewable share of ${pct(a.renewableEnergyShare, 2)} weighted by fuel input.`,
    identityText(ctx),
  ];
  if (ets) {
    const apart = ets.scopeNotDeclared;
    sentences.push(
      `Under the EU ETS the ${ets.year} CO2 of the ${count(ets.plantsInScope.length, 'plant')} declared in scope, ` +
        `${num(ets.coveredEmissions, 1)} t, counts against ${num(ets.allowances)} EUAs: ` +
        `${ets.position >= 0 ? 'a surplus' : 'a deficit'} of ${num(Math.abs(ets.position), 1)} t` +
        (apart.plants.length > 0
          ? `; ${num(apart.emissions, 1)} t CO2 of ${count(apart.plants.length, 'plant')} whose EU ETS scope is not declared count in none of these figures.`
          : '.'),
    );
  }
  if (sec) {
    const g = sec.ghgEmissions;
    sentences.push(
      g === null
        ? 'The voluntary SEC disclosure covers no facility: the plant register marks none as reporting under the rule.'
        : `The voluntary SEC disclosure covers the ${count(sec.facilities.length, 'facility', 'facilities')} reporting under the rule: ` +
            `scope 1 of ${num(g.scope1, 1)} tCO2e; scope 2 and scope 3 are not assessed.`,
    );
  }
  return sentences.join(' ');
}

function conclusion(
  ctx: ReportContext,
  ets: EtsCompliance | null,
  sec: SecDisclosure | null,
): string {
  const assumed = withAssumedFacts(ctx);
  const sentences = [
    assumed.length === 0
      ? `Every facility's country, sector and renewable share are declared in the plant register.`
      : `Confirm in the plant register the assumed facts of ${count(assumed.length, 'facility', 'facilities')} ` +
        `(${names(assumed.map((f) => f.name))}) before signing.`,
  ];
  if (ets) {
    const apart = ets.scopeNotDeclared.plants.length;
    if (ets.passedDeadlines) {
      sentences.push(`EU ETS deadlines for the ${ets.year} emissions: ${ets.passedDeadlines}.`);
    }
    const steps = [
      ...(apart > 0
        ? [
            `declare in the plant register whether ${count(apart, 'plant')} (${ets.scopeNotDeclared.plants.join(', ')}) ${apart === 1 ? 'is' : 'are'} in EU ETS scope`,
          ]
        : []),
      ...ets.nextSteps,
    ];
    if (steps.length > 0) {
      sentences.push(`Next EU ETS steps for the ${ets.year} emissions: ${steps.join('; ')}.`);
    }
  }
  if (sec?.ghgEmissions) {
    sentences.push(
      `The SEC figures are a voluntary disclosure; scope 2 and scope 3 are not assessed: add them from ` +
        `metered purchased electricity and a value-chain inventory.`,
    );
  }
  return sentences.join(' ');
}

/** True when a scope holds the rows a compliance report is made of. */
export function hasReportData(input: Pick<ReportInput, 'period' | 'inventory'>): boolean {
  return input.period !== null && input.inventory.some((p) => p.rows > 0);
}

/**
 * The compliance report of the plants for a jurisdiction (tCO2e, MWh, percent, EUR): EU gets CSRD, EU ETS
 * and Data Act parts, US the SEC part, COMBINED all. Throws MSG_REPORT_NO_DATA without a period or rows.
 */
export function buildComplianceReport(input: ReportInput): ComplianceReport {
  const { period, jurisdiction } = input;
  if (!hasReportData(input) || period === null) throw new Error(MSG_REPORT_NO_DATA);
  const reportingEntity = input.reportingEntity?.trim() || DEFAULT_REPORTING_ENTITY;
  const ctx = reportContext(
    input.inventory,
    input.register,
    period,
    input.gwpSet,
    input.generatedAt,
    input.ets.price_eur_per_t,
  );
  const eu = jurisdiction !== 'US';
  const us = jurisdiction !== 'EU';
  const csrd = eu ? csrdCompliance(ctx) : null;
  const ets = eu ? etsCompliance(ctx, input.ets) : null;
  const dataAct = eu ? dataActCompliance(ctx) : null;
  const sec = us ? secDisclosure(ctx) : null;
  const parts = [csrd, ets, sec, dataAct].filter((p) => p !== null);
  return {
    title: `${TITLES[jurisdiction]}: ${period.startDate} to ${period.endDate}`,
    executiveSummary: executiveSummary(ctx, ets?.data ?? null, sec?.data ?? null),
    reportingPeriod: { ...period },
    facilities: ctx.facilities,
    aggregatedData: ctx.aggregated,
    csrdCompliance: csrd?.data ?? null,
    etsCompliance: ets?.data ?? null,
    secDisclosure: sec?.data ?? null,
    dataActCompliance: dataAct?.data ?? null,
    sections: [methodologySection(ctx), facilitySection(ctx), ...parts.map((p) => p.section)],
    conclusion: conclusion(ctx, ets?.data ?? null, sec?.data ?? null),
    generatedAt: input.generatedAt,
    reportingEntity,
    jurisdiction,
    framework: FRAMEWORKS[jurisdiction],
  };
}
