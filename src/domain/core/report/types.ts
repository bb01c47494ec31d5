// The compliance report model, with the spec's entity and field names (data §3 "Climate risk",
// "Financial impact", "Scenario", "Compliance report object"). Figures are settled to a fixed
// precision (see `precision.ts`) so that exports carry no float noise.
import type { ExportFormat, GwpSetName, Jurisdiction } from '../constants';
import type { PlantInventory } from '../analysis/inventory';
import type { ReportingPeriod } from '../analysis/types';

export interface ReportInput {
  inventory: readonly PlantInventory[];
  /** The data's first and last date; null means no data (the report cannot be built). */
  period: ReportingPeriod | null;
  gwpSet: GwpSetName;
  jurisdiction: Jurisdiction;
  /** ISO timestamp of generation (the clock comes from the caller). */
  generatedAt: string;
  /** The company name printed on the report; a neutral label when absent. */
  reportingEntity?: string;
}

/** data §4: report facility status, compliant if emissions are at most the allowances allocated. */
export type ReportComplianceStatus = 'compliant' | 'non_compliant';

/** data §4: the compliance report generator's separate status rule, used for the data export. */
export type ReportExportStatus = 'Compliant' | 'Surplus' | 'Shortfall';

/** data §3 "Compliance report object" facility; emissions in tCO2e, allowances in whole tCO2e. */
export interface ReportFacility {
  id: number;
  name: string;
  location: string;
  sector: string;
  totalEmissions: number;
  /** Estimate: VERIFIED_EMISSIONS_RATIO of totalEmissions, until a verifier's statement replaces it. */
  verifiedEmissions: number;
  allowancesAllocated: number;
  allowancesSurrendered: number;
  complianceStatus: ReportComplianceStatus;
  exportStatus: ReportExportStatus;
}

/** data §3 "aggregatedData", over all facilities. */
export interface AggregatedData {
  /** The GWP set CH4 and N2O were converted with, and its factors. */
  gwpSet: GwpSetName;
  gwpCH4: number;
  gwpN2O: number;
  /** Tonnes of CO2. */
  totalCO2Emissions: number;
  /** Tonnes of CH4 and N2O gas (kg / 1000). */
  totalCH4Emissions: number;
  totalN2OEmissions: number;
  /** CH4 and N2O in tCO2e with the GWP set. */
  totalCH4CO2e: number;
  totalN2OCO2e: number;
  /** tCO2e: CO2 + CH4 CO2e + N2O CO2e. */
  totalGHGEmissions: number;
  /** Fuel input, MWh. */
  energyConsumption: number;
  /** Outputs, MWh. */
  electricityOutput: number;
  heatOutput: number;
  /** Percent, weighted by fuel input. */
  renewableEnergyShare: number;
}

/** One ESRS standard and what the data discloses for it. */
export interface EsrsDisclosure {
  standard: string;
  topic: string;
  /** Whether the uploaded data holds figures for this standard. */
  coveredByData: boolean;
  disclosure: string;
}

export interface CsrdCompliance {
  esrsStandards: EsrsDisclosure[];
  /** `YYYY-MM-DD`. */
  reportingDeadline: string;
  deadlineNote: string;
  scopeNote: string;
  dataRetentionYears: number;
  auditLogRetentionYears: number;
  retentionNote: string;
}

export interface EtsCompliance {
  coveredGases: string[];
  /** tCO2 that count against allowances (CO2 from combustion). */
  coveredEmissions: number;
  /** tCO2e of CH4 and N2O: in the GHG inventory, not in the ETS account. */
  excludedEmissions: number;
  /** tCO2e, the sum of the facilities' verified-emission estimates. */
  verifiedEmissions: number;
  /** Percent of reported emissions taken as verified. */
  verificationRatioPct: number;
  allowancesAllocated: number;
  allowancesSurrendered: number;
  /** allocated - surrendered. */
  allowanceBalance: number;
  /** EUR per tonne not covered by a surrendered allowance. */
  penaltyEurPerTonne: number;
  reportDeadline: string;
  surrenderDeadline: string;
  nationalPowerSectorBaseT: number;
  /** coveredEmissions as a percent of the national power-sector base. */
  nationalSharePct: number;
  statements: string[];
}

/** Whether a figure is computed from the data or is one of the spec's illustrative planning figures. */
export type FigureBasis = 'computed' | 'illustrative';

/** data §3 "Climate risk". */
export interface ClimateRisk {
  type: 'Physical' | 'Transition';
  category: string;
  description: string;
  timeHorizon: string;
  likelihood: string;
  impact: string;
  /** EUR. */
  financialImpact: number;
  basis: FigureBasis;
  mitigationMeasures: string[];
}

/** data §3 "Financial impact". */
export interface FinancialImpact {
  category: string;
  amount: number;
  currency: 'EUR';
  description: string;
  timeframe: string;
  uncertainty: string;
  basis: FigureBasis;
}

export interface EmissionReduction {
  year: number;
  reductionPercent: number;
  /** tCO2e for a period as long as the reporting period. */
  targetEmissions: number;
  description: string;
}

/** data §3 "Scenario". */
export interface Scenario {
  scenario: string;
  /** Degrees Celsius above pre-industrial. */
  temperatureIncrease: number;
  description: string;
  assumptions: string[];
  financialImpacts: FinancialImpact[];
  emissionReductions: EmissionReduction[];
}

export interface GhgScopes {
  unit: 'tCO2e';
  scope1: number;
  scope2: number;
  scope3: number;
  scope2Estimated: true;
  scope3Estimated: true;
  scope1Basis: string;
  scope2Basis: string;
  scope3Basis: string;
}

export interface SecDisclosure {
  /** The SEC rule is not in force: this extract is voluntary. */
  voluntary: true;
  ruleStatus: string;
  ghgEmissions: GhgScopes;
  climateRisks: ClimateRisk[];
  financialImpacts: FinancialImpact[];
  scenarioAnalysis: Scenario[];
}

export interface DataAccessRole {
  role: string;
  access: string[];
  scope: string[];
}

export interface DataActCompliance {
  /** `YYYY-MM-DD`. */
  appliesFrom: string;
  /** Whether the Act applies on the report's generation date. */
  inForce: boolean;
  portabilityResponseDays: number;
  /** data §9: the data formats listed (JSON, CSV, XML, ESEF). */
  dataFormats: string[];
  /** The formats this application exports. */
  exportFormats: ExportFormat[];
  /** data §7: descriptive endpoint names only; they are not called. */
  endpoints: string[];
  accessRoles: DataAccessRole[];
  dataRetentionYears: number;
  auditLogRetentionYears: number;
  statements: string[];
}

/** A titled block of report text; `subsections` nest the same shape. */
export interface ReportSection {
  title: string;
  content: string;
  subsections: ReportSection[];
}

/** data §3 "Compliance report object". Sections that do not apply to the jurisdiction are null. */
export interface ComplianceReport {
  title: string;
  executiveSummary: string;
  reportingPeriod: ReportingPeriod;
  facilities: ReportFacility[];
  aggregatedData: AggregatedData;
  csrdCompliance: CsrdCompliance | null;
  etsCompliance: EtsCompliance | null;
  secDisclosure: SecDisclosure | null;
  dataActCompliance: DataActCompliance | null;
  sections: ReportSection[];
  conclusion: string;
  generatedAt: string;
  reportingEntity: string;
  jurisdiction: Jurisdiction;
  framework: string;
}
