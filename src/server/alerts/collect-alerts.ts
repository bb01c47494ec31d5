import {
  allowanceAlert,
  deadlineAlerts,
  gapAlert,
  lockedAttemptAlert,
  type Alert,
} from '../../domain/core/alerts/alerts';
import { loadQuality } from '../quality/load-quality';
import { answerEtsYear } from '../scope/locked-years';
import { ensureHistory } from '../scope/ensure-history';
import { today, type Services } from '../services';

/** How far back the bell looks for refused changes to a locked year. */
const REFUSALS_DAYS = 7;

/**
 * Issue 28 §4: the organisation's alerts now: the ETS deadlines of last year and this one, a year
 * over its recorded allowances, each plant's unclassified missing hours, and changes to a locked
 * year refused since `since` (the bell: the last week; a digest: its period).
 */
export async function collectAlerts(
  services: Pick<Services, 'queries' | 'now' | 'work'>,
  orgId: string,
  since: Date = new Date(services.now().getTime() - REFUSALS_DAYS * 86_400_000),
): Promise<Alert[]> {
  await ensureHistory(services, orgId);
  const year = Number(today(services).slice(0, 4));
  const [ets, quality, refusals] = await Promise.all([
    Promise.all([year - 1, year].map((y) => answerEtsYear(services, orgId, y))),
    loadQuality(services, orgId, { from: null, to: null }),
    services.queries.audit.list(orgId, { action: 'locked_year_refusal', from: since, limit: 100 }),
  ]);
  const events = refusals.events.map((e) => ({ ...e, at: e.at.toISOString() }));
  const alerts = [
    ...ets.flatMap(deadlineAlerts),
    ...ets.map(allowanceAlert),
    ...quality.map(gapAlert),
    lockedAttemptAlert(events),
  ].filter((a): a is Alert => a !== null);
  return alerts.sort((a, b) => (a.tone === b.tone ? 0 : a.tone === 'critical' ? -1 : 1));
}
