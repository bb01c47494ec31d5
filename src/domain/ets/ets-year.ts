// Issue 11 "EU ETS, per compliance year": a calendar year's verified CO2 (plants in ETS scope; for
// combustion the ETS counts CO2 only), the allowances recorded for it, and the position, cost,
// penalty exposure and deadlines that follow. Every ETS figure on a screen or in the PDF is read here.
import type { z } from 'zod';
import {
  ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T,
  PERMIT_CAPACITY_T,
  PERMIT_PRICE_EUR_PER_T,
} from '../constants';
import { num } from '../format';
import { registerEntry, type SavedRegisterRow } from '../register/register';
import type { RegisterEntry } from '../analysis/register-entry-schema';
import { DEFAULT_CORROBORATION_FLAG_PCT } from '../validation/settings';
import { daysUntil, reportDue, surrenderDue } from './deadlines';
import { countsMeasuredCo2 } from './plant-co2-basis';
import { etsCoverage, type PlantGaps } from './ets-coverage';
import type {
  AllowanceRecordSchema,
  EtsSettingsSchema,
  EtsYearDataSchema,
  EtsYearSchema,
  VerificationSchema,
} from '../analysis/ets-schema';

export type EtsYearData = z.infer<typeof EtsYearDataSchema>;
export type AllowanceRecord = z.infer<typeof AllowanceRecordSchema>;
export type EtsSettings = z.infer<typeof EtsSettingsSchema>;
export type EtsYear = z.infer<typeof EtsYearSchema>;
export type Verification = z.infer<typeof VerificationSchema>;

/** The spec's EUA price and permit block (data §9) and the Directive's penalty, until the user sets their own. */
export const DEFAULT_ETS_SETTINGS: EtsSettings = {
  price_eur_per_t: PERMIT_PRICE_EUR_PER_T,
  permit_block_t: PERMIT_CAPACITY_T,
  penalty_eur_per_t: ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T,
  corroboration_flag_pct: DEFAULT_CORROBORATION_FLAG_PCT,
};

/** The allowances of a permit record; a record saved before allowances were recorded has none besides its blocks. */
export function allowanceRecordOf(
  permit: ({ active_permits: number } & Partial<AllowanceRecord>) | undefined,
): AllowanceRecord | null {
  if (!permit) return null;
  return {
    active_permits: permit.active_permits,
    allowances_eua: permit.allowances_eua ?? null,
    free_allocation: permit.free_allocation ?? 0,
    purchased: permit.purchased ?? 0,
    sold: permit.sold ?? 0,
    surrendered: permit.surrendered ?? 0,
  };
}

/**
 * Whether a plant's CO2 counts in the year's ETS figures: its user declared it in EU ETS scope. A
 * scope assumed from its country never moves a money figure (issue 26).
 */
export const inDeclaredScope = (p: { in_ets: boolean; in_ets_assumed: boolean }) =>
  p.in_ets && !p.in_ets_assumed;

/** Whether a plant's register entry declares it in EU ETS scope, not only assumes it. */
export const entryInDeclaredScope = (e: Pick<RegisterEntry, 'in_ets' | 'assumed'>) =>
  inDeclaredScope({ in_ets: e.in_ets, in_ets_assumed: e.assumed.in_ets });

/** The CO2 the year's allowances are owed for: the verified figure once recorded, else the reported. */
export const owedCo2 = (ets: Pick<EtsYear, 'verified_co2_t' | 'reported_co2_t'>) =>
  ets.verified_co2_t ?? ets.reported_co2_t;

