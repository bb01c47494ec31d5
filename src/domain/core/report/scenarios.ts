// Scenario analysis of the SEC disclosure (data §3 "Scenario", §9): 1.5°C and 3°C pathways with
// emission-reduction milestones to 2050, applied to the reporting period's emissions.
import { num } from '../format';
import { carbonPriceText } from './climate-risks';
import { eur, tonnes, type ReportContext } from './figures';
import type { EmissionReduction, FinancialImpact, Scenario } from './types';

interface Pathway {
  scenario: string;
  temperatureIncrease: number;
  outlook: string;
  source: string;
  /** Percent below the reporting period's emissions, by year. */
  milestones: readonly { year: number; reductionPercent: number }[];
}

// Illustrative pathways, not forecasts. 1.5°C follows the shape of IPCC SR1.5 (2018): CO2 about 45 %
// lower by 2030 and net zero around 2050. 3°C is a slow decline in line with current policies
// (UNEP Emissions Gap Report 2024 puts current policies at about 3°C of warming).
const PATHWAYS: readonly Pathway[] = [
  {
    scenario: '1.5°C',
    temperatureIncrease: 1.5,
    outlook: 'carbon costs shrink with the emissions while transition spending rises',
    source:
      'the shape of the IPCC SR1.5 pathways (about 45% less CO2 by 2030, net zero around 2050)',
    milestones: [
      { year: 2030, reductionPercent: 45 },
      { year: 2040, reductionPercent: 80 },
      { year: 2050, reductionPercent: 100 },
    ],
  },
  {
    scenario: '3°C',
    temperatureIncrease: 3,
    outlook: 'carbon costs continue and physical risks grow',
    source:
      'a slow decline in line with current policies (about 3°C per the UNEP Emissions Gap Report 2024)',
    milestones: [
      { year: 2030, reductionPercent: 10 },
      { year: 2040, reductionPercent: 20 },
      { year: 2050, reductionPercent: 30 },
    ],
  },
];

function reductions(p: Pathway, ctx: ReportContext): EmissionReduction[] {
  const base = ctx.aggregated.totalGHGEmissions;
  return p.milestones.map(({ year, reductionPercent }) => {
    const targetEmissions = tonnes(base * (1 - reductionPercent / 100));
    return {
      year,
      reductionPercent,
      targetEmissions,
      description:
        `By ${year}, ${reductionPercent}% below the ${num(base, 1)} tCO2e ${ctx.span}: at most ` +
        `${num(targetEmissions, 1)} tCO2e for a period as long.`,
    };
  });
}

/** The carbon cost left at the last milestone (EUR, computed from the data). */
function residualCarbonCost(p: Pathway, ctx: ReportContext): FinancialImpact {
  const last = p.milestones[p.milestones.length - 1]!;
  const co2 = ctx.aggregated.totalCO2Emissions;
  const residual = tonnes(co2 * (1 - last.reductionPercent / 100));
  return {
    category: `Carbon cost in ${last.year}`,
    amount: eur(residual * ctx.carbonPrice),
    currency: 'EUR',
    description:
      `${num(residual, 1)} tCO2 left in ${last.year} (${last.reductionPercent}% below the ${num(co2, 1)} tCO2 ${ctx.span}) ` +
      `x ${carbonPriceText(ctx)}, for a period as long.`,
    timeframe: `${last.year}`,
    uncertainty: 'High: depends on the pathway and the allowance price',
  };
}

/**
 * data §9: the 1.5°C and 3°C scenarios (tCO2e milestones, the carbon cost left in EUR); the spec's
 * fixed capital expenditure is left out (issue 11): it was not the company's.
 */
export function scenarioAnalysis(ctx: ReportContext): Scenario[] {
  return PATHWAYS.map((p) => {
    const first = p.milestones[0]!;
    const last = p.milestones[p.milestones.length - 1]!;
    return {
      scenario: p.scenario,
      temperatureIncrease: p.temperatureIncrease,
      description:
        `Warming of ${p.scenario}: emissions fall ${first.reductionPercent}% by ${first.year} and ` +
        `${last.reductionPercent}% by ${last.year} from the ${num(ctx.aggregated.totalGHGEmissions, 1)} tCO2e ` +
        `${ctx.span}; ${p.outlook}.`,
      assumptions: [
        `The milestones are an illustrative pathway, percent below the reporting period's emissions, following ${p.source}.`,
        `Carbon price held at ${carbonPriceText(ctx)}; amounts are for a period as long as the reporting period.`,
      ],
      financialImpacts: [residualCarbonCost(p, ctx)],
      emissionReductions: reductions(p, ctx),
    };
  });
}
