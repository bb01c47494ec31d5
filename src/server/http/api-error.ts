import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal the client can act on: answered as JSON `{ error: code, message }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra fields for the body (for example the list of CSV problems). */
    readonly details?: Record<string, unknown>,
    /** Extra response headers (for example Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The one answer for a missing id and for another user's id, so ids reveal nothing. */
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
