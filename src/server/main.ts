// The server process: configuration, database, migrations, demo account, HTTP, graceful stop.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { scheduleDigests } from './alerts/run-digests';
import { buildServices } from './build-services';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger, errorSummary } from './logger';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { answerClientError } from './http/client-error';
import { guardProcess } from './process-guard';

/** How long requests in flight may finish after an uncaught error before the process ends. */
const FATAL_STOP_MS = 10_000;

async function main(): Promise<void> {
  const config = await loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => logger.error({ err }, 'database connection lost'),
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.dataDir, config.mailFrom, logger);
  const services = await buildServices({ config, db: database.db, logger, mailer });
  const app = createApp(services);
  const digests =
    config.digestCheckSeconds > 0
      ? scheduleDigests(services, mailer, config.digestCheckSeconds)
      : null;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, host: config.host, database: database.kind, url: config.appUrl },
      `listening on ${config.appUrl}`,
    );
  });

  server.on('clientError', answerClientError);

  let stopping = false;
  const stop = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'stopping: finishing requests in flight');
    // close() stops accepting connections and calls back once the open ones have finished.
    server.close(async () => {
      await digests?.stop();
      mailer.close();
      await services.work.close();
      await services.ingest.close();
      await database.close();
      logger.info('stopped');
      process.exit(exitCode);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // After an uncaught error a request may never finish: the process must still end.
    if (exitCode !== 0) setTimeout(() => process.exit(exitCode), FATAL_STOP_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  guardProcess(logger, () => stop('uncaught exception', 1));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    // The summary only: a failed migration's error carries its query's parameters.
    console.error('The server could not start:', JSON.stringify(errorSummary(error)));
  }
  process.exit(1);
});
