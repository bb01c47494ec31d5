import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** A failed query is tried again at most this many times. */
export const MAX_QUERY_RETRIES = 2;

/**
 * Retries what may pass on its own: no answer (network) and server failures (5xx). A refusal
 * (4xx: signed out, not found, invalid) answers the same the next time, so it is never retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < MAX_QUERY_RETRIES &&
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500)
  );
}

/**
 * The signed-in area's cache of API data. The dashboard layout makes one each time the user
 * enters the signed-in area, so signing out (or a revoked session) leaves no data behind.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
  });
}
