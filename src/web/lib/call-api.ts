import type { ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { ApiError } from './api-error';

/** The JSON a typed client response carries on success (its 2xx statuses); unknown for a plain Response. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, ResponseFormat>
    ? S extends SuccessStatusCode
      ? T
      : never
    : unknown;

const sessionEndedListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the server answers 401: the session was revoked or expired elsewhere.
 * The session store forgets the user then, so the route guard sends them to sign in and back.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

async function errorBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    // Not JSON (a proxy's error page): the call's fallback message says what failed.
    return {};
  }
}

/**
 * Every request of the web app goes through here: `send` makes it (the typed client, or fetch),
 * an OK response is answered as it is, anything else throws an ApiError with the server's message,
 * or `fallback` when the server gave none or did not answer. A 401 also ends the session here,
 * unless the caller knows its 401 means something else (a wrong second-factor code).
 */
export async function callApi<R extends Response>(
  send: () => Promise<R>,
  fallback: string,
  { unauthorizedEndsSession = true } = {},
): Promise<R> {
  let response: R;
  try {
    response = await send();
  } catch (error) {
    // A cancelled request (a screen left, a query cancelled) is not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', fallback);
  }
  if (response.ok) return response;
  const body = await errorBody(response);
  if (response.status === 401 && unauthorizedEndsSession)
    for (const listener of sessionEndedListeners) listener();
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  throw new ApiError(
    response.status,
    typeof body.error === 'string' ? body.error : 'http_error',
    message,
    body,
  );
}

/** callApi, then the response's JSON, typed from the server's route when `send` is the typed client. */
export async function callApiJson<R extends Response>(
  send: () => Promise<R>,
  fallback: string,
): Promise<SuccessBody<R>> {
  const response = await callApi(send, fallback);
  try {
    // response.ok holds here, so the body is one of the route's success bodies.
    return (await response.json()) as SuccessBody<R>;
  } catch {
    throw new ApiError(response.status, 'invalid_response', fallback);
  }
}
