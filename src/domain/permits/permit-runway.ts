// EU ETS permit runway (data §3 "Permit input"/"Permit result", §4, §5, §9).
import {
  DAYS_PER_MONTH,
  ETS_SURRENDER_DEADLINE,
  MAX_PERMIT_RECOMMENDATIONS,
  PERMIT_CAPACITY_T,
  PERMIT_DEFAULT_BUFFER_MONTHS,
  PERMIT_DEFAULT_WARNING_PCT,
  PERMIT_PRICE_EUR_PER_T,
  PERMIT_NOTES_DISPLAY_CHARS,
  PERMIT_RED_MAX_MONTHS,
  PERMIT_YEARS_DISPLAY_MAX,
  PERMIT_YELLOW_MAX_MONTHS,
} from '../constants';
import { beside, count, num } from '../format';
import { round } from '../round';
import { MSG_PERMIT_CONSUMPTION_NOT_POSITIVE, MSG_PERMIT_INSUFFICIENT_DATA } from '../messages';
import {
  daysInYear,
  inDeclaredScope,
  owedCo2,
  tooFewDaysToOrder,
  type EtsYear,
} from '../ets/ets-year';
import { PERMIT_STATUS_LABELS, scopeNotDeclaredText } from '../ets/ets-words';
import type {
  PermitAnalysis,
  PermitInput,
  PermitRecordFacts,
  PermitResult,
  TrafficLight,
} from '../analysis/types';

/** data §9: years with one decimal (house rounding, as every other figure), or ">10.0" beyond ten years. */
export function formatPermitYears(years: number): string {
  return years > PERMIT_YEARS_DISPLAY_MAX
    ? `>${PERMIT_YEARS_DISPLAY_MAX.toFixed(1)}`
    : round(years, 1).toFixed(1);
}

/** data §4: red without allowances (0 permits) or at 12 months or less, yellow up to 24 months, green beyond. */
export function permitLight(allowancesT: number, monthsRemaining: number): TrafficLight {
  if (allowancesT <= 0 || monthsRemaining <= PERMIT_RED_MAX_MONTHS) return 'red';
  if (monthsRemaining <= PERMIT_YELLOW_MAX_MONTHS) return 'yellow';
  return 'green';
}

/** The figures the recommendations are written from. */
interface Runway {
  light: TrafficLight;
  /** What the holding is counted in: permit blocks of `unitT` tonnes, or EUAs (1 t). */
  unitT: number;
  capacity: number;
  used: number;
  rate: number;
  months: number;
  consumedPct: number;
  warningPct: number;
  needed: number;
  buffer: number;
  monthsToBuffer: number;
}

/** A number of purchase units in words: "3 permits" (blocks), "1,200 EUAs". */
const unitsText = (n: number, unitT: number, more = '') =>
  count(n, `${more}${unitT === 1 ? 'EUA' : 'permit'}`);

/** Months with enough decimals to sit on the same side of the nearer light threshold (12.01 is not "12.0"). */
function monthsText(months: number): string {
  const red = PERMIT_RED_MAX_MONTHS;
  const yellow = PERMIT_YELLOW_MAX_MONTHS;
  return beside(months, Math.abs(months - red) <= Math.abs(months - yellow) ? red : yellow);
}

const THRESHOLD_TEXT: Record<TrafficLight, string> = {
  red: `at or under the ${PERMIT_RED_MAX_MONTHS}-month critical threshold`,
  yellow: `at or under the ${PERMIT_YELLOW_MAX_MONTHS}-month warning threshold`,
  green: `above the ${PERMIT_YELLOW_MAX_MONTHS}-month warning threshold`,
};

function runwaySentence(r: Runway): string {
  const rate = `${num(r.rate, 1)} tCO2/month`;
  const each = r.unitT === 1 ? '1 tCO2 each' : `${num(r.unitT)} tCO2 each`;
  if (r.capacity <= 0) {
    return `No allowances are recorded for the year while the data shows ${rate}: acquire ${unitsText(r.needed, r.unitT)} (${each}) to cover a ${r.buffer}-month buffer.`;
  }
  const holding = `${num(r.capacity)} tCO2 of allowances (${num(r.used, 1)} t used)`;
  const action =
    r.needed > 0
      ? `acquire ${unitsText(r.needed, r.unitT, 'more ')} (${each}) to keep a ${r.buffer}-month buffer`
      : `the ${r.buffer}-month buffer is reached in ${num(r.monthsToBuffer, 1)} months; plan the next purchase before then`;
  return `At ${rate} the ${holding} last ${monthsText(r.months)} more months, ${THRESHOLD_TEXT[r.light]}: ${action}.`;
}

/** data §4: the permit card's status line, the light and its threshold in words (months on the threshold's side). */
function statusLine(light: TrafficLight, capacity: number, months: number): string {
  if (capacity <= 0) return 'Critical: no allowances are recorded for this year.';
  if (light === 'green') {
    return `Active: ${beside(months, PERMIT_YELLOW_MAX_MONTHS)} months of capacity left, more than ${PERMIT_YELLOW_MAX_MONTHS} months.`;
  }
  const left = `${beside(months, PERMIT_RED_MAX_MONTHS)} months of capacity left`;
  return light === 'red'
    ? `Critical: ${left}, at or under the ${PERMIT_RED_MAX_MONTHS}-month threshold.`
    : `Warning: ${left}, at or under the ${PERMIT_YELLOW_MAX_MONTHS}-month threshold.`;
}

