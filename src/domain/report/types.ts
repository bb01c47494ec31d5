// The compliance report model, with the spec's entity and field names (data §3 "Climate risk",
// "Financial impact", "Compliance report object"; its "Scenario" is left out, see
// docs/spec-placeholders.md). Figures are settled to a fixed precision (see `precision.ts`) so
// that exports carry no float noise.
import type { ExportFormat, GwpSetName, Jurisdiction } from '../constants';
import type { PlantInventory } from '../analysis/inventory';
import type { ReportingPeriod } from '../analysis/types';
import type { EtsYear, Verification } from '../ets/ets-year';
import type { RegisterEntry } from '../analysis/register-entry-schema';

export interface ReportInput {
  inventory: readonly PlantInventory[];
  /** The data's first and last date; null means no data (the report cannot be built). */
  period: ReportingPeriod | null;
  gwpSet: GwpSetName;
  jurisdiction: Jurisdiction;
  /** ISO timestamp of generation (the clock comes from the caller). */
  generatedAt: string;
  /** The company name on the permit record; a neutral label when absent. */
  reportingEntity?: string;
  /** Each plant's register entry (declared facts, else the assumed defaults). */
  register: readonly RegisterEntry[];
  /** The EU ETS year of the report's last year (issue 11): the figures the ETS part states. */
  ets: EtsYear;
}

/** A register fact the report prints for every facility, by the name a reader knows it by. */
export type ReportedFact = 'country' | 'sector' | 'renewable share';

/**
 * data §3 "Compliance report object" facility, identity from the plant register; emissions in tCO2e.
 * The spec's allowances (emissions x 1.1) and statuses are left out: they were not the company's.
 */
export interface ReportFacility {
  id: number;
  name: string;
  /** The register's country. */
  location: string;
  sector: string;
  /** Percent of fuel input. */
  renewableShare: number;
  /** The facts above that are the register's defaults, not declared by the user. */
  assumedFacts: ReportedFact[];
  totalEmissions: number;
  /** What its CO2e lacks or holds estimated from the fuel (issue 38); null: every gas reported. */
  co2eBasis: string | null;
}

/** data §3 "aggregatedData", over all facilities. */
export interface AggregatedData {
  /** The GWP set CH4 and N2O were converted with, and its factors. */
  gwpSet: GwpSetName;
  gwpCH4: number;
  gwpN2O: number;
  /** Tonnes of CO2. */
  totalCO2Emissions: number;
  /** Tonnes of CH4 and N2O gas (kg / 1000); null when no hour reports the gas (issue 27). */
  totalCH4Emissions: number | null;
  totalN2OEmissions: number | null;
  /** CH4 and N2O in tCO2e with the GWP set; null when no hour reports the gas. */
  totalCH4CO2e: number | null;
  totalN2OCO2e: number | null;
  /** tCO2e: CO2 + CH4 CO2e + N2O CO2e, of the gases reported. */
  totalGHGEmissions: number;
  /**
   * The label of the CH4 and N2O figures holding an estimate from the fuel (issue 38): "estimated
   * (IPCC 2006 Tier 1)", or "... for 24 of 48 hours"; null when the data report them.
   */
  ch4Basis: string | null;
  n2oBasis: string | null;
  /** The label of the CO2 figure when it holds an estimate from the fuel type (issue 38). */
  co2Basis: string | null;
  /** What the CO2e total lacks or holds estimated; null when the data report every gas. */
  co2eBasis: string | null;
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
  dataRetentionYears: number;
  retentionNote: string;
}

export interface EtsCompliance {
  /** The compliance year: the calendar year the ETS figures cover. */
  year: number;
  coveredGases: string[];
  /** tCO2 that count against allowances: the year's CO2 of the plants declared in EU ETS scope. */
  coveredEmissions: number;
  /** The plant_ids declared in EU ETS scope. */
  plantsInScope: number[];
  /** The plants whose EU ETS scope is not declared and their tCO2, counted in no ETS figure. */
  scopeNotDeclared: { plants: number[]; emissions: number };
  /** The year's allowances in EUAs, how they were counted, and the position (allowances - CO2). */
  allowances: number;
  allowancesCounted: string;
  position: number;
  eurPerEua: number;
  costToCoverEur: number;
  /** tCO2 not yet covered by surrendered allowances, and its excess emissions penalty. */
  outstanding: number;
  penaltyExposureEur: number;
  /** tCO2e of CH4 and N2O: in the GHG inventory, not in the ETS account. */
  excludedEmissions: number;
  /** Whether coveredEmissions are as reported from the data or as a verifier's statement says. */
  emissionsStatus: 'reported' | 'verified';
  /** tCO2 of the plants in scope as the data says. */
  reportedEmissions: number;
  /** tCO2 as the verifier's statement says; null until one is recorded. */
  verifiedEmissions: number | null;
  verification: Verification | null;
  /** EUR per tonne not covered by a surrendered allowance. */
  penaltyEurPerTonne: number;
  reportDeadline: string;
  surrenderDeadline: string;
  /** The deadlines stated with their outcome once the report deadline has passed; null while both are ahead. */
  passedDeadlines: string | null;
  /** What is left to do for the deadlines: a deadline ahead with its date, one passed without it. */
  nextSteps: string[];
  statements: string[];
}

/**
 * data §3 "Climate risk", described from the data; no amount, and likelihood and impact 'Not assessed'
 * (the spec's were not the company's).
 */
export interface ClimateRisk {
  type: 'Physical' | 'Transition';
  category: string;
  description: string;
  timeHorizon: string;
  likelihood: string;
  impact: string;
  mitigationMeasures: string[];
}

/** data §3 "Financial impact": computed from the data, at a price the description names. */
export interface FinancialImpact {
  category: string;
  amount: number;
  currency: 'EUR';
  description: string;
  timeframe: string;
  uncertainty: string;
}

/** Scope 1 from the data; scope 2 and 3 are not assessed (null), and their bases say why. */
export interface GhgScopes {
  unit: 'tCO2e';
  scope1: number;
  scope2: null;
  scope3: null;
  scope1Basis: string;
  scope2Basis: string;
  scope3Basis: string;
}

/** A facility of the SEC part: one the plant register marks as reporting under the rule. */
export interface SecDisclosureFacility {
  id: number;
  name: string;
  /** In the SEC part by the register's default, not declared by the user. */
  secReportingAssumed: boolean;
}

/**
 * The SEC part, over the facilities reporting under the rule; without any, the figures are null and
 * the lists empty.
 */
export interface SecDisclosure {
  /** The SEC rule is stayed and proposed for rescission: this disclosure is voluntary. */
  voluntary: true;
  ruleStatus: string;
  facilities: SecDisclosureFacility[];
  ghgEmissions: GhgScopes | null;
  climateRisks: ClimateRisk[];
  financialImpacts: FinancialImpact[];
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
  accessRoles: DataAccessRole[];
  dataRetentionYears: number;
  statements: string[];
}

/** A titled block of report text; `subsections` nest the same shape. */
/** A figure printed on a line of its own, with the short note of what it rests on. */
export interface ReportFigure {
  label: string;
  value: string;
  note: string | null;
}

export interface ReportSection {
  title: string;
  content: string;
  subsections: ReportSection[];
  /** Figures stated before the content, which then says how they were computed. */
  figures?: ReportFigure[];
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
