// EU ETS permit runway (data §3 "Permit input"/"Permit result", §4, §5, §9).
import {
  DAYS_PER_MONTH,
  ETS_SURRENDER_DEADLINE,
  MAX_PERMIT_RECOMMENDATIONS,
  PERMIT_CAPACITY_T,
  PERMIT_DEFAULT_BUFFER_MONTHS,
  PERMIT_DEFAULT_WARNING_PCT,
  PERMIT_NOTES_DISPLAY_CHARS,
  PERMIT_PRICE_EUR_PER_T,
  PERMIT_RED_MAX_MONTHS,
  PERMIT_YEARS_DISPLAY_MAX,
  PERMIT_YELLOW_MAX_MONTHS,
} from './constants';
import { MSG_PERMIT_CONSUMPTION_NOT_POSITIVE, MSG_PERMIT_INSUFFICIENT_DATA } from './messages';
import type { Aggregates } from './analysis/aggregate';
import type { PermitAnalysis, PermitInput, PermitResult, TrafficLight } from './analysis/types';

const tonnes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** data §9: years with one decimal, or ">10.0" beyond ten years. */
export function formatPermitYears(years: number): string {
  return years > PERMIT_YEARS_DISPLAY_MAX
    ? `>${PERMIT_YEARS_DISPLAY_MAX.toFixed(1)}`
    : years.toFixed(1);
}

/** data §4: red at 0 permits or 12 months or less, yellow up to 24 months, green beyond. */
export function permitLight(activePermits: number, monthsRemaining: number): TrafficLight {
  if (activePermits === 0 || monthsRemaining <= PERMIT_RED_MAX_MONTHS) return 'red';
  if (monthsRemaining <= PERMIT_YELLOW_MAX_MONTHS) return 'yellow';
  return 'green';
}

function recommendations(
  light: TrafficLight,
  p: {
    activePermits: number;
    months: number;
    consumedPct: number;
    warningPct: number;
    needed: number;
    buffer: number;
    rate: number;
  },
): string[] {
  const out: string[] = [];
  const rate = `${tonnes.format(p.rate)} tCO2/month`;
  if (p.activePermits === 0) {
    out.push(
      `No active permits are recorded while the data shows ${rate}: record your holdings or acquire ${p.needed} permit${p.needed === 1 ? '' : 's'} (${tonnes.format(PERMIT_CAPACITY_T)} tCO2 each) to cover a ${p.buffer}-month buffer.`,
    );
  } else if (light !== 'green') {
    out.push(
      `At ${rate} the permits last ${oneDecimal.format(p.months)} months, ${light === 'red' ? `at or under the ${PERMIT_RED_MAX_MONTHS}-month` : `under the ${PERMIT_YELLOW_MAX_MONTHS}-month`} threshold: acquire ${p.needed} more permit${p.needed === 1 ? '' : 's'} to keep a ${p.buffer}-month buffer.`,
    );
  }
  if (p.consumedPct >= p.warningPct) {
    out.push(
      `${oneDecimal.format(p.consumedPct)}% of the permit capacity is used, at or above the ${p.warningPct}% warning threshold: plan the purchase before the ${ETS_SURRENDER_DEADLINE} surrender deadline.`,
    );
  }
  if (light === 'green' && p.activePermits > 0) {
    out.push(
      `The permits cover ${oneDecimal.format(p.months)} months at ${rate}, beyond the ${PERMIT_YELLOW_MAX_MONTHS}-month threshold; review again when the consumption rate changes.`,
    );
  }
  out.push(
    `Under the EU ETS only CO2 from combustion counts against allowances (CH4 and N2O do not); surrender by ${ETS_SURRENDER_DEADLINE} each year.`,
  );
  return out.slice(0, MAX_PERMIT_RECOMMENDATIONS);
}

/**
 * The permit runway (tCO2, months, percent) for a permit holding and a consumption rate.
 * needed_permits_for_buffer: permits to add so that the remaining capacity covers
 * `target_buffer_months` of consumption; months_to_buffer: months until the remaining capacity
 * falls to that buffer (negative: already inside it).
 */
export function calculatePermit(input: PermitInput): PermitResult {
  const permits = input.active_permits;
  const rate = input.avg_consumption_rate_t_per_month;
  // data §5: missing permits (0 is allowed) or a missing or zero rate are insufficient data.
  if (permits === null || permits === undefined || Number.isNaN(permits) || !rate) {
    return { valid: false, error: MSG_PERMIT_INSUFFICIENT_DATA };
  }
  if (rate < 0) return { valid: false, error: MSG_PERMIT_CONSUMPTION_NOT_POSITIVE };
  const buffer = input.target_buffer_months ?? PERMIT_DEFAULT_BUFFER_MONTHS;
  const warningPct = input.warning_threshold_pct ?? PERMIT_DEFAULT_WARNING_PCT;
  const capacity = permits * PERMIT_CAPACITY_T;
  const used = input.cumulative_emissions_t;
  const months = Math.max(capacity - used, 0) / rate;
  const years = months / 12;
  // Without capacity, any emission uses it all.
  const consumedPct = capacity > 0 ? (used / capacity) * 100 : used > 0 ? 100 : 0;
  const needed = Math.max(0, Math.ceil((used + rate * buffer - capacity) / PERMIT_CAPACITY_T));
  const light = permitLight(permits, months);
  return {
    valid: true,
    total_capacity_t: capacity,
    months_remaining: months,
    years_remaining: years,
    years_display: formatPermitYears(years),
    status_light: light,
    consumed_pct: consumedPct,
    needed_permits_for_buffer: needed,
    months_to_buffer: months - buffer,
    market_value_eur: capacity * PERMIT_PRICE_EUR_PER_T,
    recommendations: recommendations(light, {
      activePermits: permits,
      months,
      consumedPct,
      warningPct,
      needed,
      buffer,
      rate,
    }),
  };
}

/**
 * The permit analysis of a permit record against the data: consumption = CO2 per day with data
 * x 30.44 (tCO2/month), cumulative = CO2 of the permit year in the data (t).
 */
export function permitAnalysisFromData(
  agg: Aggregates,
  permit: { permit_year: number; active_permits: number },
  today: string,
): PermitAnalysis {
  const daysWithData = agg.days.length;
  const rate = daysWithData > 0 ? (agg.totals.co2Tonnes / daysWithData) * DAYS_PER_MONTH : 0;
  const cumulative = agg.plants.reduce(
    (sum, p) => sum + (p.byYear.get(permit.permit_year)?.co2Tonnes ?? 0),
    0,
  );
  const input: PermitInput = {
    active_permits: permit.active_permits,
    avg_consumption_rate_t_per_month: rate,
    current_date: today,
    target_buffer_months: PERMIT_DEFAULT_BUFFER_MONTHS,
    warning_threshold_pct: PERMIT_DEFAULT_WARNING_PCT,
    cumulative_emissions_t: cumulative,
  };
  return {
    permit_year: permit.permit_year,
    active_permits: permit.active_permits,
    isCurrentYear: permit.permit_year === Number(today.slice(0, 4)),
    input,
    result: calculatePermit(input),
  };
}

/** data §9: permit notes cut at 50 characters on the card, with an ellipsis when cut. */
export function formatPermitNotes(notes: string | null | undefined): string {
  if (!notes) return '';
  return notes.length > PERMIT_NOTES_DISPLAY_CHARS
    ? `${notes.slice(0, PERMIT_NOTES_DISPLAY_CHARS)}...`
    : notes;
}
