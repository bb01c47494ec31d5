// The Analytics "AI Optimization" panel (data §2), computed from the data instead of canned text.
import {
  EFFICIENCY_CRITICAL_BELOW,
  EFFICIENCY_OPTIMAL_FROM,
  REFERENCE_EFFICIENCY_PCT,
} from '../constants';
import type { OptimizationPrediction } from '../analysis/types';
import { round } from '../round';
import {
  avoidedCo2,
  extremes,
  gapWindow,
  intensityOutliers,
  levellings,
  plantFacts,
  type PlantFacts,
} from './facts';
import { count, names, num, pct, signed } from '../format';
import type { InsightInput } from './input';
import { entryInDeclaredScope } from '../ets/ets-year';
import {
  dataGapFindings,
  intensityFindings,
  periodText,
  permitFindings,
  trendFindings,
} from './rules';
import { emissionTrend } from './trend';

/** data §2: the panel shows 8 recommendations. */
export const OPTIMIZATION_RECOMMENDATIONS = 8;
/** The confidence never exceeds this (percent): the estimate rests on the 1 / efficiency scaling assumption. */
export const MAX_CONFIDENCE_PCT = 95;
/** Efficiency points operational tuning is taken to recover; a larger gap also needs maintenance work. */
export const TUNING_RECOVERABLE_POINTS = 2;
/** kJ per kWh: heat rate (kJ/kWh) = 3600 / (efficiency / 100). */
const KJ_PER_KWH = 3600;

/** Hours of a day: full row coverage is one plant's hourly readings over every day of the window. */
const HOURS_PER_DAY = 24;

/**
 * Confidence (percent, whole) of the optimisation estimate from data coverage over the daily window:
 * 95 x (days with data / days of the window) x min(1, rows / (days of the window x 24)).
 */
export function optimizationConfidence(
  daysTracked: number,
  windowDays: number,
  rows: number,
): number {
  if (windowDays <= 0) return 0;
  const dayShare = Math.min(1, daysTracked / windowDays);
  const rowShare = Math.min(1, rows / (windowDays * HOURS_PER_DAY));
  return round(MAX_CONFIDENCE_PCT * dayShare * rowShare);
}

/** The row-weighted fleet efficiency (%) if every plant below `target` reached it. */
function levelledAverage(plants: readonly PlantFacts[], target: number): number {
  const rows = plants.reduce((s, p) => s + p.rows, 0);
  if (rows === 0) return target;
  return plants.reduce((s, p) => s + p.rows * Math.max(p.efficiency, target), 0) / rows;
}

function shareOf(part: number, whole: number): string {
  return pct(whole > 0 ? (part / whole) * 100 : 0);
}

function predictionText(
  plants: readonly PlantFacts[],
  fleetAverage: number,
  fleetCo2: number,
  period: string,
): string {
  const below = plants.filter((p) => p.efficiency < fleetAverage);
  const toOptimal = plants.reduce(
    (s, p) => s + avoidedCo2(p.co2, p.efficiency, EFFICIENCY_OPTIMAL_FROM),
    0,
  );
  const optimal =
    toOptimal > 0
      ? `Bringing every plant below the optimal threshold of ${EFFICIENCY_OPTIMAL_FROM}% up to it would cut about ${num(toOptimal)} tCO2 (${shareOf(toOptimal, fleetCo2)}).`
      : `Every plant is at or above the optimal threshold of ${EFFICIENCY_OPTIMAL_FROM}%.`;
  if (below.length === 0) {
    return `All ${count(plants.length, 'plant')} run at the fleet average efficiency of ${pct(fleetAverage)}, so levelling gains nothing. ${optimal}`;
  }
  const avoided = below.reduce((s, p) => s + avoidedCo2(p.co2, p.efficiency, fleetAverage), 0);
  const levelled = levelledAverage(plants, fleetAverage);
  return (
    `Bringing the ${count(below.length, 'plant')} below the fleet average of ${pct(fleetAverage)} ` +
    `(${names(below.map((p) => `${p.name} ${pct(p.efficiency)}`))}) up to it would raise the fleet average by about ` +
    `${num(levelled - fleetAverage, 1)} points to ${pct(levelled)} and cut CO2 by about ${num(avoided)} t ` +
    `(${shareOf(avoided, fleetCo2)} of the ${num(fleetCo2)} tCO2 ${period}), assuming CO2 scales with fuel per MWh ` +
    `(1 / efficiency) at the same output. ${optimal}`
  );
}

