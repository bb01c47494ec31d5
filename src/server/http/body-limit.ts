import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

/** The most a request body other than an upload may hold: JSON and sign-in forms are small. */
export const REQUEST_BODY_MAX_BYTES = 16 * 1024;

/**
 * Refuses a request body over `maxBytes` with the given 413 error before anything reads it whole:
 * a Content-Length over the limit is refused unread, and a body without one (chunked) is counted
 * as it arrives and refused where it passes the limit.
 */
export function limitBody(maxBytes: number, refusal: () => ApiError) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw refusal();
    },
  });
}

/** The 413 of a body over REQUEST_BODY_MAX_BYTES. */
export const requestBodyTooLarge = () =>
  new ApiError(
    413,
    'payload_too_large',
    `Request body too large: at most ${REQUEST_BODY_MAX_BYTES / 1024} KB`,
  );
