import { ApiRequestError } from '../../../lib/api-client';

/** The server's message for a refusal; the spec's fallback for anything else (a network failure). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
