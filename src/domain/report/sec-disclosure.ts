// The US SEC part of the report (data §3, §9; docs/design.md "Domain facts"; issue 11): a voluntary
// disclosure in the structure of the 2024 rule, over the facilities the plant register marks as
// reporting under it, with scope 1 from the data; scope 2 and 3 are not assessed.
import { count, names, num } from '../format';
import { MSG_SEC_NO_ALLOWANCES, MSG_SEC_RULE_STATUS } from '../messages';
import { carbonCost, climateRisks } from './climate-risks';
import { contextOf, type ReportContext } from './figures';
import { section, type ReportPart } from './section';
import type {
  ClimateRisk,
  FinancialImpact,
  GhgScopes,
  ReportSection,
  SecDisclosure,
  SecDisclosureFacility,
} from './types';

const SCOPE2_NOT_ASSESSED =
  'Scope 2 is not assessed: the uploaded data holds no purchased electricity. Add it as purchased ' +
  'electricity x grid emission factor once metered.';
const SCOPE3_NOT_ASSESSED =
  'Scope 3 is not assessed: the uploaded data holds no value-chain inventory (fuel supply, transport).';

/**
 * Scope 1 from the data (tCO2e). Scope 2 and 3 are not assessed: the data holds no purchased
 * electricity and no value-chain inventory, and the spec's shares (data §9) were not the company's.
 */
function ghgScopes(ctx: ReportContext): GhgScopes {
  const scope1 = ctx.aggregated.totalGHGEmissions;
  return {
    unit: 'tCO2e',
    scope1,
    scope2: null,
    scope3: null,
    scope1Basis:
      `Measured: direct emissions of the ${count(ctx.facilities.length, 'facility', 'facilities')} ${ctx.span} from the ` +
      `uploaded data (CO2 plus CH4 and N2O as CO2e with ${ctx.gwpSet} GWPs).`,
    scope2Basis: SCOPE2_NOT_ASSESSED,
    scope3Basis: SCOPE3_NOT_ASSESSED,
  };
}

function riskSection(r: ClimateRisk): ReportSection {
  return section(
    `${r.category} (${r.type})`,
    `${r.description} Time horizon: ${r.timeHorizon}. ` +
      `Mitigation: ${r.mitigationMeasures.join(' ')}`,
  );
}

function impactSection(f: FinancialImpact): ReportSection {
  return section(
    f.category,
    `EUR ${num(f.amount)}: ${f.description} Timeframe: ${f.timeframe}. Uncertainty: ${f.uncertainty}.`,
  );
}

/** "Alpha (assumed) and Beta": the facilities of the SEC part, each assumed one marked. */
function facilityNames(facilities: readonly SecDisclosureFacility[]): string {
  return names(facilities.map((f) => (f.secReportingAssumed ? `${f.name} (assumed)` : f.name)));
}

function scopeText(facilities: readonly SecDisclosureFacility[]): string {
  const assumed = facilities.filter((f) => f.secReportingAssumed).length;
  return (
    `It covers the ${count(facilities.length, 'facility', 'facilities')} the plant register marks as reporting ` +
    `under the rule: ${facilityNames(facilities)}.` +
    (assumed === 0
      ? ''
      : ` A facility marked assumed is in it by the register's default, not as declared: confirm it in the plant register.`)
  );
}

/**
 * The SEC section over the facilities reporting under the rule: its status, scope 1 (tCO2e),
 * climate risks without amounts and the carbon cost (EUR) at a named price. The spec's 1.5°C and 3°C
 * milestones are left out: they were fixed percentages, not the company's targets or data.
 */
export function secDisclosure(ctx: ReportContext): ReportPart<SecDisclosure> {
  const plants = ctx.plants.filter((p) => p.entry.sec_reporting);
  const facilities = plants.map((p) => ({
    id: p.plant.plant_id,
    name: p.plant.plant_name,
    secReportingAssumed: p.entry.assumed.sec_reporting,
  }));
  const intro = `${MSG_SEC_RULE_STATUS} ${MSG_SEC_NO_ALLOWANCES}`;
  if (facilities.length === 0) {
    return {
      data: {
        voluntary: true,
        ruleStatus: MSG_SEC_RULE_STATUS,
        facilities,
        ghgEmissions: null,
        climateRisks: [],
        financialImpacts: [],
      },
      section: section(
        'US SEC climate disclosure (voluntary)',
        `${intro} The plant register marks no facility as reporting under the rule, so there is nothing to disclose.`,
      ),
    };
  }
  const sec = contextOf(plants, ctx.period, ctx.gwpSet, ctx.generatedAt, ctx.carbonPrice);
  const ghgEmissions = ghgScopes(sec);
  const risks = climateRisks(sec);
  const impacts = [carbonCost(sec)];
  return {
    data: {
      voluntary: true,
      ruleStatus: MSG_SEC_RULE_STATUS,
      facilities,
      ghgEmissions,
      climateRisks: risks,
      financialImpacts: impacts,
    },
    section: section('US SEC climate disclosure (voluntary)', `${intro} ${scopeText(facilities)}`, [
      section(
        'GHG emissions by scope',
        `Scope 1: ${num(ghgEmissions.scope1, 1)} tCO2e. ${ghgEmissions.scope1Basis} ${ghgEmissions.scope2Basis} ` +
          ghgEmissions.scope3Basis,
      ),
      section(
        'Climate risks',
        `${count(risks.length, 'risk')} described from the data. Their likelihood, impact and financial effect ` +
          `are not assessed here: the company's own risk assessment gives them.`,
        risks.map(riskSection),
      ),
      section(
        'Financial impacts',
        `The carbon cost of the period's CO2, computed from the data at a stated price. Capital expenditure ` +
          `and revenue effects are the company's to estimate and are not given.`,
        impacts.map(impactSection),
      ),
    ]),
  };
}
