// The analysis entities (data §3): their shapes are defined once, as schemas (schema.ts).
import type { z } from 'zod';
import type * as S from './schema';

export type PlantStatus = z.infer<typeof S.PlantStatusSchema>;
export type GaugeColor = z.infer<typeof S.GaugeColorSchema>;
export type TrafficLight = z.infer<typeof S.TrafficLightSchema>;
export type KpiSummary = z.infer<typeof S.KpiSummarySchema>;
export type KpiChanges = z.infer<typeof S.KpiChangesSchema>;
export type PlantSummary = z.infer<typeof S.PlantSummarySchema>;
export type PlantStatusCounts = z.infer<typeof S.PlantStatusCountsSchema>;
export type DailyEmissionsPoint = z.infer<typeof S.DailyEmissionsPointSchema>;
export type DailyEmissionsTotals = z.infer<typeof S.DailyEmissionsTotalsSchema>;
export type EmissionsBar = z.infer<typeof S.EmissionsBarSchema>;
export type EmissionsChart = z.infer<typeof S.EmissionsChartSchema>;
export type SecFacility = z.infer<typeof S.SecFacilitySchema>;
export type SecSummary = z.infer<typeof S.SecSummarySchema>;
export type ReportingPeriod = z.infer<typeof S.ReportingPeriodSchema>;
export type SecReport = z.infer<typeof S.SecReportSchema>;
export type ComplianceCheck = z.infer<typeof S.ComplianceCheckSchema>;
export type ComplianceChipStatus = ComplianceCheck['status'];
export type FactoryAnalysis = z.infer<typeof S.FactoryAnalysisSchema>;
/** A factory of the cacheable base: without its EU ETS chip. */
export type FactoryBase = z.infer<typeof S.FactoryBaseSchema>;
export type Benchmarks = z.infer<typeof S.BenchmarksSchema>;
export type PermitInput = z.infer<typeof S.PermitInputSchema>;
export type PermitResult = z.infer<typeof S.PermitResultSchema>;
export type PermitRecordFacts = z.infer<typeof S.PermitRecordFactsSchema>;
export type PermitAnalysis = z.infer<typeof S.PermitAnalysisSchema>;
export type Insight = z.infer<typeof S.InsightSchema>;
export type AssistantItem = z.infer<typeof S.AssistantItemSchema>;
export type InsightType = Insight['type'];
export type Priority = Insight['priority'];
export type InsightsAnalysis = z.infer<typeof S.InsightsAnalysisSchema>;
export type OptimizationPrediction = z.infer<typeof S.OptimizationPredictionSchema>;
/** The cacheable analysis of a file: everything except what depends on today or a permit record. */
export type AnalysisBase = z.infer<typeof S.AnalysisBaseSchema>;
/** What the data screens need of one file: its base completed for today and a permit record. */
export type Analysis = z.infer<typeof S.AnalysisSchema>;

/** Per-plant settings that override the spec's defaults (data §9). */
export interface PlantOverride {
  location?: string;
  sector?: string;
  /** Percent. */
  renewableShare?: number;
}
