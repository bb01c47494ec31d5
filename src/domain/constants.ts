// Every business constant of the specification, under the spec's name for it.
// "accounts" = spec/accounts-settings-upload.md, "data" = spec/data-screens-calculations.md.
import {
  MEASURE_HEADERS,
  OPTIONAL_MEASURE_HEADERS,
  REQUIRED_MEASURE_HEADERS,
} from './readings/measures';
import { SOURCES } from './sources/sources';

/** accounts §5 "CSV upload": maximum upload size in MB. */
export const CSV_MAX_SIZE_MB = 10;

/** accounts §3 "Plant data row": the 11 required CSV headers, in the spec's order. */
export const REQUIRED_HEADERS = [
  'date',
  'plant_id',
  'plant_name',
  'fuel_type',
  ...REQUIRED_MEASURE_HEADERS,
] as const;

/**
 * An optional column after the spec's: the unit of the plant a row reads (a boiler, a turbine),
 * as text; a file without it, or an empty cell, reads the plant itself as its one unit.
 */
export const UNIT_ID_HEADER = 'unit_id';

/** Every column of a spec CSV: the required ones, then those it may lack. */
export const SPEC_HEADERS = [...REQUIRED_HEADERS, ...OPTIONAL_MEASURE_HEADERS] as const;

/** accounts §5: the columns that must hold numbers. */
export const NUMERIC_HEADERS = ['plant_id', ...MEASURE_HEADERS] as const;

/**
 * The largest total a numeric column may reach over one file. Far above any real plant's
 * figures (a year of the world's power is about 3e10 MWh), it leaves a factor of 1e8 for unit
 * changes, GWP factors and prices before a figure of the analysis could become infinite.
 */
export const MAX_COLUMN_TOTAL = 1e300;

/**
 * Issue 24: the calendar years a date may fall in, wherever it comes from (a file's row, a range
 * asked for, an EU ETS year), so that no request sizes its work by centuries.
 */
export const DATA_YEARS = { first: 1990, last: 2100 } as const;

/** Issue 24: the longest plant_name a file's row may hold, in characters. */
export const PLANT_NAME_MAX_CHARS = 200;

/** How many validation problems an error message lists before "and N more". */
export const MAX_REPORTED_PROBLEMS = 20;

/** data §4, §9: plant status and efficiency gauge thresholds (percent). */
export const EFFICIENCY_CRITICAL_BELOW = 45;
export const EFFICIENCY_OPTIMAL_FROM = 60;

/** data §9: global warming potentials (AR4, the spec's default) and the alternatives. */
export const GWP_SETS = {
  AR4: { CH4: 25, N2O: 298 },
  AR5: { CH4: 28, N2O: 265 },
  AR6: { CH4: 29.8, N2O: 273 },
} as const;
export type GwpSetName = keyof typeof GWP_SETS;
export const DEFAULT_GWP_SET: GwpSetName = 'AR4';

/** data §9: kg to tonnes. */
export const KG_PER_TONNE = 1000;

/** data §9: disclosure-note intensity bands (tCO2e). */
export const SEC_INTENSITY_HIGH_ABOVE = 2000;
export const SEC_INTENSITY_MEDIUM_ABOVE = 1000;

/** data §9: renewable share defaults (percent). */
export const RENEWABLE_SHARE_CHP = 25;
export const RENEWABLE_SHARE_NATURAL_GAS = 15;
export const RENEWABLE_SHARE_OTHER = 5;

/**
 * data §9: plant locations by plant_id. The spec's separate benchmarking list is not used: a plant has one
 * location on every screen (issue 11).
 */
export const PLANT_LOCATIONS: Readonly<Record<number, string>> = {
  1: 'US',
  2: 'Germany',
  3: 'Denmark',
  4: 'France',
};
export const DEFAULT_PLANT_LOCATION = 'Europe';

/** data §9: factory benchmarking defaults for an empty cohort. */
export const EMPTY_COHORT_BENCHMARKS = {
  efficiency_avg: 45,
  efficiency_p25: 35,
  efficiency_p75: 60,
  emissions_avg: 400,
  emissions_p25: 250,
  emissions_p75: 600,
  // Not in the spec: the best quarter's means of an empty cohort are its quartile defaults.
  efficiency_top_quarter_avg: 60,
  emissions_best_quarter_avg: 250,
  output_max: 2000,
} as const;

/** data §2: recommendations per factory card. */
export const MAX_FACTORY_RECOMMENDATIONS = 2;

/** data §9 / accounts §9: one permit stands for 100,000 tCO2 of capacity (a setting; default). */
export const PERMIT_CAPACITY_T = 100_000;
/** data §9 / accounts §9: market price per tCO2 of capacity, EUR (a setting; default). */
export const PERMIT_PRICE_EUR_PER_T = 85;
/** data §9: permit traffic light thresholds in months. */
export const PERMIT_RED_MAX_MONTHS = 12;
export const PERMIT_YELLOW_MAX_MONTHS = 24;
/** data §5: permit defaults. */
export const PERMIT_DEFAULT_BUFFER_MONTHS = 12;
export const PERMIT_DEFAULT_WARNING_PCT = 80;
/** data §9: years shown with one decimal, or ">10.0" beyond this. */
export const PERMIT_YEARS_DISPLAY_MAX = 10;
export const MAX_PERMIT_RECOMMENDATIONS = 3;
/** data §9: permit notes cut at 50 characters on the card. */
export const PERMIT_NOTES_DISPLAY_CHARS = 50;
/** Average days per month, used to turn CO2 per day into a monthly consumption rate. */
export const DAYS_PER_MONTH = 30.44;

