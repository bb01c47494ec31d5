import { ApiError } from './api-error';

/** The server's message for a refusal; the spec's fallback for anything else (a network failure). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}
