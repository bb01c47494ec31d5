// Issue 28 §4 "Alerts": what needs a member's attention, from the organisation's own data and
// the facts it declared, each saying what it rests on. The bell and the e-mail digest show these.
import { count, formatDay, formatMinute, num } from '../format';

export type AlertKind = 'ets_deadline' | 'over_allowances' | 'data_gap' | 'locked_year_attempt';

export interface Alert {
  /** Stable while the situation lasts (the bell remembers what it showed). */
  key: string;
  kind: AlertKind;
  tone: 'critical' | 'warning';
  title: string;
  detail: string;
}

/** The first alerts of a list as the bell and the digests show them, and how many there are. */
export interface ListedAlerts {
  /** The first, the critical first, each tone in the list's order. */
  alerts: Alert[];
  count: number;
}

/**
 * The first `max` of `alerts`, the critical first, and their `count` (when `alerts` are the first
 * of a longer list, with alerts after them: its count).
 */
export function listAlerts(
  alerts: readonly Alert[],
  max: number,
  count = alerts.length,
): ListedAlerts {
  const critical = alerts.filter((a) => a.tone === 'critical').slice(0, max);
  const others: Alert[] = [];
  for (const a of alerts) {
    if (critical.length + others.length >= max) break;
    if (a.tone !== 'critical') others.push(a);
  }
  return { alerts: [...critical, ...others], count };
}

/** How many days before an ETS deadline it is announced. */
export const DEADLINE_NOTICE_DAYS = 30;

/** The facts of one ETS year the alerts read (a subset of the ETS year answer). */
export interface EtsYearFacts {
  year: number;
  status: 'reported' | 'verified';
  reported_co2_t: number;
  verified_co2_t: number | null;
  allowance_basis: 'none' | 'permits' | 'euas';
  allowances_t: number;
  position_t: number;
  outstanding_t: number;
  report_due: string;
  surrender_due: string;
  days_to_report_due: number;
  days_to_surrender_due: number;
  days_with_data: number;
}

const due = (days: number) =>
  days < 0
    ? `${count(-days, 'day')} overdue`
    : days === 0
      ? 'due today'
      : `${count(days, 'day')} left`;

/**
 * The year's ETS deadlines within DEADLINE_NOTICE_DAYS or past: the report while the year is not
 * verified, the surrender while tonnes are outstanding. A year with no data has none.
 */
export function deadlineAlerts(ets: EtsYearFacts): Alert[] {
  if (ets.days_with_data === 0) return [];
  const alerts: Alert[] = [];
  if (ets.status !== 'verified' && ets.days_to_report_due <= DEADLINE_NOTICE_DAYS) {
    alerts.push({
      key: `report-${ets.year}`,
      kind: 'ets_deadline',
      tone: ets.days_to_report_due < 0 ? 'critical' : 'warning',
      title: `Verified emissions report for ${ets.year}: ${due(ets.days_to_report_due)}`,
      detail: `Due ${formatDay(ets.report_due)}; no verification statement is recorded for ${ets.year}.`,
    });
  }
  if (ets.outstanding_t > 0 && ets.days_to_surrender_due <= DEADLINE_NOTICE_DAYS) {
    alerts.push({
      key: `surrender-${ets.year}`,
      kind: 'ets_deadline',
      tone: ets.days_to_surrender_due < 0 ? 'critical' : 'warning',
      title: `Allowances for ${ets.year} to surrender: ${due(ets.days_to_surrender_due)}`,
      detail: `Due ${formatDay(ets.surrender_due)}; ${num(ets.outstanding_t)} t not surrendered yet (${ets.status} CO2).`,
    });
  }
  return alerts;
}

/**
 * A year whose CO2 (verified, else reported on its days with data) passes the allowances the
 * organisation recorded; no verdict without a permit record.
 */
export function allowanceAlert(ets: EtsYearFacts): Alert | null {
  if (ets.allowance_basis === 'none' || ets.position_t >= 0) return null;
  const basis =
    ets.status === 'verified'
      ? 'verified CO2'
      : `reported CO2 of ${count(ets.days_with_data, 'day')} with data`;
  return {
    key: `over-allowances-${ets.year}`,
    kind: 'over_allowances',
    tone: 'critical',
    title: `${ets.year}: ${num(-ets.position_t)} t of CO2 more than the allowances held`,
    detail: `${num(ets.allowances_t)} t of allowances recorded against ${basis}.`,
  };
}

/** A plant's missing hours not yet classified, as the data-quality screen lists them. */
export interface PlantGapFacts {
  plant_id: number;
  plant_name: string;
  gaps: { from: string; to: string; hours: number; reason: string | null }[];
}

export function gapAlert(plant: PlantGapFacts): Alert | null {
  const open = plant.gaps.filter((g) => g.reason === null);
  if (open.length === 0) return null;
  const hours = open.reduce((sum, g) => sum + g.hours, 0);
  return {
    key: `gaps-${plant.plant_id}`,
    kind: 'data_gap',
    tone: 'warning',
    title: `${plant.plant_name}: ${count(hours, 'hour')} missing`,
    detail: `${count(open.length, 'gap')} not classified, the first from ${formatMinute(open[0]!.from)} to ${formatMinute(open[0]!.to)} UTC.`,
  };
}

/** Changes refused because their year is locked, since a moment (from the audit log). */
export function lockedAttemptAlert(
  refusals: readonly { at: string; actor: string; target: string }[],
): Alert | null {
  if (refusals.length === 0) return null;
  const last = refusals[0]!;
  return {
    key: `locked-attempts-${last.at}`,
    kind: 'locked_year_attempt',
    tone: 'warning',
    title: `${count(refusals.length, 'change')} to a locked year refused`,
    detail: `The last: ${last.target}, by ${last.actor} on ${formatDay(last.at.slice(0, 10))}.`,
  };
}
