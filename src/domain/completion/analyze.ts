import { DEFAULT_GWP_SET } from '../constants';
import type { DataQualityReport, PlantDataset } from '../readings/dataset';
import type { NotReportable } from '../readings/not-reported';
import { complianceAssistant, generateInsights, optimizationPrediction } from '../insights/index';
import { etsChip } from '../ets/ets-words';
import { etsYearsOf } from '../ets/year-emissions';
import { permitAnalysisOf } from '../permits/permit-runway';
import { aggregate, type Aggregates } from '../analysis/aggregate';
import { factoryComparison } from '../analysis/benchmarks';
import { dailyEmissions, type SeriesWindow } from '../analysis/daily-emissions';
import { plantInventory } from '../analysis/inventory';
import { plantsGhgReporting } from '../analysis/ghg-reporting';
import { kpiChanges, kpiSummary } from '../analysis/kpis';
import { plantStatusCounts, plantSummaries } from '../analysis/plants';
import { secReport } from '../analysis/sec';
import { secChip } from '../analysis/sec-chip';
import type { Analysis, AnalysisBase, ReportingPeriod } from '../analysis/types';
import type {
  AnalysisBaseOptions,
  AnalyzeOptions,
  CompleteAnalysisOptions,
} from './analyze-options';
import { complianceFacts } from './compliance-facts';

/** The data's first and last calendar day, or null without rows. */
function dataPeriod(agg: Aggregates): ReportingPeriod | null {
  const first = agg.days[0];
  const last = agg.days[agg.days.length - 1];
  if (!first || !last) return null;
  return { startDate: first.date, endDate: last.date, year: Number(last.date.slice(0, 4)) };
}

/** The cacheable part of a file's analysis: everything that does not depend on today or a permit record. */
export function analysisBase(
  dataset: PlantDataset,
  quality: DataQualityReport,
  options: AnalysisBaseOptions,
  notReported: readonly NotReportable[] = [],
): AnalysisBase {
  return analysisBaseOf(aggregate(dataset, notReported), quality, options);
}

/**
 * The analysis base of any scope's aggregates (a file, the history, a date range of either). With a
 * series window (a chosen range, as chartedRange keeps it) the emissions series covers that window;
 * without, every day of the data (the spec's 30-day chart is the default range, not a cut).
 */
export function analysisBaseOf(
  agg: Aggregates,
  quality: DataQualityReport,
  options: AnalysisBaseOptions,
  window?: SeriesWindow,
): AnalysisBase {
  const gwpSet = options.gwpSet ?? DEFAULT_GWP_SET;
  const overrides = options.plantOverrides ?? {};
  const inventory = plantInventory(agg, gwpSet, overrides);
  const plants = plantSummaries(agg);
  const daily = dailyEmissions(agg, window);
  const { factories, benchmarks } = factoryComparison(inventory);
  return {
    period: dataPeriod(agg),
    inventory,
    kpis: kpiSummary(agg),
    changes: kpiChanges(agg),
    plants,
    ghgReporting: plantsGhgReporting(inventory),
    dailyEmissions: daily.points,
    dailyTotals: daily.totals,
    emissionsChart: daily.chart,
    factories,
    benchmarks,
    gwpSet,
    plantStatusCounts: plantStatusCounts(plants),
    quality,
    etsBasis: etsYearsOf(agg),
  };
}

/**
 * Completes a (cached) base for today (`now`, YYYY-MM-DD) and an optional permit record. The base's
 * fields are named one by one so that a completed analysis passed as the base loses its old permit
 * parts, and so that the per-request parts keep their place in the analysis' JSON.
 */
export function completeAnalysis(base: AnalysisBase, options: CompleteAnalysisOptions): Analysis {
  const { register, ets } = complianceFacts(base, options);
  let sec: Analysis['sec'];
  try {
    sec = secReport(base.inventory, register, base.period, options.now, base.gwpSet);
  } catch (e) {
    sec = { error: (e as Error).message };
  }
  const today = options.now.slice(0, 10);
  const permits = options.permit ? permitAnalysisOf(ets, options.permit, today) : undefined;
  const inventoryOf = new Map(base.inventory.map((p) => [p.plant_id, p]));
  const declaredOf = new Map(register.map((e) => [e.plant_id, e]));
  const facts = {
    period: base.period,
    inventory: base.inventory,
    kpis: base.kpis,
    changes: base.changes,
    plants: base.plants,
    ghgReporting: base.ghgReporting,
    dailyEmissions: base.dailyEmissions,
    dailyTotals: base.dailyTotals,
    emissionsChart: base.emissionsChart,
    // The SEC chip reads the register (issue 26); the ETS chip the compliance year's ETS model, as the
    // permit card does (issue 11).
    factories: base.factories.map((f) => ({
      ...f,
      compliance: {
        ...f.compliance,
        sec: secChip(inventoryOf.get(f.id)!, declaredOf.get(f.id)),
        eu_ets: etsChip(ets, f.id, permits),
      },
    })),
    benchmarks: base.benchmarks,
    sec,
    ...(permits ? { permits } : {}),
    ets,
    register,
  };
  return {
    ...facts,
    gwpSet: base.gwpSet,
    plantStatusCounts: base.plantStatusCounts,
    insights: generateInsights(facts),
    optimization: optimizationPrediction(facts),
    complianceAssistant: complianceAssistant(facts),
    quality: base.quality,
    etsBasis: base.etsBasis,
  };
}

/** Everything the data screens, the report and the exports need of one parsed file. */
export function analyze(
  dataset: PlantDataset,
  quality: DataQualityReport,
  options: AnalyzeOptions & CompleteAnalysisOptions,
): Analysis {
  return completeAnalysis(analysisBase(dataset, quality, options), options);
}
