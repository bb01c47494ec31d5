// The analysis entities, with the spec's entity and field names (data §3).
import type { DataQualityReport } from '../csv/dataset';
import type { GwpSetName, Jurisdiction } from '../constants';
import type { PlantInventory } from './inventory';

export type PlantStatus = 'optimal' | 'warning' | 'critical';
export type GaugeColor = 'green' | 'orange' | 'red';
export type TrafficLight = 'green' | 'yellow' | 'red';

/** data §3 "KPI summary": totals rounded to whole numbers, efficiency to 1 decimal. */
export interface KpiSummary {
  totalElectricity: number;
  totalEmissions: number;
  totalFuelConsumption: number;
  avgEfficiency: number;
}

/** Percent change of each KPI, last day with data against the calendar day before it. */
export interface KpiChanges {
  /** The two days compared (`YYYY-MM-DD`); null when the data has no such pair. */
  currentDate: string | null;
  previousDate: string | null;
  /** Percent, 1 decimal; null when it cannot be computed (no previous day, or a zero base). */
  totalElectricity: number | null;
  totalEmissions: number | null;
  totalFuelConsumption: number | null;
  avgEfficiency: number | null;
}

/** data §3 "Plant summary". */
export interface PlantSummary {
  plant_id: number;
  plant_name: string;
  fuel_type: string;
  total_electricity: number;
  total_emissions: number;
  avg_efficiency: number;
  status: PlantStatus;
  gauge_color: GaugeColor;
}

export type PlantStatusCounts = Record<PlantStatus, number>;

/** data §3 "daily emissions point", tonnes; null on a day without data. */
export interface DailyEmissionsPoint {
  date: string;
  CO2: number | null;
  CH4: number | null;
  N2O: number | null;
  /** CO2 + CH4 + N2O in tonnes of gas. */
  total: number | null;
  hasData: boolean;
}

/** Totals over the daily window (tonnes) and the number of days with data in it. */
export interface DailyEmissionsTotals {
  CO2: number;
  CH4: number;
  N2O: number;
  daysTracked: number;
  windowStart: string | null;
  windowEnd: string | null;
}

export type SecComplianceStatus = 'Surplus' | 'Compliant' | 'Shortfall';

/** data §3 "SEC facility"; emissions in tCO2e (CH4 and N2O converted with the GWP set in use). */
export interface SecFacility {
  plant_id: number;
  facility: string;
  location: string;
  sector: string;
  emissionsCO2e: number;
  emissionsCO2: number;
  emissionsCH4: number;
  emissionsN2O: number;
  energyMWh: number;
  renewableShare: number;
  allowancesAllocated: number;
  allowancesUsed: number;
  complianceStatus: SecComplianceStatus;
  secNote: string;
}

/** data §3 "SEC summary". */
export interface SecSummary {
  totalGHGEmissions: number;
  totalEnergyConsumption: number;
  weightedRenewableShare: number;
  totalAllowancesAllocated: number;
  totalAllowancesUsed: number;
  overallComplianceStatus: 'Compliant' | 'Non-Compliant';
  facilitiesCount: number;
  compliantFacilities: number;
  nonCompliantFacilities: number;
}

export interface ReportingPeriod {
  startDate: string;
  endDate: string;
  year: number;
}

/** data §3 "SEC report". */
export interface SecReport {
  facilities: SecFacility[];
  summary: SecSummary;
  reportingPeriod: ReportingPeriod;
  generatedAt: string;
  gwpSet: GwpSetName;
}

export type ComplianceChipStatus = 'compliant' | 'warning' | 'non_compliant';

export interface ComplianceCheck {
  status: ComplianceChipStatus;
  message: string;
}

/** data §3 "Factory analysis". */
export interface FactoryAnalysis {
  id: number;
  factory_name: string;
  efficiency_pct: number | null;
  emissions_gCO2_per_kWh: number | null;
  output_MWh: number;
  location: string;
  total_co2_tonnes: number;
  status: TrafficLight;
  /** Output as a percent of the cohort's largest output (0..100). */
  normalized_output: number;
  compliance: { eu_ets: ComplianceCheck; csrd_esrs: ComplianceCheck; sec: ComplianceCheck };
  recommendations: string[];
  data_available: boolean;
}

