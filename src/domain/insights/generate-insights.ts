import type { Insight, InsightsAnalysis, Priority } from '../analysis/types';
import { plantFacts } from './facts';
import { num, pct } from '../format';
import type { InsightInput } from './input';
import {
  allOptimalFindings,
  dataGapFindings,
  intensityFindings,
  kpiChangeFindings,
  leastEfficientFinding,
  periodText,
  permitFindings,
  plantStatusFindings,
  secFindings,
  trendFindings,
  type Finding,
} from './rules';

const PRIORITY_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

const NO_DATA: Insight = {
  type: 'recommendation',
  title: 'No plant data loaded',
  description:
    'The analysis holds 0 plants, so no rule can be evaluated. Upload a CSV in Settings > Data Source.',
  priority: 'low',
  actionable: true,
  estimatedImpact: 'None until plant data is loaded.',
};

/** Runs every rule over the analysis: insights sorted high to low priority, a summary, recommendations and the risk level. */
export function generateInsights(input: InsightInput): InsightsAnalysis {
  if (input.plants.length === 0) {
    return {
      insights: [NO_DATA],
      summary: 'No plant data loaded: 0 plants, 0 rows.',
      recommendations: [],
      riskAssessment: { level: 'low', factors: [NO_DATA.title] },
    };
  }
  const plants = plantFacts(input);
  const fleetAverage = input.kpis.avgEfficiency;
  const findings: Finding[] = [
    ...plantStatusFindings(plants, fleetAverage, input.period),
    ...allOptimalFindings(plants),
    ...secFindings(input.sec),
    ...permitFindings(input.permits, input.ets),
    ...kpiChangeFindings(input.changes, input.dailyEmissions),
    ...intensityFindings(input.factories, input.benchmarks),
    ...leastEfficientFinding(plants, fleetAverage, input.period),
    ...trendFindings(input.dailyEmissions),
    ...dataGapFindings(input.dailyEmissions, input.dailyTotals, input.period),
  ];
  // Array.prototype.sort is stable: equal priorities keep the rule order above.
  findings.sort((a, b) => PRIORITY_RANK[a.insight.priority] - PRIORITY_RANK[b.insight.priority]);
  const insights = findings.map((f) => f.insight);
  const count = (p: Priority) => insights.filter((i) => i.priority === p).length;
  const level: Priority = count('high') > 0 ? 'high' : count('medium') > 0 ? 'medium' : 'low';
  // The factors are the findings that set the level; with only low findings, all of them.
  const drivers = insights.filter((i) => i.priority !== 'low');
  const status = (s: string) => plants.filter((p) => p.status === s).length;
  return {
    insights,
    summary:
      `${plants.length} plants (${status('optimal')} optimal, ${status('warning')} warning, ` +
      `${status('critical')} critical) ${periodText(input.period)}: ${num(input.kpis.totalElectricity)} MWh, ` +
      `${num(input.kpis.totalEmissions)} tCO2, fleet average efficiency ${pct(fleetAverage)}; ` +
      `${insights.length} findings (${count('high')} high, ${count('medium')} medium, ${count('low')} low priority).`,
    recommendations: [
      ...new Set(findings.flatMap((f) => (f.recommendation ? [f.recommendation] : []))),
    ],
    riskAssessment: {
      level,
      factors: (drivers.length > 0 ? drivers : insights).map((i) => i.title),
    },
  };
}
