import type { Kysely } from 'kysely';
import { createAuth, type AuthRateLimits, type PasswordHashing } from './auth/create-auth';
import { migrateAuth } from './auth/migrate-auth';
import { settleListedRoles } from './db/queries/listed-roles';
import { createSessionReader } from './auth/session-reader';
import type { Config } from './config';
import { migrateToLatest } from './db/migrate';
import { createQueries } from './db/queries';
import type { Database } from './db/schema';
import { seedDemoAccount } from './demo/seed-demo';
import { backfillHistory } from './scope/backfill-history';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Services } from './services';
import { createUploadIngest } from './work/ingest';
import { createServerWork } from './work/server-tasks';

export interface ServiceParts {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  mailer: Mailer;
  rateLimits?: AuthRateLimits;
  passwordHashing?: PasswordHashing;
  now?: () => Date;
}

/**
 * Migrates the database (app and auth tables, idempotent), then wires the services, deletes the
 * bytes of abandoned uploads, gives stored files their plant-days and seeds the demo.
 */
export async function buildServices(parts: ServiceParts): Promise<Services> {
  const { config, db, logger, mailer, rateLimits, passwordHashing, now = () => new Date() } = parts;
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const auth = createAuth({ config, db, mailer, logger, rateLimits, now, passwordHashing });
  await migrateAuth(auth);
  // Accounts made before organisations get their personal one (issue 28 §1, migration 0028).
  const queries = createQueries(db);
  const created = await queries.organisations.createPersonalOrganisations();
  if (created > 0) logger.info({ organisations: created }, 'personal organisations created');
  const settled = await settleListedRoles(db);
  if (settled > 0) logger.info({ members: settled }, 'roles stored as a list settled');
  const services: Services = {
    config,
    queries,
    auth,
    sessions: createSessionReader(auth, queries.organisations),
    logger,
    work: createServerWork(config.work),
    ingest: createUploadIngest({
      timeoutMs: config.work.timeoutMs,
      maxPlantsPerFile: config.maxPlantsPerFile,
    }),
    now,
  };
  // Bytes of uploads that failed where their own cleanup could not run (the process stopped).
  const swept = await services.queries.files.sweepAbandonedContents();
  if (swept > 0) logger.info({ contents: swept }, "abandoned uploads' bytes deleted");
  // Files stored before the history, or under another HISTORY_VERSION, get their plant-days before
  // the first request: no read path computes them.
  const backfilled = await backfillHistory(services, null);
  if (backfilled > 0) logger.info({ files: backfilled }, 'plant-days of stored files computed');
  if (config.demoAccount) await seedDemoAccount(auth, services);
  return services;
}
