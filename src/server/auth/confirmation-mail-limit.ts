import { APIError } from 'better-auth/api';
import type { SignInFailureQueries } from '../db/queries/sign-in-failures';
import { createFailureLock, DEFAULT_LOCKOUT } from './sign-in-lockout';

const msgTooManyConfirmationMails = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many confirmation e-mails for this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Issue 34 §1: confirmation mails per address, beside the per-client rate limit, counted like failed
 * sign-ins (every request, whether or not an account has the address, so the answer tells nothing):
 * past the sign-in policy's count within its window the address is locked, doubling up to an hour.
 */
export function createConfirmationMailLimit(failures: SignInFailureQueries, now: () => Date) {
  const lock = createFailureLock(failures, now, DEFAULT_LOCKOUT);
  const key = (email: string) => `confirmation-mail:${email.trim().toLowerCase()}`;
  return {
    /** Throws 429 with Retry-After while the address is locked; else counts this mail. */
    async count(email: string): Promise<void> {
      const seconds = await lock.lockedForSeconds(key(email));
      if (seconds !== null) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { code: 'CONFIRMATION_MAIL_LIMIT', message: msgTooManyConfirmationMails(seconds) },
          { 'Retry-After': String(seconds) },
        );
      }
      await lock.failed(key(email));
    },
  };
}