/** Phases sized by the gaps: tuning for any plant below average, overhaul beyond 2 points, retrofit for critical plants. */
function timelineText(plants: readonly PlantFacts[], fleetAverage: number): string {
  const below = plants.filter((p) => p.efficiency < fleetAverage);
  const wide = below.filter((p) => fleetAverage - p.efficiency > TUNING_RECOVERABLE_POINTS);
  const critical = plants.filter((p) => p.status === 'critical');
  const phases: string[] = [];
  if (below.length > 0) {
    const maxGap = Math.max(...below.map((p) => fleetAverage - p.efficiency));
    phases.push(
      `0-3 months: operational tuning of ${names(below.map((p) => p.name))} (up to ${num(maxGap, 1)} points below the fleet average of ${pct(fleetAverage)})`,
    );
  }
  if (wide.length > 0) {
    phases.push(
      `3-12 months: maintenance and overhaul for ${names(wide.map((p) => p.name))} (more than ${TUNING_RECOVERABLE_POINTS} points below the average, beyond what tuning recovers)`,
    );
  }
  if (critical.length > 0) {
    phases.push(
      `12-36 months: retrofit or repowering study for ${names(critical.map((p) => p.name))} (below ${EFFICIENCY_CRITICAL_BELOW}%)`,
    );
  }
  if (phases.length === 0) {
    return `No levelling phase: every plant is at or above the fleet average of ${pct(fleetAverage)}; review quarterly.`;
  }
  return `${phases.join('; ')}.`;
}

/** The Analytics optimisation panel: prediction, coverage-based confidence (%), timeline, factors and 8 recommendations. */
export function optimizationPrediction(input: InsightInput): OptimizationPrediction {
  if (input.plants.length === 0) {
    return {
      prediction: 'No plant data loaded: 0 plants, so no optimisation can be estimated.',
      confidence: 0,
      timeline: 'None until plant data is loaded.',
      factors: [],
      recommendations: [],
    };
  }
  const plants = plantFacts(input);
  const fleetAverage = input.kpis.avgEfficiency;
  const fleetCo2 = plants.reduce((s, p) => s + p.co2, 0);
  const rows = plants.reduce((s, p) => s + p.rows, 0);
  const { daysTracked, windowDays } = input.dailyTotals;
  const confidence = optimizationConfidence(daysTracked, windowDays, rows);
  const period = periodText(input.period);
  const { best, worst } = extremes(plants);
  const status = (s: string) => plants.filter((p) => p.status === s).length;
  const trend = emissionTrend(input.dailyEmissions);
  const outliers = intensityOutliers(input.factories, input.benchmarks);
  const gaps = gapWindow(input.dailyEmissions, input.period).gaps;

  const factors = [
    `Fleet average efficiency ${pct(fleetAverage)} over ${count(plants.length, 'plant')}; best ${best.name} ${pct(best.efficiency)}, worst ${worst.name} ${pct(worst.efficiency)} (spread ${num(best.efficiency - worst.efficiency, 1)} points)`,
    `Plant status: ${status('optimal')} optimal, ${status('warning')} warning, ${status('critical')} critical (thresholds ${EFFICIENCY_CRITICAL_BELOW}% and ${EFFICIENCY_OPTIMAL_FROM}%)`,
    `Data coverage: ${daysTracked} of ${windowDays} days with data and ${num(rows)} rows, giving ${confidence}% confidence (${MAX_CONFIDENCE_PCT} x ${daysTracked}/${windowDays} x min(1, ${num(rows)}/${num(windowDays * HOURS_PER_DAY)}))`,
    ...(trend
      ? [
          `CO2 trend ${signed(trend.slopeTPerDay, 2)} t/day over ${trend.days} days with data (mean ${num(trend.meanDailyT, 1)} tCO2/day)`,
        ]
      : []),
    ...(outliers.length > 0
      ? [
          `${count(outliers.length, 'plant')} above the cohort's worst-quarter bound of ${num(input.benchmarks.emissions_p75)} gCO2/kWh: ${names(outliers.map((f) => f.factory_name))}`,
        ]
      : []),
    ...(gaps.length > 0
      ? [`${gaps.length} days without data in the ${windowDays}-day window`]
      : []),
  ];

  // Ranked data-derived actions first: an urgent permit position, then plants by CO2 avoided, then the rest.
  const permitActions = permitFindings(input.permits, input.ets).filter(
    (f) => f.insight.priority !== 'low',
  );
  const plantActions = levellings(plants, fleetAverage)
    .filter((l) => l.avoidedT > 0)
    .map(
      (l) =>
        `Raise ${l.plant.name} from ${pct(l.plant.efficiency)} to ${l.targetName} of ${pct(l.target)}: about ${num(l.avoidedT)} tCO2 less ${period} (${shareOf(l.avoidedT, fleetCo2)} of fleet CO2).`,
    );
  const ranked = [
    ...permitActions.flatMap((f) => f.recommendation ?? []),
    ...plantActions,
    ...intensityFindings(input.factories, input.benchmarks).flatMap((f) => f.recommendation ?? []),
    ...trendFindings(input.dailyEmissions).flatMap((f) => f.recommendation ?? []),
    ...dataGapFindings(input.dailyEmissions, input.dailyTotals, input.period).flatMap(
      (f) => f.recommendation ?? [],
    ),
  ];
  const recommendations = [...new Set([...ranked, ...goodPractice(input, plants, confidence)])];
  return {
    prediction: predictionText(plants, fleetAverage, fleetCo2, period),
    confidence,
    timeline: timelineText(plants, fleetAverage),
    factors,
    recommendations: recommendations.slice(0, OPTIMIZATION_RECOMMENDATIONS),
  };
}