/** data §3 "Benchmarks". */
export interface Benchmarks {
  efficiency_avg: number;
  efficiency_p25: number;
  efficiency_p75: number;
  emissions_avg: number;
  emissions_p25: number;
  emissions_p75: number;
  output_max: number;
  /** True when the figures are the spec's defaults for an empty cohort. */
  defaults: boolean;
}

/** data §3 "Permit input". */
export interface PermitInput {
  active_permits: number | null | undefined;
  avg_consumption_rate_t_per_month: number | null | undefined;
  current_date: string;
  target_buffer_months?: number;
  warning_threshold_pct?: number;
  cumulative_emissions_t: number;
}

/** data §3 "Permit result", plus what the card shows. */
export type PermitResult =
  | {
      valid: true;
      total_capacity_t: number;
      months_remaining: number;
      years_remaining: number;
      /** One decimal, or ">10.0" beyond 10 years (data §9). */
      years_display: string;
      status_light: TrafficLight;
      consumed_pct: number;
      needed_permits_for_buffer: number;
      months_to_buffer: number;
      market_value_eur: number;
      recommendations: string[];
    }
  | { valid: false; error: string };

/** A permit analysis computed from the data for one permit record. */
export interface PermitAnalysis {
  permit_year: number;
  active_permits: number;
  isCurrentYear: boolean;
  input: PermitInput;
  result: PermitResult;
}

export type InsightType = 'optimization' | 'alert' | 'recommendation' | 'prediction';
export type Priority = 'high' | 'medium' | 'low';

/** data §3 "AI insight", produced by rules over the numbers. */
export interface Insight {
  type: InsightType;
  title: string;
  description: string;
  priority: Priority;
  actionable: boolean;
  estimatedImpact: string;
}

export interface InsightsAnalysis {
  insights: Insight[];
  summary: string;
  recommendations: string[];
  riskAssessment: { level: Priority; factors: string[] };
}

/** The Analytics optimisation panel: a prediction and 8 recommendations. */
export interface OptimizationPrediction {
  prediction: string;
  /** Percent. */
  confidence: number;
  timeline: string;
  factors: string[];
  recommendations: string[];
}

/** What permit analysis needs of the data, small enough to cache (tonnes CO2). */
export interface PermitBasis {
  /** Distinct calendar days with data. */
  daysWithData: number;
  co2Tonnes: number;
  /** CO2 per calendar year present in the data, keyed by the year (`"2025"`). */
  co2TonnesByYear: Record<string, number>;
}

/**
 * The cacheable analysis of a file: everything except what depends on today or a permit record.
 * Plain JSON (no Map, no undefined fields), so it survives a round trip through the database.
 */
export interface AnalysisBase {
  /** The data's first and last date; null without rows. */
  period: ReportingPeriod | null;
  gwpSet: GwpSetName;
  inventory: PlantInventory[];
  kpis: KpiSummary;
  changes: KpiChanges;
  plants: PlantSummary[];
  plantStatusCounts: PlantStatusCounts;
  dailyEmissions: DailyEmissionsPoint[];
  dailyTotals: DailyEmissionsTotals;
  factories: FactoryAnalysis[];
  benchmarks: Benchmarks;
  quality: DataQualityReport;
  permitBasis: PermitBasis;
}

/** What the data screens need of one file: its base completed for today and a permit record. */
export interface Analysis extends AnalysisBase {
  sec: SecReport | { error: string };
  permits?: PermitAnalysis;
  insights: InsightsAnalysis;
  optimization: OptimizationPrediction;
  complianceAssistant: Record<Jurisdiction, string[]>;
}

/** Per-plant settings that override the spec's defaults (data §9). */
export interface PlantOverride {
  location?: string;
  sector?: string;
  /** Percent. */
  renewableShare?: number;
}

export interface AnalyzeOptions {
  /** Today, `YYYY-MM-DD` (permit and current-year logic). */
  now: string;
  plantOverrides?: Readonly<Record<number, PlantOverride>>;
  gwpSet?: GwpSetName;
  /** A permit record to analyse against the data. */
  permit?: { permit_year: number; active_permits: number };
}

/** What the cacheable base depends on besides the file. */
export type AnalysisBaseOptions = Pick<AnalyzeOptions, 'plantOverrides' | 'gwpSet'>;

/** What completing a base depends on: today and the user's permit record. */
export type CompleteAnalysisOptions = Pick<AnalyzeOptions, 'now' | 'permit'>;
