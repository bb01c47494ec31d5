import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AuditAction } from '@domain/audit/audit-actions';
import type { EtsYear } from '@domain/ets/ets-year';
import type { SavedRegisterRow } from '@domain/register/register';
import type { ReportSections } from '@domain/report/annual-emissions-report';
import type { IpccFuelId } from '@domain/factors/ipcc-2006';
import type {
  ActivitySource,
  SourceStreamFields,
  StreamMethod,
} from '@domain/source-streams/source-stream-schema';
import type { FactorParameter } from '@domain/source-streams/factor-entry-schema';
import type { DataQualityReport } from '@domain/readings/dataset';
import type { ImportProfile } from '@domain/imports/import-profile';
import type { NotReportable } from '@domain/readings/not-reported';
import type { HourFlag } from '@domain/readings/flagged-hours';
import type { MeasureColumns } from './plant-day-columns';

// Columns the database fills on insert and that are never written afterwards.
type CreatedAt = ColumnType<Date, never, never>;
// JSON is written as text (pg would turn a JS array into a PostgreSQL array) and read parsed.
type Json<T> = ColumnType<T, string, string>;

/** An uploaded CSV file: the original bytes (immutable), their metadata and the cached analysis. */
export interface CsvFilesTable {
  id: Generated<string>;
  org_id: string;
  file_name: string;
  /** `{orgId}/{timestamp}-{name}` (docs/design.md: a new upload is a new file). */
  file_path: string;
  uploaded_at: ColumnType<Date, Date, never>;
  size_bytes: number;
  sha256: string;
  rows: number;
  plants: number;
  first_date: string | null;
  last_date: string | null;
  quality: Json<DataQualityReport>;
  analysis: Json<unknown>;
  /** The domain's ANALYSIS_VERSION that `analysis` was computed with (0: before versions). */
  analysis_version: ColumnType<number, number | undefined, number>;
  /** Upload order: for each plant-day the file with the highest wins. */
  upload_seq: ColumnType<number, never, never>;
  /** The HISTORY_VERSION its plant_days were computed with (0: none yet). */
  history_version: ColumnType<number, number | undefined, number>;
  /**
   * For a copy of an organisation's bytes stored before the rule against copies (m0020), how many earlier
   * uploads of the organisation held them; 0 for every other file, so the unique index keeps one copy.
   */
  earlier_copies: ColumnType<number, never, never>;
  /** The columns the file does not report (issue 27: CH4 or N2O an import profile marks absent). */
  not_reported: ColumnType<NotReportable[], string | undefined, never>;
}

/**
 * An upload's original bytes, written while they arrive: its parts point here, and the file, once
 * stored, has the content's id as its own. A content without a file is an upload still arriving or
 * one that failed (see sweepAbandonedContents).
 */
export interface FileContentsTable {
  id: Generated<string>;
  org_id: string;
  created_at: CreatedAt;
}

/** A content's bytes, in parts of at most FILE_PART_BYTES in `part` order. */
export interface CsvFilePartsTable {
  /** The content's id: the file's id once stored. */
  file_id: string;
  part: number;
  bytes: ColumnType<Buffer, Uint8Array, never>;
}

/** The sums of a plant-day and of the history's rollups of them: one column per measure. */
type RollupSums = MeasureColumns;

/** One upload's sums of one plant and calendar day (days since 1970-01-01): the plant history. */
export interface PlantDaysTable extends RollupSums {
  file_id: string;
  org_id: string;
  upload_seq: number;
  plant_id: number;
  /** The plant's unit the cell sums ('': the plant itself, as every cell stored before units). */
  unit_id: ColumnType<string, string | undefined, string>;
  day: number;
  plant_name: string;
  fuel_type: string;
  readings: number;
  /** Rows that repeated an instant of the file already read (the later row counts). */
  duplicate_readings: number;
  /** Bit h: the h-th hour of the day holds a reading. */
  hour_mask: number;
  /** Bit h: the h-th hour holds a reading of the plant not operating (covered, never a gap). */
  not_operating_mask: ColumnType<number, number | undefined, number>;
  /** The day's totals of a daily file: every hour covered, none of them known (see m0037). */
  daily: ColumnType<boolean, boolean | undefined, boolean>;
  /** The newest upload's cell of this organisation's unit-day. */
  wins: ColumnType<boolean, boolean | undefined, boolean>;
}