/**
 * The allowance cost of the CO2 of the plants the register declares in EU ETS scope (issue 37: money
 * figures count only these, as the ETS year does).
 */
function carbonPriceItem(input: InsightInput, plants: readonly PlantFacts[], co2: number): string {
  const declared = new Set(input.register.filter(entryInDeclaredScope).map((e) => e.plant_id));
  const priced = plants.filter((p) => declared.has(p.plant_id));
  const period = periodText(input.period);
  if (priced.length === 0) {
    return `Price carbon into dispatch once a plant is declared in EU ETS scope: no plant is, so none of the ${num(co2)} tCO2 recorded ${period} carries an allowance cost.`;
  }
  const pricedCo2 = priced.reduce((s, p) => s + p.co2, 0);
  const price = input.ets.price_eur_per_t;
  return `Price carbon into dispatch: the ${num(pricedCo2)} tCO2 of the ${count(priced.length, 'plant')} declared in EU ETS scope recorded ${period} cost about EUR ${num(pricedCo2 * price)} at ${num(price, 2)} EUR per EUA.`;
}

/** Good-practice items that fill the list to 8, each citing the fleet's own figures. */
function goodPractice(
  input: InsightInput,
  plants: readonly PlantFacts[],
  confidence: number,
): string[] {
  const avg = input.kpis.avgEfficiency;
  const co2 = plants.reduce((s, p) => s + p.co2, 0);
  const electricity = plants.reduce((s, p) => s + p.electricity, 0);
  const inv = input.inventory;
  const fuel = inv.reduce((s, p) => s + p.fuelMWh, 0);
  const heat = inv.reduce((s, p) => s + p.heatMWh, 0);
  const otherGases = inv.reduce((s, p) => s + p.ch4CO2e + p.n2oCO2e, 0);
  const optimal = plants.filter((p) => p.status === 'optimal').length;
  // No best-in-class figure without a source: the best plant of the user's own set instead.
  const best = plants.reduce<PlantFacts | null>(
    (b, p) => (b === null || p.efficiency > b.efficiency ? p : b),
    null,
  );
  return [
    avg > 0
      ? `Track heat rate weekly: the fleet average efficiency of ${pct(avg)} is a heat rate of about ${num(KJ_PER_KWH / (avg / 100))} kJ/kWh.`
      : `Track heat rate weekly: the fleet average efficiency is ${pct(avg)}, so check that efficiency_percent is recorded.`,
    `Benchmark against the references: the fleet average of ${pct(avg)} is ${signed(avg - REFERENCE_EFFICIENCY_PCT)} points against the product's reference electrical efficiency of ${REFERENCE_EFFICIENCY_PCT}%${best ? ` and ${num(best.efficiency - avg, 1)} points below the best plant of your own set, ${best.name} at ${pct(best.efficiency)}` : ''}.`,
    carbonPriceItem(input, plants, co2),
    `Alert on efficiency below the optimal threshold of ${EFFICIENCY_OPTIMAL_FROM}%: ${optimal} of ${plants.length} plants are at or above it.`,
    `Keep the ${input.dailyTotals.windowDays}-day window complete: ${input.dailyTotals.daysTracked} of ${input.dailyTotals.windowDays} days have data, and the confidence of this estimate (${confidence}%) rises with coverage.`,
    electricity > 0
      ? `Track emission intensity per plant: the fleet emits ${num((co2 * 1000) / electricity)} gCO2/kWh of electricity (cohort average ${num(input.benchmarks.emissions_avg)}).`
      : `Track emission intensity per plant: ${num(co2)} tCO2 were recorded with no electricity output, so check the output metering.`,
    fuel > 0
      ? `Audit fuel metering: ${num(fuel)} MWh of fuel gave ${num(electricity)} MWh of electricity and ${num(heat)} MWh of heat, a fuel utilisation of ${pct(((electricity + heat) / fuel) * 100)}.`
      : `Audit fuel metering: no fuel consumption was recorded for ${num(electricity)} MWh of electricity.`,
    `Keep CH4 and N2O in the inventory: they add ${num(otherGases, 1)} tCO2e to the ${num(co2)} tCO2 (${shareOf(otherGases, co2 + otherGases)} of scope 1).`,
  ];
}
