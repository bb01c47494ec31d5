/**
 * Why an API call failed, the one error type of the web app's requests: the HTTP status (0 when
 * no answer came: network down, server unreachable), the server's error code and its message
 * (accounts §8 messages pass through), or the call's fallback message when it gave none.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole error body (a refused CSV upload lists its problems here). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
