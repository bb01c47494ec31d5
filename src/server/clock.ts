// The one reading of the clock's day and year: a scope route takes them from its settled scope
// (settle-scope.ts), other code from here.
import type { Services } from './services';

/** An instant's day as `YYYY-MM-DD` (UTC). */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Today as `YYYY-MM-DD` (UTC), for current-year and permit logic. */
export const today = (services: Pick<Services, 'now'>) => dayOf(services.now());

/** The current calendar year (UTC): the year whose permit record the screens and reports use. */
export const currentYear = (services: Pick<Services, 'now'>) => Number(today(services).slice(0, 4));
