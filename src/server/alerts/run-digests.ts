import { digestSince } from '@domain/alerts/digest-period';
import { createResponseCache, type ResponseCache } from '../files/analysis-responses';
import { collectAlerts } from './collect-alerts';
import { digestMail } from './digest-mail';
import type { DigestJob } from '../db/queries/digests';
import type { Mailer } from '../mail/mailer';
import type { Services } from '../services';

type DigestServices = Pick<Services, 'queries' | 'now' | 'work' | 'config' | 'logger'>;

/** A round's memory of each organisation's data alerts: its members' digests read them once. */
const ROUND_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * Issue 28 §4: enqueues the digests whose period began and sends every due one this replica can
 * take (another replica skips the ones it holds). A member's digest with no alert is done without
 * a mail. How many were sent.
 */
export async function runDueDigests(services: DigestServices, mailer: Mailer): Promise<number> {
  const { digests } = services.queries;
  await digests.enqueueDue(services.now());
  const cache = createResponseCache(ROUND_CACHE_BYTES);
  let sent = 0;
  for (
    let job = await digests.claimNext(services.now());
    job;
    job = await digests.claimNext(services.now())
  ) {
    try {
      if (await sendDigest(services, mailer, job, cache)) sent++;
      await digests.finish(job.id, services.now());
    } catch (error) {
      services.logger.warn({ err: error, job: job.id }, 'digest not sent');
      await digests.failed(job, error, services.now());
    }
  }
  return sent;
}

/** One member's digest, unless they left, turned it off, or nothing needs their attention. */
async function sendDigest(
  services: DigestServices,
  mailer: Mailer,
  job: DigestJob,
  cache: ResponseCache,
): Promise<boolean> {
  const member = await services.queries.organisations.memberOf(job.org_id, job.user_id);
  if (!member) return false;
  const preference = await services.queries.digests.preferenceOf(job.org_id, job.user_id);
  if (preference.frequency === 'off') return false;
  const since = digestSince(job.period, preference.frequency);
  const alerts = await collectAlerts(services, job.org_id, { since, cache });
  if (alerts.count === 0) return false;
  await mailer.send(
    digestMail(services.config.appUrl, {
      to: member.email,
      organisation: member.orgName,
      orgId: job.org_id,
      frequency: preference.frequency,
      alerts,
      unsubscribeToken: preference.unsubscribe_token,
    }),
  );
  return true;
}

/** Runs the digests every `seconds` until stopped; a failed round is logged and the next tries again. */
export function scheduleDigests(services: DigestServices, mailer: Mailer, seconds: number) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runDueDigests(services, mailer).catch((error: unknown) =>
      services.logger.error({ err: error }, 'digest round failed'),
    );
  }, seconds * 1000);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