/** Up to 3 recommendations, most urgent first, each naming its figures and thresholds. */
function recommendations(r: Runway): string[] {
  const out = [runwaySentence(r)];
  // With no capacity the runway sentence already says everything; "100% used of 0 t" would add nothing.
  if (r.capacity > 0 && r.consumedPct >= r.warningPct) {
    out.push(
      `${beside(r.consumedPct, r.warningPct)}% of the ${num(r.capacity)} tCO2 capacity is used (${num(r.used, 1)} t), at or above the ${r.warningPct}% warning threshold: secure allowances before the ${ETS_SURRENDER_DEADLINE} surrender deadline.`,
    );
  }
  // docs/design.md "Domain facts": combustion counts CO2 only; surrender by 30 September of the following year.
  out.push(
    `The runway counts CO2 only (${num(r.rate, 1)} tCO2/month): under the EU ETS, CH4 and N2O from fuel combustion do not count against allowances; a year's allowances are surrendered by ${ETS_SURRENDER_DEADLINE} of the following year.`,
  );
  return out.slice(0, MAX_PERMIT_RECOMMENDATIONS);
}

/**
 * The permit runway (tCO2, months, percent, EUR) for a permit holding and a consumption rate (data §3, §4, §5).
 * - consumed_pct = cumulative / capacity x 100; with 0 capacity it is 100 if anything was emitted, else 0.
 * - needed_permits_for_buffer = permits to buy so that the remaining capacity covers `target_buffer_months`
 *   of consumption: max(0, ceil((cumulative + rate x buffer - capacity) / 100,000 t)).
 * - months_to_buffer = months_remaining - buffer: months until the remaining capacity falls to the buffer
 *   (negative: already inside it).
 */
export function calculatePermit(input: PermitInput): PermitResult {
  const permits = input.active_permits;
  const rate = input.avg_consumption_rate_t_per_month;
  // data §5: missing permits (0 is allowed) or a missing, zero or non-numeric rate are insufficient data.
  if (permits === null || permits === undefined || Number.isNaN(permits) || !rate) {
    return { valid: false, error: MSG_PERMIT_INSUFFICIENT_DATA };
  }
  if (rate < 0) return { valid: false, error: MSG_PERMIT_CONSUMPTION_NOT_POSITIVE };
  const buffer = input.target_buffer_months ?? PERMIT_DEFAULT_BUFFER_MONTHS;
  const warningPct = input.warning_threshold_pct ?? PERMIT_DEFAULT_WARNING_PCT;
  const capacity = input.allowances_t ?? permits * PERMIT_CAPACITY_T;
  const unitT = input.purchase_unit_t ?? PERMIT_CAPACITY_T;
  const valueEur = Math.max(capacity, 0) * (input.price_eur_per_t ?? PERMIT_PRICE_EUR_PER_T);
  const used = input.cumulative_emissions_t;
  const months = Math.max(capacity - used, 0) / rate;
  const years = months / 12;
  const consumedPct = capacity > 0 ? (used / capacity) * 100 : used > 0 ? 100 : 0;
  const needed = Math.max(0, Math.ceil((used + rate * buffer - capacity) / unitT));
  const light = permitLight(capacity, months);
  const monthsToBuffer = months - buffer;
  return {
    valid: true,
    total_capacity_t: capacity,
    months_remaining: months,
    years_remaining: years,
    years_display: formatPermitYears(years),
    status_light: light,
    status_label: PERMIT_STATUS_LABELS[light],
    status_line: statusLine(light, capacity, months),
    consumed_pct: consumedPct,
    needed_permits_for_buffer: needed,
    months_to_buffer: monthsToBuffer,
    market_value_eur: valueEur,
    recommendations: recommendations({
      light,
      unitT,
      capacity,
      used,
      rate,
      months,
      consumedPct,
      warningPct,
      needed,
      buffer,
      monthsToBuffer,
    }),
  };
}

/**
 * The permit analysis of a year's record read from its ETS year (issue 11): the capacity is the
 * year's allowances, the cumulative emissions its verified CO2 once a statement is recorded (else
 * its reported CO2), and the consumption rate the reported
 * CO2 over the year's days with data x 30.44 (tCO2/month). `now` is YYYY-MM-DD.
 */
