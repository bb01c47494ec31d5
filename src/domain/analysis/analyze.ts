import { DEFAULT_GWP_SET } from '../constants';
import type { DataQualityReport, PlantDataset } from '../csv/dataset';
import { complianceAssistant, generateInsights, optimizationPrediction } from '../insights';
import { permitAnalysisFromData } from '../permits';
import { aggregate, type Aggregates } from './aggregate';
import { factoryComparison } from './benchmarks';
import { dailyEmissions } from './daily-emissions';
import { plantInventory } from './inventory';
import { kpiChanges, kpiSummary } from './kpis';
import { plantStatusCounts, plantSummaries } from './plants';
import { secReport } from './sec';
import type { Analysis, AnalyzeOptions, ReportingPeriod } from './types';

/** The data's first and last calendar day, or null without rows. */
function dataPeriod(agg: Aggregates): ReportingPeriod | null {
  const first = agg.days[0];
  const last = agg.days[agg.days.length - 1];
  if (!first || !last) return null;
  return { startDate: first.date, endDate: last.date, year: Number(last.date.slice(0, 4)) };
}

/** Everything the data screens, the report and the exports need of one parsed file. */
export function analyze(
  dataset: PlantDataset,
  quality: DataQualityReport,
  options: AnalyzeOptions,
): Analysis {
  const agg = aggregate(dataset);
  const gwpSet = options.gwpSet ?? DEFAULT_GWP_SET;
  const overrides = options.plantOverrides ?? {};
  const period = dataPeriod(agg);
  const inventory = plantInventory(agg, gwpSet, overrides);
  const plants = plantSummaries(agg);
  const daily = dailyEmissions(agg);
  const { factories, benchmarks } = factoryComparison(inventory, overrides);
  let sec: Analysis['sec'];
  try {
    sec = secReport(inventory, period, options.now, gwpSet);
  } catch (e) {
    sec = { error: (e as Error).message };
  }
  const permits = options.permit
    ? permitAnalysisFromData(agg, options.permit, options.now.slice(0, 10))
    : undefined;
  const facts = {
    period,
    inventory,
    kpis: kpiSummary(agg),
    changes: kpiChanges(agg),
    plants,
    dailyEmissions: daily.points,
    dailyTotals: daily.totals,
    factories,
    benchmarks,
    sec,
    ...(permits ? { permits } : {}),
  };
  return {
    ...facts,
    gwpSet,
    plantStatusCounts: plantStatusCounts(plants),
    insights: generateInsights(facts),
    optimization: optimizationPrediction(facts),
    complianceAssistant: complianceAssistant(facts),
    quality,
  };
}