/**
 * Issue 27 §2: an hour of one upload's plant left out for holding under 80 % of its expected
 * readings (MRR Art. 44), with its count of them.
 */
export interface PartialHoursTable {
  org_id: string;
  file_id: string;
  plant_id: number;
  /** As the file names the plant ('' for an hour stored before m0032 of a plant with no days). */
  plant_name: ColumnType<string, string | undefined, string>;
  /** The UTC calendar day of the hour (days since 1970-01-01), as a plant-day's. */
  day: number;
  /** The instant the hour begins (epoch ms). */
  hour_start: number;
  readings: number;
  expected: number;
}

/** Issue 36: an hour of one upload's plant unit kept but flagged for the data-quality screen. */
export interface FlaggedHoursTable {
  org_id: string;
  file_id: string;
  plant_id: number;
  /** The plant's unit ('': the plant itself). */
  unit_id: string;
  /** The plant's day of the hour (days since 1970-01-01), as a plant-day's. */
  day: number;
  /** The instant the hour begins (epoch ms). */
  hour_start: number;
  kind: HourFlag;
  /** Of `efficiency_above_100`, the efficiency derived (%) before it was kept at 100 %. */
  efficiency: number | null;
}

/** An organisation's EU ETS permit holding for one year (accounts §3 "Permit"). */
export interface EuPermitsTable {
  id: Generated<string>;
  org_id: string;
  permit_year: number;
  active_permits: number;
  company_name: string | null;
  notes: string | null;
  /** Issue 38 (m0043): as the competent authority issued them; null: not recorded. */
  permit_number: string | null;
  monitoring_plan_version: string | null;
  /** Issue 11: the year's allowances entered in EUAs (instead of permit blocks), and their movements. */
  allowances_eua: number | null;
  free_allocation: ColumnType<number, number | undefined, number>;
  purchased: ColumnType<number, number | undefined, number>;
  sold: ColumnType<number, number | undefined, number>;
  surrendered: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** An organisation's settings for the ETS figures and CO2e (issue 11); no row: the defaults. */
export interface OrgSettingsTable {
  org_id: string;
  eua_price_eur_per_t: number;
  permit_block_t: number;
  gwp_set: string;
  penalty_eur_per_t: ColumnType<number, number | undefined, number>;
  corroboration_flag_pct: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** An organisation's security settings (issue 28 §4); no row: the defaults. */
export interface OrgSecurityTable {
  org_id: string;
  /** Members' sessions without a second factor are refused (require-user.ts). */
  require_two_factor: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An organisation's import profile (issue 27): how their plant system's export maps onto the spec's columns. */
export interface ImportProfilesTable {
  id: Generated<string>;
  org_id: string;
  /** Unique per user. */
  name: string;
  /** The profile's fields but its name, as the domain's schema gave them. */
  profile: Json<ImportProfileFields>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date | string>;
}

export type ImportProfileFields = Omit<ImportProfile, 'name'>;

/** A personal API token (issue 10 "Automated feeds"): its SHA-256, never the token itself. */
export interface ApiTokensTable {
  id: Generated<string>;
  org_id: string;
  /** Who created it: the token acts with their role in the organisation, at most. */
  user_id: string;
  name: string;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date | null, never, Date>;
}

/** A plant's source stream (issue 38); a null factor takes the library's default for the fuel. */
export interface PlantSourceStreamsTable {
  id: Generated<string>;
  org_id: string;
  plant_id: number;
  /** The unit it feeds; null: the whole plant. */
  unit_id: string | null;
  name: string;
  fuel: IpccFuelId;
  method: StreamMethod;
  activity_data: ActivitySource;
  ncv_gj_per_unit: number | null;
  emission_factor_t_per_tj: number | null;
  oxidation_factor: number | null;
  biomass_fraction: number | null;
  tier_activity_data: SourceStreamFields['tier_activity_data'];
  tier_ncv: SourceStreamFields['tier_ncv'];
  tier_emission_factor: SourceStreamFields['tier_emission_factor'];
  tier_oxidation_factor: SourceStreamFields['tier_oxidation_factor'];
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** A factor an organisation entered for a source stream over a period (issue 38), dates inclusive. */
export interface SourceStreamFactorsTable {
  id: Generated<string>;
  org_id: string;
  stream_id: string;
  parameter: FactorParameter;
  value: number;
  /** YYYY-MM-DD on writing; read as text (see queries/stream-factors.ts). */
  valid_from: ColumnType<unknown, string, string>;
  valid_to: ColumnType<unknown, string, string>;
  source: string;
  created_at: CreatedAt;
}

/** What an organisation declared of one of its plants (issue 11 "Plant register"); null: not declared. */
export interface PlantRegisterTable {
  org_id: string;
  plant_id: number;
  country: string | null;
  sector: string | null;
  capacity_mw: number | null;
  ets_installation_id: string | null;
  in_ets: boolean | null;
  sec_reporting: boolean | null;
  renewable_share: number | null;
  notes: string | null;
  /** IANA name or fixed offset (issue 27); null: not declared, days as the files write them. */
  timezone: string | null;
  confirmed: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** A verifier's statement on an organisation's ETS year (issue 26); no row: the year is only reported. */
export interface EtsVerificationsTable {
  org_id: string;
  year: number;
  verifier: string;
  /** YYYY-MM-DD. */
  verified_on: string;
  verified_co2_t: number;
  opinion: 'satisfactory' | 'satisfactory_with_comments' | 'not_satisfactory';
  /** When the statement was last recorded. */
  recorded_at: ColumnType<Date, never, Date | string>;
}

/** An organisation's reason for a run of missing hours of a plant (issue 26); no row: not classified. */
export interface GapClassificationsTable {
  org_id: string;
  plant_id: number;
  /** The classified hours, epoch ms: from the first one's start to the last one's end. */
  from_ts: number;
  to_ts: number;
  reason: 'not_operating' | 'measurement_missing';
}

/** How often an organisation's figures have changed (issue 25); no row: never, version 0. */
export interface DataVersionsTable {
  org_id: string;
  version: ColumnType<string, number, number>;
}

/**
 * Issue 28 §2: one change to a tenant's data, who made it and what it moved; written in the
 * change's own transaction and never changed afterwards.
 */
export interface AuditEventsTable {
  org_id: string;
  /** Orders a tenant's events; bigint, read as text. */
  id: ColumnType<string, never, never>;
  at: ColumnType<Date, never, never>;
  /** The signed-in user's e-mail, or the e-mail and name of the API token that acted. */
  actor: string;
  action: AuditAction;
  /** What the change concerns, in words: a file's name, "plant 3", "2025". */
  target: string;
  details: Json<Record<string, unknown>>;
}

/** What a locked year keeps (issue 28 §3): its ETS year as answered, and the facts it rested on. */
export interface FrozenYear {
  ets: EtsYear;
  facts: {
    register: SavedRegisterRow[];
    permit: Record<string, unknown> | null;
    verification: Record<string, unknown> | null;
    settings: Record<string, unknown>;
  };
  /**
   * Issue 38: the annual emissions report's source streams and hours per source as they were;
   * absent from a lock taken before the report stated them.
   */
  report?: ReportSections;
}

/** A locked reporting year of a tenant (issue 28 §3); no row: the year is open. */
export interface YearLocksTable {
  org_id: string;
  year: number;
  /** Who locked it, as the audit log names them. */
  locked_by: string;
  locked_at: ColumnType<Date, never, never>;
  frozen: Json<FrozenYear>;
}

/** The organisation's default time zone for its plants without their own (issue 27 §2). */
export interface OrgTimeZonesTable {
  org_id: string;
  timezone: string;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** How often a member gets the organisation's alerts by e-mail (issue 28 §4); no row: weekly. */
export interface DigestPreferencesTable {
  org_id: string;
  user_id: string;
  frequency: DigestFrequency;
  /** The secret of the digest's unsubscribe link. */
  unsubscribe_token: string;
}

export type DigestFrequency = 'off' | 'daily' | 'weekly';

type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/** A job of the scheduled work (issue 28 §4): one member's digest for one period. */
export interface JobsTable {
  id: ColumnType<string, never, never>;
  org_id: string;
  kind: 'digest';
  user_id: string;
  /** The period's first day, YYYY-MM-DD (a day, or the Monday of a week). */
  period: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, never, number>;
  run_after: ColumnType<Date, Date | undefined, Date>;
  last_error: ColumnType<string | null, never, string | null>;
  done_at: ColumnType<Date | null, never, Date>;
}

/** Failed sign-ins of one e-mail address (lower case), known or not, and its lock. */
export interface SignInFailuresTable {
  email: string;
  failures: number;
  last_failure_at: Date;
  locked_until: Date | null;
}

// Better Auth creates and owns these tables; only the columns the app reads or deletes by are typed.
export interface AuthUserTable {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Added by Better Auth's two-factor plugin: whether sign-in asks for a second factor. */
  twoFactorEnabled: boolean | null;
}
export interface AuthUserOwnedTable {
  id: string;
  userId: string;
}
/** Better Auth's organization plugin (issue 28): a personal organisation has its owner's id. */
export interface AuthOrganizationTable {
  id: string;
  name: string;
  slug: string;
  createdAt: Date;
}
export interface AuthMemberTable {
  id: string;
  organizationId: string;
  userId: string;
  /** One of domain/access ROLES (the plugin would take a list; auth/organisation-input.ts refuses one). */
  role: string;
  createdAt: Date;
}
export interface AuthInvitationTable {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: string;
  expiresAt: Date;
  inviterId: string;
}
export interface AuthSessionTable extends AuthUserOwnedTable {
  activeOrganizationId: string | null;
  updatedAt: Date;
}
export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
}

/** An organisation's winning plant-days summed per calendar day, with the plant-days worth a warning. */
export interface HistoryDaysTable extends RollupSums {
  org_id: string;
  day: number;
  duplicate_plant_days: number;
  incomplete_plant_days: number;
}

/** An organisation's winning plant-days summed per plant and calendar month (year x 12 + month - 1). */
export interface HistoryPlantMonthsTable extends RollupSums {
  org_id: string;
  plant_id: number;
  month: number;
  /** The month's first day with data, and the plant's name and fuel on it. */
  first_day: number;
  plant_name: string;
  fuel_type: string;
}

/** An organisation's winning plant-days summed per plant and week of a month (queries/rollup-rows.ts). */
export interface HistoryPlantWeeksTable extends RollupSums {
  org_id: string;
  plant_id: number;
  week: number;
  /** The week's first day with data, and the plant's name and fuel on it. */
  first_day: number;
  plant_name: string;
  fuel_type: string;
}

/** An organisation's winning plant-days summed per plant and calendar year. */
export interface HistoryPlantYearsTable extends RollupSums {
  org_id: string;
  plant_id: number;
  year: number;
  /** The year's first day with data, and the plant's name and fuel on it. */
  first_day: number;
  plant_name: string;
  fuel_type: string;
}

/** The application's tables, and the Better Auth tables it reads or deletes from. */
export interface Database {
  csv_files: CsvFilesTable;
  file_contents: FileContentsTable;
  csv_file_parts: CsvFilePartsTable;
  plant_days: PlantDaysTable;
  partial_hours: PartialHoursTable;
  flagged_hours: FlaggedHoursTable;
  history_days: HistoryDaysTable;
  history_plant_weeks: HistoryPlantWeeksTable;
  history_plant_months: HistoryPlantMonthsTable;
  history_plant_years: HistoryPlantYearsTable;
  eu_permits: EuPermitsTable;
  import_profiles: ImportProfilesTable;
  api_tokens: ApiTokensTable;
  plant_register: PlantRegisterTable;
  plant_source_streams: PlantSourceStreamsTable;
  source_stream_factors: SourceStreamFactorsTable;
  org_settings: OrgSettingsTable;
  org_security: OrgSecurityTable;
  data_versions: DataVersionsTable;
  ets_verifications: EtsVerificationsTable;
  gap_classifications: GapClassificationsTable;
  sign_in_failures: SignInFailuresTable;
  audit_events: AuditEventsTable;
  year_locks: YearLocksTable;
  digest_preferences: DigestPreferencesTable;
  org_time_zones: OrgTimeZonesTable;
  jobs: JobsTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthUserOwnedTable;
  verification: AuthVerificationTable;
  organization: AuthOrganizationTable;
  member: AuthMemberTable;
  invitation: AuthInvitationTable;
}

export type EuPermitRow = Selectable<EuPermitsTable>;