export function permitAnalysisOf(
  ets: EtsYear,
  permit: { permit_year: number; active_permits: number } & Partial<PermitRecordFacts>,
  now: string,
): PermitAnalysis {
  const days = ets.days_with_data;
  // No days with data gives a rate of 0, which calculatePermit reports as insufficient data.
  const rate = days > 0 ? (ets.reported_co2_t / days) * DAYS_PER_MONTH : 0;
  const input: PermitInput = {
    active_permits: permit.active_permits,
    avg_consumption_rate_t_per_month: rate,
    current_date: now,
    target_buffer_months: PERMIT_DEFAULT_BUFFER_MONTHS,
    warning_threshold_pct: PERMIT_DEFAULT_WARNING_PCT,
    cumulative_emissions_t: owedCo2(ets),
    allowances_t: ets.allowances_t,
    purchase_unit_t: ets.allowance_basis === 'euas' ? 1 : ets.permit_block_t,
    price_eur_per_t: ets.price_eur_per_t,
  };
  return {
    permit_year: permit.permit_year,
    active_permits: permit.active_permits,
    isCurrentYear: permit.permit_year === Number(now.slice(0, 4)),
    record: {
      company_name: permit.company_name ?? null,
      notes: permit.notes ?? null,
      updated_at: permit.updated_at ?? null,
    },
    input,
    result: scopeUndeclared(ets) ?? closedYear(calculatePermit(input), ets, now),
  };
}

/**
 * No runway while the year's CO2 is only of plants whose EU ETS scope is assumed: a scope the user
 * did not declare moves no figure (issue 26), so the card says what to declare instead.
 */
function scopeUndeclared(ets: EtsYear): PermitResult | null {
  const undeclared = scopeNotDeclaredText(ets);
  if (!undeclared || ets.plants.some(inDeclaredScope)) return null;
  return { valid: false, error: `No plant is declared in EU ETS scope: ${undeclared}.` };
}

/** An ended year whose data covers too few of its days: projected, with no order to buy or surrender. */
function incompleteYear(
  result: Extract<PermitResult, { valid: true }>,
  ets: EtsYear,
): PermitResult {
  const days = daysInYear(ets.year);
  const projected = (ets.reported_co2_t / ets.days_with_data) * days;
  return {
    ...result,
    status_light: 'yellow',
    status_label: 'Incomplete',
    status_line: `Incomplete: ${ets.year} has ended, and the data covers ${num(ets.days_with_data)} of its ${num(days)} days.`,
    recommendations: [
      `At the rate of its ${count(ets.days_with_data, 'day')} with data, ${ets.year} would come to ${num(projected, 1)} t of CO2 against ${num(ets.allowances_t)} EUAs: a projection, not a purchase order. Upload the missing days before buying or surrendering allowances.`,
      ...result.recommendations.slice(-1),
    ],
  };
}

/**
 * A year that has ended has no runway left to run: its light and words are its outcome, the
 * allowances against the year's CO2, verified once a statement is recorded, else reported (issue 11: Overview no longer says "Critical, 2.9
 * months left" of a year in surplus). The current and future years keep the spec's runway.
 */
function closedYear(result: PermitResult, ets: EtsYear, now: string): PermitResult {
  if (!result.valid || ets.year >= Number(now.slice(0, 4))) return result;
  if (tooFewDaysToOrder(ets)) {
    return incompleteYear(result, ets);
  }
  const t = (x: number) => `${num(x, 1)} t`;
  const covered = ets.position_t >= 0;
  const euas = `${num(Math.ceil(ets.outstanding_t))} EUAs for ${ets.year}`;
  const surrender =
    ets.outstanding_t <= 0
      ? `every tonne of ${ets.year} is surrendered`
      : ets.days_to_surrender_due < 0
        ? `surrender ${euas} now: they were due by ${ets.surrender_due}`
        : `surrender ${euas} by ${ets.surrender_due}`;
  const v = ets.verification;
  const statement = v
    ? `statement by ${v.verifier} on ${v.verified_on}`
    : "no verifier's statement recorded";
  return {
    ...result,
    status_light: covered ? 'green' : 'red',
    // Never the runway's "Active": the year is over, and its record is covered or short, verified or not.
    status_label: `Ended, ${covered ? 'covered' : 'short'}, ${v ? 'verified' : 'not verified'}`,
    status_line: covered
      ? `Ended: ${ets.year}'s allowances cover its ${ets.status} CO2 with a surplus of ${t(ets.position_t)}; ${statement}.`
      : `Ended: ${ets.year}'s allowances fall short of its ${ets.status} CO2 by ${t(-ets.position_t)}; ${statement}.`,
    recommendations: [
      covered
        ? `The ${ets.year} allowances cover its ${t(owedCo2(ets))} of ${ets.status} CO2: ${surrender}.`
        : `Buy ${num(Math.ceil(-ets.position_t))} EUAs (EUR ${num(ets.cost_to_cover_eur)} at ${num(ets.price_eur_per_t, 2)} EUR per EUA) and ${surrender}; each tonne not surrendered in time costs ${ets.penalty_eur_per_t} EUR.`,
      ...result.recommendations.slice(-1),
    ],
  };
}

/** data §9: permit notes cut at 50 characters on the card, with '...' when cut; '' without notes. */
export function formatPermitNotes(notes: string | null | undefined): string {
  if (!notes) return '';
  return notes.length > PERMIT_NOTES_DISPLAY_CHARS
    ? `${notes.slice(0, PERMIT_NOTES_DISPLAY_CHARS)}...`
    : notes;
}
