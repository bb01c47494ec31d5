import type { HttpBindings } from '@hono/node-server';
import type { Context, Env, ErrorHandler } from 'hono';
import { lingerBeforeClosing } from './linger-before-closing';
import { HTTPException } from 'hono/http-exception';
import { MSG_UNEXPECTED_ERROR } from '@domain/auth-messages';
import type { Logger } from '../logger';
import { YearLockedError } from '../db/queries/year-locks';
import { ApiError } from './api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

/** The JSON body of every error the API answers. */
export interface ErrorBody {
  error: string;
  message: string;
  [detail: string]: unknown;
}

export function errorJson(c: Context, error: ApiError): Response {
  const body: ErrorBody = { error: error.code, message: error.message, ...error.details };
  if (error.status !== 413) return c.json(body, error.status, error.headers);
  // A body refused for its size is left unread on the connection, so no request can follow it.
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (socket) lingerBeforeClosing(socket);
  return c.json(body, error.status, { ...error.headers, Connection: 'close' });
}

const databaseUnavailable = () =>
  new ApiError(
    503,
    'database_unavailable',
    'The database is not available right now. Please try again in a moment.',
    undefined,
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/**
 * Turns thrown errors into JSON without stack traces; an unreachable or timed-out database
 * answers 503 with Retry-After. Unexpected errors are logged with their route:
 * the error's summary only (logger.ts), never the query's parameters or the request's body.
 */
export function errorHandler<E extends Env>(
  logger: Logger,
  lockedYearRefused: (c: Context<E>, error: YearLockedError) => Promise<void>,
): ErrorHandler<E> {
  return async (error, c) => {
    if (error instanceof ApiError) return errorJson(c, error);
    // Issue 28 §3: any write to a locked year's data, from whichever route, is refused alike; the
    // refusal is recorded for the organisation's alerts (§4), and a failure to record it is logged.
    if (error instanceof YearLockedError) {
      await lockedYearRefused(c, error).catch((e: unknown) =>
        logger.error({ err: e, reqId: c.get('requestId') }, 'locked-year refusal not recorded'),
      );
      return errorJson(
        c,
        new ApiError(409, 'year_locked', error.message, {
          year: error.year,
          ...(error.plantId === undefined ? {} : { plant_id: error.plantId }),
          locked: { by: error.lockedBy, at: error.lockedAt.toISOString() },
        }),
      );
    }
    if (error instanceof HTTPException) {
      const code = error.status === 413 ? 'payload_too_large' : 'http_error';
      return errorJson(c, new ApiError(error.status, code, error.message || 'Request refused'));
    }
    const where = {
      reqId: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      path: c.req.path,
    };
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, ...where }, 'database unavailable');
      return errorJson(c, databaseUnavailable());
    }
    logger.error({ err: error, ...where }, 'unhandled error');
    return errorJson(c, new ApiError(500, 'internal_error', MSG_UNEXPECTED_ERROR));
  };
}
