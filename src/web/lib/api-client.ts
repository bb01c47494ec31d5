import { hc } from 'hono/client';
import type { AppType } from '@server/app';

/**
 * The API client typed from the server's routes: a renamed field breaks the build, not a screen.
 * Calls go through callApi (call-api.ts), which turns refusals into ApiError.
 */
export const api = hc<AppType>('/');
