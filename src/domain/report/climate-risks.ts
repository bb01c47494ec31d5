// Climate risks and financial impacts of the SEC disclosure (data §3, §9). The spec's fixed amounts
// (risks, capital expenditure, green revenue) were not the company's and are left out (issue 11): risks
// are described from the data, and the one amount is the carbon cost at a named price, of the plants
// declared in EU ETS scope only, as every EU ETS money figure (issue 37).
import { entryInDeclaredScope } from '../ets/ets-year';
import { count, names, num, pct } from '../format';
import { eur, tonnes, type PlantGhg, type ReportContext } from './figures';
import type { ClimateRisk, FinancialImpact } from './types';

/** The carbon price as the report names it: the EUA price the user set (85 EUR/t until they do). */
export const carbonPriceText = (ctx: ReportContext) =>
  `${num(ctx.carbonPrice, 2)} EUR/t, the EUA price in the account's settings`;

/** Plants named one by one in a mitigation up to this many; beyond, the sentence counts them. */
const MAX_NAMED_PLANTS = 10;

function facilitiesText(ctx: ReportContext): string {
  return count(ctx.facilities.length, 'facility', 'facilities');
}

/** "2 facilities (US and Germany)". */
function facilitiesWithLocations(ctx: ReportContext): string {
  return `${facilitiesText(ctx)} (${names([...new Set(ctx.facilities.map((f) => f.location))])})`;
}

function extreme(plants: readonly PlantGhg[], value: (p: PlantGhg) => number, lowest: boolean) {
  return plants.reduce((best, p) =>
    (lowest ? value(p) < value(best) : value(p) > value(best)) ? p : best,
  );
}

const declaredInEts = (p: PlantGhg) => entryInDeclaredScope(p.entry);

/** The CO2 a carbon price applies to: that of the facilities the register declares in EU ETS scope. */
function pricedCo2(ctx: ReportContext) {
  const priced = ctx.plants.filter(declaredInEts);
  const co2 = tonnes(priced.reduce((s, p) => s + p.ghg.co2, 0));
  return { priced, co2, cost: eur(co2 * ctx.carbonPrice) };
}

/** "; Alpha, declared outside it, is not priced": the facilities left out of the carbon cost, and why. */
function unpricedText(ctx: ReportContext): string {
  const plantNames = (ps: readonly PlantGhg[]) => names(ps.map((p) => p.plant.plant_name));
  const outside = ctx.plants.filter((p) => !p.entry.in_ets && !p.entry.assumed.in_ets);
  const undeclared = ctx.plants.filter((p) => p.entry.assumed.in_ets);
  const parts = [
    ...(outside.length > 0 ? [`${plantNames(outside)}, declared outside it,`] : []),
    ...(undeclared.length > 0 ? [`${plantNames(undeclared)}, whose scope is not declared,`] : []),
  ];
  if (parts.length === 0) return '.';
  const verb = outside.length + undeclared.length === 1 ? 'is' : 'are';
  return `; ${parts.join(' and ')} ${verb} not priced.`;
}

/** "200.0 tCO2 of the 1 facility declared in EU ETS scope": the priced CO2 and whose it is. */
function pricedText(ctx: ReportContext, withNames: boolean): string {
  const { priced, co2 } = pricedCo2(ctx);
  const who = withNames ? ` (${names(priced.map((p) => p.plant.plant_name))})` : '';
  return `${num(co2, 1)} tCO2 of the ${count(priced.length, 'facility', 'facilities')} declared in EU ETS scope${who} ${ctx.span}`;
}

const NONE_PRICED = 'No facility is declared in EU ETS scope, so no CO2 is priced at';

// The spec's likelihood and impact ratings were fixed words, not the company's risk assessment.
const NOT_ASSESSED = 'Not assessed';

/**
 * data §9: the four climate risks, described from the data, without the spec's amounts; likelihood
 * and impact are not assessed.
 */
export function climateRisks(ctx: ReportContext): ClimateRisk[] {
  const a = ctx.aggregated;
  const withRows = ctx.plants.filter((p) => p.plant.rows > 0);
  const avgEfficiency =
    withRows.reduce((s, p) => s + p.plant.avgEfficiency * p.plant.rows, 0) / ctx.rows;
  const leastEfficient = extreme(withRows, (p) => p.plant.avgEfficiency, true);
  const largestEmitter = extreme(withRows, (p) => p.ghg.co2, false);
  const { priced, co2, cost } = pricedCo2(ctx);
  const risk = (
    type: ClimateRisk['type'],
    category: string,
    text: string,
    timeHorizon: string,
    mitigationMeasures: string[],
  ): ClimateRisk => ({
    type,
    category,
    description: text,
    timeHorizon,
    likelihood: NOT_ASSESSED,
    impact: NOT_ASSESSED,
    mitigationMeasures,
  });
  return [
    risk(
      'Physical',
      'Acute: extreme weather',
      `Storms, floods and heatwaves can interrupt generation at the ${facilitiesWithLocations(ctx)}, ` +
        `which produced ${num(a.electricityOutput)} MWh of electricity and ${num(a.heatOutput)} MWh of heat ${ctx.span}.`,
      'Short to medium term',
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
      [
        `Cooling upgrades first at the least efficient facility, ${leastEfficient.plant.plant_name} (${pct(leastEfficient.plant.avgEfficiency)}).`,
        `Track the efficiency of the ${facilitiesText(ctx)} against ambient temperature.`,
      ],
    ),
    risk(
      'Transition',
      'Policy and legal: carbon pricing',
      priced.length > 0
        ? `The ${pricedText(ctx, false)} cost EUR ${num(cost)} at ${carbonPriceText(ctx)}, ` +
            `a cost that grows as the EU ETS cap tightens.`
        : `${NONE_PRICED} ${carbonPriceText(ctx)}; each facility declared in scope carries a cost that grows as the EU ETS cap tightens.`,
      'Medium term',
      [
        `Cut CO2 first at the largest emitter, ${largestEmitter.plant.plant_name} (${num(largestEmitter.ghg.co2, 1)} tCO2 ${ctx.span}).`,
        priced.length > 0
          ? `Hedge allowance purchases for the ${num(co2, 1)} tCO2 in EU ETS scope of a period like this one.`
          : 'Declare in the plant register which facilities are in EU ETS scope.',
      ],
    ),
    risk(
      'Transition',
      'Market and technology: shift to low-carbon generation',
      `Demand and prices move towards low-carbon power while the renewable share of the ${facilitiesText(ctx)} is ` +
        `${pct(a.renewableEnergyShare, 2)} of fuel input ${ctx.span}.`,
      'Long term',
      [
        `Raise the renewable share above ${pct(a.renewableEnergyShare, 2)} of the ${num(a.energyConsumption)} MWh of fuel input.`,
      ],
    ),
  ];
}

/**
 * data §9: the carbon cost (EUR) of the period's CO2 of the facilities declared in EU ETS scope,
 * computed from the data at the named price, naming the facilities it leaves out.
 */
export function carbonCost(ctx: ReportContext): FinancialImpact {
  const { priced, cost } = pricedCo2(ctx);
  return {
    category: 'Carbon cost',
    amount: cost,
    currency: 'EUR',
    description:
      (priced.length > 0
        ? `${pricedText(ctx, true)} x ${carbonPriceText(ctx)}`
        : `${NONE_PRICED} ${carbonPriceText(ctx)}`) + unpricedText(ctx),
    timeframe: `Reporting period (${ctx.period.startDate} to ${ctx.period.endDate})`,
    uncertainty: 'Medium: follows the allowance price',
  };
}
