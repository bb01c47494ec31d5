import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

/** The most a request body other than an upload may hold: JSON and sign-in forms are small. */
export const REQUEST_BODY_MAX_BYTES = 16 * 1024;

/**
 * Refuses a request body over `maxBytes` with the given 413 error before anything reads it whole:
 * a Content-Length over the limit is refused unread, and a body without one (chunked) is counted
 * as it arrives and refused where it passes the limit. A GET or HEAD body is never read, so it is
 * not looked at: looking builds the request's whole web Request, a cost on every page and probe.
 */
export function limitBody(maxBytes: number, refusal: () => ApiError): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw refusal();
    },
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** The 413 of a body over REQUEST_BODY_MAX_BYTES. */
export const requestBodyTooLarge = () =>
  new ApiError(
    413,
    'payload_too_large',
    `Request body too large: at most ${REQUEST_BODY_MAX_BYTES / 1024} KB`,
  );
