import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import {
  allowanceAlert,
  deadlineAlerts,
  listAlerts,
  lockedAttemptAlert,
  type Alert,
  type ListedAlerts,
} from '@domain/alerts/alerts';
import { HISTORY_VERSION } from '@domain/history/history-version';
import { BUILD_ID } from '../build-id';
import type { ResponseCache } from '../files/analysis-responses';
import { readyJson } from '../http/compress-json';
import { loadGapAlerts } from '../quality/load-quality';
import { LISTED_ALERTS_MAX, LISTED_PLANTS_MAX } from '@domain/constants';
import { lockedEtsYear } from '../scope/locked-years';
import {
  etsYearInputsOf,
  etsYearOfFacts,
  etsYearRows,
  HISTORY,
  loadEtsYearContext,
} from '../scope/load-ets-year';
import { etsYearDataOfRows } from '../db/rollup-of-rows';
import { buffersOf, packRollupRows } from '../work/packed-rows';
import type { EtsYearTotals } from '../work/server-tasks';
import { currentYear, today } from '../clock';
import type { Services } from '../services';

/** How far back the bell looks for refused changes to a locked year. */
const REFUSALS_DAYS = 7;

type AlertServices = Pick<Services, 'queries' | 'now' | 'work'>;

/**
 * An ETS year's totals, which its deadlines and allowances rest on (its coverage is not read): a
 * locked year's kept ones, else from the data; a fleet past `workerPlants` plants (by default
 * LISTED_PLANTS_MAX) on a worker thread, from its rows: folding them would hold the event loop.
 */
export async function etsYearTotals(
  services: AlertServices,
  orgId: string,
  year: number,
  workerPlants = LISTED_PLANTS_MAX,
): Promise<EtsYearTotals> {
  const locked = await lockedEtsYear(services, orgId, year);
  if (locked) return locked;
  const [rows, context] = await Promise.all([
    etsYearRows(services, orgId, HISTORY, year),
    loadEtsYearContext(services, orgId, year, HISTORY, { coverage: false }),
  ]);
  // A calendar year's rows hold one row per plant.
  if (rows.plantYears.length <= workerPlants) {
    const data = etsYearDataOfRows(rows, year, context.streams);
    return etsYearOfFacts({ data, ...context }, today(services));
  }
  const { register, record, settings, verification } = etsYearInputsOf(context);
  const packed = await packRollupRows(rows);
  return services.work.run(
    'etsYearTotals',
    {
      rows: packed,
      year,
      streams: context.streams,
      register,
      record,
      settings,
      verification,
      today: today(services),
    },
    { transfer: buffersOf([packed]) },
  );
}

/** The alerts the data gives: ETS deadlines and allowances of last year and this one, missing hours. */
async function dataAlerts(services: AlertServices, orgId: string): Promise<Alert[]> {
  const year = currentYear(services);
  const [ets, gaps] = await Promise.all([
    Promise.all([year - 1, year].map((y) => etsYearTotals(services, orgId, y))),
    loadGapAlerts(services, orgId),
  ]);
  return [
    ...[...ets.flatMap(deadlineAlerts), ...ets.map(allowanceAlert)].filter(
      (a): a is Alert => a !== null,
    ),
    ...gaps,
  ];
}

/** The data's first alerts as listed (see listAlerts), and the count of all. */
async function listedDataAlerts(services: AlertServices, orgId: string): Promise<ListedAlerts> {
  return listAlerts(await dataAlerts(services, orgId), LISTED_ALERTS_MAX);
}

/**
 * The data's listed alerts from the cache while the data and the day are those they were read on:
 * every write they rest on raises the data version (writeFigures), and deadlines move with the day.
 * Only the listed ones are kept: a fleet's alert per plant would make every poll of the bell parse
 * megabytes on the event loop.
 */
async function cachedDataAlerts(
  services: AlertServices,
  orgId: string,
  cache: ResponseCache,
): Promise<ListedAlerts> {
  const { version } = await services.queries.dataVersions.read(orgId, null);
  const key = `alerts|${orgId}|${version}|${ANALYSIS_VERSION}.${HISTORY_VERSION}|${BUILD_ID}|${today(services)}`;
  const held = cache.get(key);
  if (held !== undefined) return JSON.parse(held.bytes.toString()) as ListedAlerts;
  // Read after the version: the alerts are never older than the version they are kept under.
  const listed = await listedDataAlerts(services, orgId);
  cache.set(key, readyJson(JSON.stringify(listed)));
  return listed;
}

/**
 * Issue 28 §4: the organisation's alerts now: the ETS deadlines of last year and this one, a year
 * over its recorded allowances, each plant's unclassified missing hours, and changes to a locked
 * year refused since `since` (the bell: the last week; a digest: its period); the first
 * LISTED_ALERTS_MAX, the critical first, and the count of all. With a cache (the bell, polled by
 * every open screen), the data's alerts are read once per data version and day.
 */
export async function collectAlerts(
  services: AlertServices,
  orgId: string,
  {
    since = new Date(services.now().getTime() - REFUSALS_DAYS * 86_400_000),
    cache,
  }: { since?: Date; cache?: ResponseCache } = {},
): Promise<ListedAlerts> {
  const [fromData, refusals] = await Promise.all([
    cache ? cachedDataAlerts(services, orgId, cache) : listedDataAlerts(services, orgId),
    services.queries.audit.list(orgId, { action: 'locked_year_refusal', from: since, limit: 100 }),
  ]);
  const events = refusals.events.map((e) => ({ ...e, at: e.at.toISOString() }));
  const refused = lockedAttemptAlert(events);
  // The refusals' alert comes after the data's: listed after their first, it lists as after all.
  return refused
    ? listAlerts([...fromData.alerts, refused], LISTED_ALERTS_MAX, fromData.count + 1)
    : fromData;
}