/** data §9: report constants (the spec's 98 % "verified" ratio is left out: see docs/spec-placeholders.md). */
export const CSRD_DEADLINE = SOURCES.csrdDeadlineUsed.value;
export const ESRS_STANDARDS = ['E1', 'E2', 'E3'] as const;
export const DATA_RETENTION_YEARS = 7;
export const DATA_PORTABILITY_RESPONSE_DAYS = 30;
/**
 * The excess emissions penalty per tonne without a surrendered allowance, before indexation. The
 * default of a user setting: each user enters the indexed figure of their year.
 */
export const ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T = SOURCES.etsPenalty.value;
/** EU ETS surrender deadline (since 2024) and verified-emissions report deadline. */
export const ETS_SURRENDER_DEADLINE = SOURCES.etsSurrenderDeadline.value;
export const ETS_REPORT_DEADLINE = SOURCES.etsReportDeadline.value;
/** EU Data Act applies from this date. */
export const DATA_ACT_APPLIES_FROM = SOURCES.dataActAppliesFrom.value;

// data §9's carbon cost of 85 EUR per tonne is the default EUA price (PERMIT_PRICE_EUR_PER_T), which
// the user may change; the spec's fixed risk, capex and green-revenue amounts are not used: they
// were not the company's figures (issue 11).

/** US SEC climate rule status. */
export const SEC_RULE_ADOPTED = SOURCES.secRuleAdopted.value;
export const SEC_RULE_STAYED = SOURCES.secRuleStayed.value;
export const SEC_RULE_DEFENCE_ENDED = SOURCES.secDefenceEnded.value;

/** data §6: the export role table. */
export const EXPORT_ROLES = {
  regulator: { access: ['read', 'export'], scope: ['emissions', 'compliance', 'verification'] },
  internal: { access: ['read', 'write', 'export'], scope: ['all'] },
  partner: { access: ['read'], scope: ['aggregated_data'] },
  public: { access: ['read'], scope: ['summary_data'] },
} as const;
export type ExportRole = keyof typeof EXPORT_ROLES;
export const EXPORT_FORMATS = ['json', 'csv', 'xml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** data §4: frameworks / jurisdictions. */
export const JURISDICTIONS = ['EU', 'US', 'COMBINED'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];
export const DEFAULT_JURISDICTION: Jurisdiction = 'COMBINED';

/**
 * The reference electrical efficiency Benchmarking compares the cohort with (percent): the
 * specification's figure, a product default rather than a published statistic.
 */
export const REFERENCE_EFFICIENCY_PCT = SOURCES.referenceEfficiency.value;

/** accounts §5, §9: account text limits and password rules. */
export const FULL_NAME_MIN_CHARS = 2;
export const FULL_NAME_MAX_CHARS = 50;
export const LOGIN_PASSWORD_MIN_CHARS = 6;
export const PASSWORD_MIN_CHARS = 8;
/** Longer passwords are refused so hashing cannot be used to exhaust the server. */
export const PASSWORD_MAX_CHARS = 128;
/** accounts §5, §9: permit form limits. */
export const PERMIT_YEAR_MIN = 2020;
export const PERMIT_YEAR_MAX = 2030;
export const PERMIT_DEFAULT_ACTIVE = 0;
export const COMPANY_NAME_MAX_CHARS = 100;
export const PERMIT_NOTES_MAX_CHARS = 500;
/** Issue 38: a permit number and a monitoring plan version are short identifiers. */
export const PERMIT_NUMBER_MAX_CHARS = 50;
export const MONITORING_PLAN_VERSION_MAX_CHARS = 50;
/** accounts §9: loaded data is reused for 5 minutes before it is fetched again. */
export const DATA_CACHE_MINUTES = 5;

/**
 * Issue 34 §6: the most plants an analysis answer lists, the largest CO2 emitters first; the
 * answer counts the rest, and its totals are over every plant.
 */
export const LISTED_PLANTS_MAX = 1_000;

/** Issue 34 §6: the most alerts the bell's answer lists, the critical first; it counts the rest. */
export const LISTED_ALERTS_MAX = 100;
/** accounts §9: success and status messages disappear after 3 seconds. */
export const STATUS_MESSAGE_MS = 3_000;
/** accounts §2: the header cuts the loaded file's name to 20 characters plus an ellipsis. */
export const HEADER_FILE_NAME_CHARS = 20;

/**
 * Issue 10, 26: a series up to this many days (a quarter) is charted a bar per day; a chosen range up
 * to it is charted whole, the days around the data as gaps.
 */
export const DAILY_BARS_UP_TO_DAYS = 92;
/** Issue 26: a series up to this many days (two years, one of them leap) is charted a bar per week, a longer one per month. */
export const WEEKLY_BARS_UP_TO_DAYS = 731;
