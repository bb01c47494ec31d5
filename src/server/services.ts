import type { Auth } from './auth/create-auth';
import type { SessionReader } from './auth/session-reader';
import type { Config } from './config';
import type { Queries } from './db/queries';
import type { Logger } from './logger';
import type { UploadIngest } from './work/ingest';
import type { ServerWork } from './work/server-tasks';

/** What route handlers work with; built once per process (tests build their own). */
export interface Services {
  config: Config;
  queries: Queries;
  auth: Auth;
  /** The request's session, read through Better Auth (see session-reader.ts). */
  sessions: SessionReader;
  logger: Logger;
  /** The worker threads that render PDFs and check uploads. */
  work: ServerWork;
  /** The thread that checks uploads as they arrive. */
  ingest: UploadIngest;
  /** The current instant (tests fix it). */
  now: () => Date;
}
