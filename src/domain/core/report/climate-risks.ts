// Climate risks and financial impacts of the SEC disclosure (data §3, §9). The spec's fixed amounts are
// illustrative planning figures and say so; the carbon cost and green revenue are computed from the data.
import {
  ADAPTATION_CAPEX_EUR,
  CARBON_COST_EUR_PER_T,
  CLIMATE_RISK_AMOUNTS_EUR,
  GREEN_REVENUE_EUR_PER_MWH_REPORT,
  TRANSITION_CAPEX_EUR,
} from '../constants';
import { count, names, num, pct } from '../format';
import { eur, type PlantGhg, type ReportContext } from './figures';
import type { ClimateRisk, FinancialImpact } from './types';

/** The sentence that marks one of the spec's fixed amounts. */
export function illustrative(amountEur: number): string {
  return `EUR ${num(amountEur)} is an illustrative planning figure from the specification, not derived from the data.`;
}

/** Plants named one by one in a mitigation up to this many; beyond, the sentence counts them. */
const MAX_NAMED_PLANTS = 10;

function facilitiesText(ctx: ReportContext): string {
  return count(ctx.facilities.length, 'facility', 'facilities');
}

/** "2 facilities (US and Germany)". */
function facilitiesWithLocations(ctx: ReportContext): string {
  return `${facilitiesText(ctx)} (${names([...new Set(ctx.plants.map((p) => p.plant.location))])})`;
}

function extreme(plants: readonly PlantGhg[], value: (p: PlantGhg) => number, lowest: boolean) {
  return plants.reduce((best, p) =>
    (lowest ? value(p) < value(best) : value(p) > value(best)) ? p : best,
  );
}

/** data §9: the four climate risks with the spec's amounts (EUR 15M, 8M, 25M, 50M), described from the data. */
export function climateRisks(ctx: ReportContext): ClimateRisk[] {
  const a = ctx.aggregated;
  const [acute, chronic, policy, market] = CLIMATE_RISK_AMOUNTS_EUR;
  const withRows = ctx.plants.filter((p) => p.plant.rows > 0);
  const avgEfficiency =
    withRows.reduce((s, p) => s + p.plant.avgEfficiency * p.plant.rows, 0) / ctx.rows;
  const leastEfficient = extreme(withRows, (p) => p.plant.avgEfficiency, true);
  const largestEmitter = extreme(withRows, (p) => p.ghg.co2, false);
  const carbonCost = eur(a.totalCO2Emissions * CARBON_COST_EUR_PER_T);
  const risk = (
    type: ClimateRisk['type'],
    category: string,
    text: string,
    timeHorizon: string,
    likelihood: string,
    impact: string,
    financialImpact: number,
    mitigationMeasures: string[],
  ): ClimateRisk => ({
    type,
    category,
    description: `${text} ${illustrative(financialImpact)}`,
    timeHorizon,
    likelihood,
    impact,
    financialImpact,
    basis: 'illustrative',
    mitigationMeasures,
  });
  return [
    risk(
      'Physical',
      'Acute: extreme weather',
      `Storms, floods and heatwaves can interrupt generation at the ${facilitiesWithLocations(ctx)}, ` +
        `which produced ${num(a.electricityOutput)} MWh of electricity and ${num(a.heatOutput)} MWh of heat ${ctx.span}.`,
      'Short to medium term',
      'Medium',
      'High',
      acute,
      [
        ctx.plants.length <= MAX_NAMED_PLANTS
          ? `Flood, storm and heat protection plans for ${names(ctx.plants.map((p) => p.plant.plant_name))}.`
          : `Flood, storm and heat protection plans for each of the ${facilitiesText(ctx)}.`,
        `Insurance cover for the output at risk: ${num(a.electricityOutput)} MWh of electricity ${ctx.span}.`,
      ],
    ),
    risk(
      'Physical',
      'Chronic: rising temperatures and water stress',
      `Warmer air and cooling water lower conversion efficiency; the facilities averaged ${pct(avgEfficiency)} ` +
        `over ${num(ctx.rows)} data rows ${ctx.span}, and each point lost raises the ${num(a.energyConsumption)} MWh ` +
        `of fuel needed for the same output.`,
      'Long term',
      'Medium',
      'Medium',
      chronic,
      [
        `Cooling upgrades first at the least efficient facility, ${leastEfficient.plant.plant_name} (${pct(leastEfficient.plant.avgEfficiency)}).`,
        `Track the efficiency of the ${facilitiesText(ctx)} against ambient temperature.`,
      ],
    ),
    risk(
      'Transition',
      'Policy and legal: carbon pricing',
      `The ${num(a.totalCO2Emissions, 1)} tCO2 ${ctx.span} cost EUR ${num(carbonCost)} at ${CARBON_COST_EUR_PER_T} EUR/t, ` +
        `a cost that grows as the EU ETS cap tightens.`,
      'Medium term',
      'High',
      'High',
      policy,
      [
        `Cut CO2 first at the largest emitter, ${largestEmitter.plant.plant_name} (${num(largestEmitter.ghg.co2, 1)} tCO2 ${ctx.span}).`,
        `Hedge allowance purchases for the ${num(a.totalCO2Emissions, 1)} tCO2 of a period like this one.`,
      ],
    ),
    risk(
      'Transition',
      'Market and technology: shift to low-carbon generation',
      `Demand and prices move towards low-carbon power while the renewable share of the ${facilitiesText(ctx)} is ` +
        `${pct(a.renewableEnergyShare, 2)} of fuel input ${ctx.span}.`,
      'Long term',
      'Medium',
      'High',
      market,
      [
        `Raise the renewable share above ${pct(a.renewableEnergyShare, 2)} of the ${num(a.energyConsumption)} MWh of fuel input.`,
      ],
    ),
  ];
}

