// Issue 34 §6: what an analysis answer holds, bounded whatever the fleet: every per-plant list keeps
// at most LISTED_PLANTS_MAX plants, the largest CO2 emitters, and the answer counts them all. The
// totals (KPIs, EU ETS, SEC, rankings) were computed over every plant before and stay exact.
import { co2WithEstimate } from './analysis/ghg';
import { z } from 'zod';
import type { AnalysisBase } from './analysis/types';
import type { CompleteAnalysisOptions } from './completion/analyze-options';
import {
  completeResult,
  CompletedAnalysisSchema,
  type CompletedAnalysis,
  type ScopeFacts,
} from './completed-analysis';
import { LISTED_PLANTS_MAX } from './constants';

export const AnalysisAnswerSchema = CompletedAnalysisSchema.extend({
  plantCount: z.number().int().describe('the plants of the scope; every total is over all of them'),
  listedPlantCount: z
    .number()
    .int()
    .describe(
      `the plants each per-plant list holds: all of them, or the ${LISTED_PLANTS_MAX} with the most CO2 (ties: lower plant_id first)`,
    ),
}).meta({ id: 'Analysis' });

/** A scope's completed analysis as answered: per-plant lists bounded, plants counted. */
export type AnalysisAnswer = z.infer<typeof AnalysisAnswerSchema>;

/** The ids of the `max` plants of an inventory with the most CO2, ties to the lower id. */
function largestEmitters(result: CompletedAnalysis, max: number): Set<number> {
  const ranked = result.inventory
    .map((p) => ({ id: p.plant_id, co2: co2WithEstimate(p) }))
    .sort((a, b) => b.co2 - a.co2 || a.id - b.id);
  return new Set(ranked.slice(0, max).map((p) => p.id));
}

/**
 * What the scope holds, counted, and its plants bounded: past `max` of them, those of the answer's
 * own lists (the plants chosen, or the largest emitters).
 */
function boundedScope(
  scope: CompletedAnalysis['scope'],
  listed: ReadonlySet<number>,
  max: number,
): CompletedAnalysis['scope'] {
  if (!scope?.available) return scope;
  const { plants } = scope.available;
  const kept = plants.length <= max ? plants : plants.filter((p) => listed.has(p.plant_id));
  return { ...scope, available: { ...scope.available, plants: kept, plantCount: plants.length } };
}

/**
 * The answer of a completed analysis: unchanged but for its counts when it holds at most `max`
 * plants; else each per-plant list (and list of plant ids) keeps only the `max` largest emitters, in
 * its own order, and the insights' lists their first `max` entries. The plants the scope holds are
 * bounded alike, whatever the plants chosen.
 */
export function analysisAnswer(result: CompletedAnalysis, max = LISTED_PLANTS_MAX): AnalysisAnswer {
  const plantCount = result.inventory.length;
  if (plantCount <= max) {
    const all = new Set(result.inventory.map((p) => p.plant_id));
    const scope = boundedScope(result.scope, all, max);
    return { ...result, plantCount, listedPlantCount: plantCount, ...(scope && { scope }) };
  }
  const listed = largestEmitters(result, max);
  const keep = <T extends { plant_id: number }>(list: readonly T[]) =>
    list.filter((p) => listed.has(p.plant_id));
  const factoryKept = result.factories.map((f) => listed.has(f.id));
  const { ets, insights } = result;
  const scope = boundedScope(result.scope, listed, max);
  return {
    ...result,
    plantCount,
    listedPlantCount: listed.size,
    inventory: keep(result.inventory),
    plants: keep(result.plants),
    factories: result.factories.filter((_, i) => factoryKept[i]),
    register: keep(result.register),
    etsBasis: result.etsBasis.map((year) => ({ ...year, plants: keep(year.plants) })),
    ets: {
      ...ets,
      plants: keep(ets.plants),
      scope_not_declared: {
        ...ets.scope_not_declared,
        plant_ids: ets.scope_not_declared.plant_ids.filter((id) => listed.has(id)),
      },
      gaps_over_5_days: ets.gaps_over_5_days && keep(ets.gaps_over_5_days),
    },
    sec:
      'facilities' in result.sec
        ? { ...result.sec, facilities: keep(result.sec.facilities) }
        : result.sec,
    insights: {
      ...insights,
      insights: insights.insights.slice(0, max),
      recommendations: insights.recommendations.slice(0, max),
      riskAssessment: {
        ...insights.riskAssessment,
        factors: insights.riskAssessment.factors.slice(0, max),
      },
    },
    views: {
      ...result.views,
      factoryBars: result.views.factoryBars.filter((_, i) => factoryKept[i]),
    },
    ...(scope && { scope }),
  };
}

/** A scope's answer as JSON text: its base completed for today, with its lists bounded. */
export function analysisAnswerJson(
  base: AnalysisBase,
  options: CompleteAnalysisOptions,
  scope?: ScopeFacts,
): string {
  return JSON.stringify(analysisAnswer(completeResult(base, options, scope)));
}
