// Issue 11 "EU ETS, per compliance year": what an ETS year is computed from, read for one user: the
// calendar year's CO2 per plant from a data source (the history, or one file), the year's permit
// record, the plant register and the user's EUA price and permit block.
import { allowanceRecordOf, etsYear, type EtsYear, type Verification } from '@domain/ets/ets-year';
import type { EtsYearData } from '@domain/ets/ets-year';
import type { UserSettings } from '@domain/validation/settings';
import type { RecordedStatement } from '../db/queries/ets-verifications';
import type { PlantGaps } from '@domain/ets/ets-coverage';
import type { Permit } from '../db/queries/permits';
import { loadCoverage } from '../quality/load-quality';
import { etsYearDataOfRows, type RollupRows } from '../db/rollup-of-rows';
import type { ScopeSource } from '../db/queries/plant-days';
import type { Services } from '../services';
import { loadStreamsOfPlants } from './load-year-streams';

/** The rows of the whole calendar year's sums of a source. */
export function etsYearRows(
  services: Pick<Services, 'queries'>,
  orgId: string,
  source: ScopeSource,
  year: number,
): Promise<RollupRows> {
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  return services.queries.plantDays.sums(orgId, source, { ...range, plants: [] }).rows(range);
}

/**
 * The whole calendar year's CO2 per plant and days with data of a source, each plant's CO2 counted
 * by the source streams its register declares.
 */
export async function etsYearData(
  services: Pick<Services, 'queries'>,
  orgId: string,
  source: ScopeSource,
  year: number,
): Promise<EtsYearData> {
  const [rows, streams] = await Promise.all([
    etsYearRows(services, orgId, source, year),
    loadStreamsOfPlants(services, orgId, year, source),
  ]);
  return etsYearDataOfRows(rows, year, streams);
}

/**
 * The gaps of each plant's readings in a calendar year of the user's history, with the reasons the
 * user gave, and of a plant of several units each unit's gaps and hourly CO2 (of the units whose
 * readings reach into the year); null for one file's scope, whose gaps are not read.
 */
export async function yearGaps(
  services: Pick<Services, 'queries'>,
  orgId: string,
  source: ScopeSource,
  year: number,
): Promise<PlantGaps[] | null> {
  if (source.kind !== 'history') return null;
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  return loadCoverage(services, orgId, range, ({ plant_id, gaps, units }): PlantGaps => {
    const inYear = units.filter((u) => u.coverage.hoursExpected > 0);
    if (inYear.length === 0) return { plant_id, gaps };
    return {
      plant_id,
      gaps,
      units: inYear.map(({ unit_id, gaps, co2 }) => ({ unit_id, gaps, co2 })),
    };
  });
}

/** The ETS settings of a user's settings. */
export const etsSettingsOf = (s: UserSettings) => ({
  price_eur_per_t: s.eua_price_eur_per_t,
  permit_block_t: s.permit_block_t,
  penalty_eur_per_t: s.penalty_eur_per_t,
  corroboration_flag_pct: s.corroboration_flag_pct,
});

/** A permit record as the analysis completes it: the record's facts and its allowances. */
export function permitOptionOf(permit: Permit) {
  return {
    ...allowanceRecordOf(permit)!,
    permit_year: permit.permit_year,
    company_name: permit.company_name,
    notes: permit.notes,
    updated_at: permit.updated_at.toISOString(),
  };
}

/** A recorded statement as the ETS year states it (without when it was recorded). */
export const verificationOf = (s: RecordedStatement): Verification => ({
  verifier: s.verifier,
  verified_on: s.verified_on,
  verified_co2_t: s.verified_co2_t,
  opinion: s.opinion,
});

/** The history as a source of plant-days. */
export const HISTORY: ScopeSource = { kind: 'history' };

/**
 * What a user's ETS year is computed from but its data: its permit record, register, settings,
 * statement, gaps and the source streams its plants' CO2 is counted by.
 */
export async function loadEtsYearContext(
  services: Pick<Services, 'queries'>,
  orgId: string,
  year: number,
  source: ScopeSource = HISTORY,
  { coverage = true }: EtsYearReading = {},
) {
  const { queries } = services;
  const [permit, register, settings, verification, gaps, streams] = await Promise.all([
    queries.permits.getPermitByYear(orgId, year),
    queries.plantRegister.list(orgId),
    queries.settings.get(orgId),
    queries.etsVerifications.get(orgId, year),
    coverage ? yearGaps(services, orgId, source, year) : null,
    loadStreamsOfPlants(services, orgId, year, source),
  ]);
  return { permit, register, settings, verification, gaps, streams };
}

export type EtsYearContext = Awaited<ReturnType<typeof loadEtsYearContext>>;

/** What a user's ETS year is computed from: its data, permit record, register, settings, statement and gaps. */
export async function loadEtsYearFacts(
  services: Pick<Services, 'queries'>,
  orgId: string,
  year: number,
  source: ScopeSource = HISTORY,
) {
  const [rows, context] = await Promise.all([
    etsYearRows(services, orgId, source, year),
    loadEtsYearContext(services, orgId, year, source),
  ]);
  return { data: etsYearDataOfRows(rows, year, context.streams), ...context };
}

export type EtsYearFacts = Awaited<ReturnType<typeof loadEtsYearFacts>>;

/**
 * What of an ETS year is read: `coverage: false` leaves out the gaps of its plants' readings (its
 * coverage fields are then null), which a reader of its totals and deadlines alone does not need.
 */
export interface EtsYearReading {
  coverage?: boolean;
}

/** What etsYear computes a year from besides its data, out of the year's context. */
export function etsYearInputsOf(context: EtsYearContext) {
  const { permit, register, settings, verification, gaps } = context;
  return {
    register,
    record: permit && allowanceRecordOf(permit),
    settings: etsSettingsOf(settings),
    verification: verification && verificationOf(verification),
    gaps,
  };
}

/** The ETS year its facts make on `today` (YYYY-MM-DD). */
export function etsYearOfFacts(facts: EtsYearFacts, today: string): EtsYear {
  const { register, record, settings, verification, gaps } = etsYearInputsOf(facts);
  return etsYear(facts.data, register, record, settings, today, verification, gaps);
}