/** The report's financial impacts by role. */
export interface FinancialImpacts {
  carbonCost: FinancialImpact;
  transition: FinancialImpact;
  adaptation: FinancialImpact;
  greenRevenue: FinancialImpact;
}

/** data §9: carbon cost and green revenue computed from the data (EUR), transition and adaptation capex illustrative. */
export function financialImpacts(ctx: ReportContext): FinancialImpacts {
  const a = ctx.aggregated;
  const period = `Reporting period (${ctx.period.startDate} to ${ctx.period.endDate})`;
  return {
    carbonCost: {
      category: 'Carbon cost',
      amount: eur(a.totalCO2Emissions * CARBON_COST_EUR_PER_T),
      currency: 'EUR',
      description: `${num(a.totalCO2Emissions, 1)} tCO2 x ${CARBON_COST_EUR_PER_T} EUR/t ${ctx.span}, computed from the data.`,
      timeframe: period,
      uncertainty: `Medium: follows the allowance price (${CARBON_COST_EUR_PER_T} EUR/t assumed)`,
      basis: 'computed',
    },
    transition: {
      category: 'Transition capital expenditure',
      amount: TRANSITION_CAPEX_EUR,
      currency: 'EUR',
      description: `Investment to cut the ${num(a.totalGHGEmissions, 1)} tCO2e of the ${facilitiesText(ctx)}. ${illustrative(TRANSITION_CAPEX_EUR)}`,
      timeframe: 'Medium term',
      uncertainty: 'High',
      basis: 'illustrative',
    },
    adaptation: {
      category: 'Adaptation capital expenditure',
      amount: ADAPTATION_CAPEX_EUR,
      currency: 'EUR',
      description: `Protection of the ${facilitiesWithLocations(ctx)} against physical climate risks. ${illustrative(ADAPTATION_CAPEX_EUR)}`,
      timeframe: 'Long term',
      uncertainty: 'High',
      basis: 'illustrative',
    },
    greenRevenue: {
      category: 'Green revenue',
      amount: eur(a.electricityOutput * GREEN_REVENUE_EUR_PER_MWH_REPORT),
      currency: 'EUR',
      description: `${num(a.electricityOutput)} MWh of electricity x ${GREEN_REVENUE_EUR_PER_MWH_REPORT} EUR/MWh assumed green premium ${ctx.span}, computed from the data.`,
      timeframe: period,
      uncertainty: `Medium: the premium of ${GREEN_REVENUE_EUR_PER_MWH_REPORT} EUR/MWh is an assumption`,
      basis: 'computed',
    },
  };
}
