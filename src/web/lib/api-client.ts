import { hc } from 'hono/client';
import type { AppType } from '../../server/app';

/** The API client typed from the server's routes: a renamed field breaks the build, not a screen. */
export const api = hc<AppType>('/');

/** An API refusal with the server's code and message (accounts §8 messages pass through). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The JSON of a successful response, or an ApiRequestError carrying the server's message. */
export async function readJson<T>(response: Response, fallback: string): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the fallback message says what failed.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const code = typeof body.error === 'string' ? body.error : 'http_error';
  throw new ApiRequestError(response.status, code, message, body);
}
