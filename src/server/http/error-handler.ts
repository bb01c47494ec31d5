import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MSG_UNEXPECTED_ERROR } from '../../domain/core/messages';
import type { Logger } from '../logger';
import { ApiError } from './api-error';

/** The JSON body of every error the API answers. */
export interface ErrorBody {
  error: string;
  message: string;
  [detail: string]: unknown;
}

export function errorJson(c: Context, error: ApiError): Response {
  const body: ErrorBody = { error: error.code, message: error.message, ...error.details };
  return c.json(body, error.status, error.headers);
}

/** Turns thrown errors into JSON without stack traces; unexpected ones are logged with theirs. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return errorJson(c, error);
    if (error instanceof HTTPException) {
      const code = error.status === 413 ? 'payload_too_large' : 'http_error';
      return errorJson(c, new ApiError(error.status, code, error.message || 'Request refused'));
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return errorJson(c, new ApiError(500, 'internal_error', MSG_UNEXPECTED_ERROR));
  };
}