/** 365, or 366 in a leap year. */
export const daysInYear = (y: number) =>
  (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 366 : 365;

/**
 * Issue 26: the share of an ended year's days the data must cover before its outcome is worded as
 * an order to buy or surrender allowances. Below it the year is projected at the rate of the days
 * with data and nothing is ordered: a fifth of a year is no basis for buying allowances. 95 %
 * leaves room for a plant's days out of service, which do not mean missing uploads.
 */
export const ORDER_MIN_DAY_COVERAGE = 0.95;

/**
 * A year that is not the current one (no projection) whose data cover too few of its days to order
 * allowances by.
 */
export const tooFewDaysToOrder = (ets: Pick<EtsYear, 'projection' | 'days_with_data' | 'year'>) =>
  ets.projection === null && ets.days_with_data < ORDER_MIN_DAY_COVERAGE * daysInYear(ets.year);

/** The year's allowances in EUAs and what they were counted from. */
export function allowancesOf(record: AllowanceRecord | null, blockT: number) {
  if (!record) return { basis: 'none' as const, allowances: 0 };
  const base =
    record.allowances_eua !== null ? record.allowances_eua : record.active_permits * blockT;
  return {
    basis: record.allowances_eua !== null ? ('euas' as const) : ('permits' as const),
    allowances: base + record.free_allocation + record.purchased - record.sold,
  };
}

/** The current year at its year-to-date rate, with the basis in words; null otherwise. */
function projection(data: EtsYearData, reported: number, allowances: number, today: string) {
  if (data.year !== Number(today.slice(0, 4)) || data.days_with_data === 0) return null;
  const rate = reported / data.days_with_data;
  const days = daysInYear(data.year);
  const projected = rate * days;
  return {
    rate_t_per_day: rate,
    days_in_year: days,
    projected_co2_t: projected,
    projected_position_t: allowances - projected,
    basis:
      `${num(reported, 1)} t CO2 on ${num(data.days_with_data)} days with data up to ${data.last_date}: ` +
      `${num(rate, 1)} t per day x ${days} days of ${data.year}.`,
  };
}

const HOURS_PER_DAY = 24;

type DataPlant = EtsYearData['plants'][number];

/** The CO2 the ETS counts of a plant: by its basis, or the measured when none was decided. */
export const countedCo2 = (p: DataPlant) => p.counted?.co2_counted_t ?? p.co2_t;

/**
 * Whether a plant's counted CO2 holds measured CO2, which alone missing hours are substituted for
 * (MRR Art. 45): a calculated plant's missing hours lack its fuel, not a measurement.
 */
const substituted = (p: DataPlant) => countsMeasuredCo2(p.counted?.co2_basis);

/** A plant's entry in the ETS year: its counted CO2 with its basis, the corroboration flagged. */
function basisOf(p: DataPlant, flagPct: number) {
  if (!p.counted) return {};
  const { corroboration, ...basis } = p.counted;
  const share = corroboration?.difference_share;
  return {
    co2_basis: basis.co2_basis,
    co2_measured_t: basis.co2_measured_t,
    co2_calculated_t: basis.co2_calculated_t,
    co2_biomass_memo_t: basis.co2_biomass_memo_t,
    calculation_streams: basis.calculation_streams,
    ...(basis.streams_without_data ? { streams_without_data: basis.streams_without_data } : {}),
    ...(basis.co2_not_reported ? { co2_not_reported: basis.co2_not_reported } : {}),
    corroboration: corroboration && {
      ...corroboration,
      flagged: share != null && Math.abs(share) * 100 > flagPct,
    },
  };
}

/**
 * What the reported CO2 of the plants in scope rests on, and its conservative substitute for the
 * hours missing; all null when the scope's gaps were not read.
 */
function coverageOf(
  data: EtsYearData,
  counted: readonly DataPlant[],
  reported: number,
  plantGaps: readonly PlantGaps[] | null,
) {
  if (!plantGaps) {
    return {
      coverage: null,
      gap_hours: null,
      substitute_t: null,
      conservative_co2_t: null,
      gaps_over_5_days: null,
    };
  }
  const gaps = new Map(plantGaps.map((p) => [p.plant_id, p]));
  const c = etsCoverage(
    counted.map((p) => {
      const measured = substituted(p);
      const none = { count: p.hours, sum: 0, sumOfSquares: 0 };
      // Hours that do not report CO2 hold no measurement: substituted from the reporting hours'.
      const unreported = p.counted?.co2_not_reported?.hours ?? 0;
      return {
        plant_id: p.plant_id,
        hours_present: p.hours,
        co2_unreported_hours: measured ? unreported : 0,
        gaps: gaps.get(p.plant_id)?.gaps ?? [],
        co2: measured
          ? { count: p.hours - unreported, sum: p.co2_t, sumOfSquares: p.co2_sq_sum }
          : none,
        units: gaps
          .get(p.plant_id)
          ?.units?.map((u) =>
            measured ? u : { ...u, co2: { ...u.co2, sum: 0, sumOfSquares: 0 } },
          ),
      };
    }),
    daysInYear(data.year) * HOURS_PER_DAY,
  );
  return {
    coverage: {
      hours_present: c.hours_present,
      hours_of_year: c.hours_of_year,
      share: c.coverage,
      data_through: data.last_date,
    },
    gap_hours: c.gap_hours,
    substitute_t: c.substitute_t,
    conservative_co2_t: reported + c.substitute_t,
    gaps_over_5_days: c.gaps_over_5_days,
  };
}

/** A locked year's kept answer on `today`: its figures as they were, its deadlines counted anew. */
export function frozenEtsYear(ets: EtsYear, today: string): EtsYear {
  return {
    ...ets,
    days_to_report_due: daysUntil(today, ets.report_due),
    days_to_surrender_due: daysUntil(today, ets.surrender_due),
  };
}

/**
 * The ETS year of a year's emissions: each plant in or out of ETS scope from the register,
 * reported CO2 = the CO2 counted of the plants declared in scope, each by the method its register
 * declares per source stream (plant-co2-basis.ts; missing hours are substituted for the measured
 * CO2 only), corroborations beyond the user's share flagged (a plant whose scope is
 * assumed is listed apart, with its CO2, as not declared), verified CO2 =
 * the figure of the verifier's statement once recorded, allowances = the record's permit blocks
 * (or its EUAs when entered) + free allocation + purchases - sales, position = allowances - the
 * verified CO2 (the reported until a statement), the cost of a deficit at the EUA price, and the
 * penalty exposure of the tonnes not yet surrendered at the user's penalty per tonne. `today` is
 * YYYY-MM-DD.
 */
export function etsYear(
  data: EtsYearData,
  register: readonly SavedRegisterRow[],
  record: AllowanceRecord | null,
  settings: EtsSettings,
  today: string,
  verification: Verification | null = null,
  gaps: readonly PlantGaps[] | null = null,
): EtsYear {
  const saved = new Map(register.map((r) => [r.plant_id, r]));
  const scoped = data.plants.map((p) => {
    const entry = registerEntry(p, saved.get(p.plant_id));
    return { ...p, in_ets: entry.in_ets, in_ets_assumed: entry.assumed.in_ets };
  });
  const counted = scoped.filter(inDeclaredScope);
  const undeclared = scoped.filter((p) => p.in_ets_assumed);
  const reported = counted.reduce((sum, p) => sum + countedCo2(p), 0);
  const flagPct = settings.corroboration_flag_pct ?? DEFAULT_CORROBORATION_FLAG_PCT;
  const owed = verification?.verified_co2_t ?? reported;
  const { basis, allowances } = allowancesOf(record, settings.permit_block_t);
  const position = allowances - owed;
  const outstanding = Math.max(0, owed - (record?.surrendered ?? 0));
  return {
    year: data.year,
    plants: scoped.map((p) => ({
      plant_id: p.plant_id,
      co2_t: countedCo2(p),
      ...basisOf(p, flagPct),
      in_ets: p.in_ets,
      in_ets_assumed: p.in_ets_assumed,
      share_pct: inDeclaredScope(p) ? (reported > 0 ? (countedCo2(p) / reported) * 100 : 0) : null,
    })),
    reported_co2_t: reported,
    scope_not_declared: {
      plant_ids: undeclared.map((p) => p.plant_id),
      co2_t: undeclared.reduce((sum, p) => sum + countedCo2(p), 0),
    },
    verification,
    ...coverageOf(data, counted, reported, gaps),
    verified_co2_t: verification?.verified_co2_t ?? null,
    status: verification ? 'verified' : 'reported',
    record,
    allowance_basis: basis,
    permit_block_t: settings.permit_block_t,
    allowances_t: allowances,
    position_t: position,
    price_eur_per_t: settings.price_eur_per_t,
    cost_to_cover_eur: Math.max(0, -position) * settings.price_eur_per_t,
    outstanding_t: outstanding,
    penalty_eur_per_t: settings.penalty_eur_per_t,
    penalty_exposure_eur: outstanding * settings.penalty_eur_per_t,
    report_due: reportDue(data.year),
    surrender_due: surrenderDue(data.year),
    days_to_report_due: daysUntil(today, reportDue(data.year)),
    days_to_surrender_due: daysUntil(today, surrenderDue(data.year)),
    days_with_data: data.days_with_data,
    last_date: data.last_date,
    projection: projection(data, reported, allowances, today),
  };
}
