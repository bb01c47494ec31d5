import { APIError } from 'better-auth/api';
import type { SignInFailureQueries } from '../db/queries/sign-in-failures';

/** When failed sign-ins lock an account, and for how long. */
export interface LockoutPolicy {
  /** Failures in a row that lock the account. */
  maxFailures: number;
  /** Failures further apart than this (after the last one or the end of a lock) start anew. */
  windowMs: number;
  /** The lock after `maxFailures`; each further failure doubles it, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
}

const MINUTE_MS = 60_000;

/** 5 failures within 15 minutes lock for 1 minute; each further one doubles it, up to 1 hour. */
export const DEFAULT_LOCKOUT: LockoutPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE_MS,
  firstLockMs: MINUTE_MS,
  maxLockMs: 60 * MINUTE_MS,
};

/** How long `failures` failed sign-ins in a row lock the account, in ms (0: not locked). */
export function lockDurationMs(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.maxFailures) return 0;
  const doublings = Math.min(failures - policy.maxFailures, 30);
  return Math.min(policy.firstLockMs * 2 ** doublings, policy.maxLockMs);
}

/** The 429 message of a locked account: when to try again, and the way out. */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `Too many failed sign-in attempts for this account. Try again in ${minutes} ` +
    `minute${minutes === 1 ? '' : 's'}, or reset your password.`
  );
}

/**
 * The per-account sign-in lock, beside the per-address rate limit: counted per e-mail address in
 * the database (every replica sees it) whether or not an account has that address, so the answer
 * never tells which addresses exist.
 */
export function createSignInLockout(
  failures: SignInFailureQueries,
  now: () => Date,
  policy: LockoutPolicy = DEFAULT_LOCKOUT,
) {
  // A locked account's owner finds the burst in their audit log.
  const lock = createFailureLock(failures, now, policy, failures.lockAccount);
  // The address as Better Auth looks it up.
  const key = (email: string) => email.trim().toLowerCase();
  return {
    /** Throws 429 with Retry-After while the address is locked. */
    async refuseIfLocked(email: string): Promise<void> {
      const seconds = await lock.lockedForSeconds(key(email));
      if (seconds === null) return;
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: 'SIGN_IN_LOCKED', message: lockedMessage(seconds) },
        { 'Retry-After': String(seconds) },
      );
    },
    /** A wrong password (or an unknown address): counted, and the address locked past the limit. */
    failed: (email: string) => lock.failed(key(email)),
    /** A successful sign-in or password reset: the failures and any lock are forgotten. */
    cleared: (email: string) => lock.cleared(key(email)),
  };
}

/**
 * Failures counted per key in the database (every replica sees them), and the key locked with a
 * doubling lock past the policy's limit: failed sign-ins per address, failed API tokens per client.
 */
export function createFailureLock(
  failures: SignInFailureQueries,
  now: () => Date,
  policy: LockoutPolicy = DEFAULT_LOCKOUT,
  lock: (key: string, until: Date, failures: number) => Promise<void> = failures.lock,
) {
  return {
    /** Seconds until the key's lock ends, or null when it is not locked. */
    async lockedForSeconds(key: string): Promise<number | null> {
      const at = now();
      const until = await failures.lockedUntil(key, at);
      return until ? Math.ceil((until.getTime() - at.getTime()) / 1000) : null;
    },
    /** One failure: counted, and the key locked past the limit. */
    async failed(key: string): Promise<void> {
      const at = now();
      const count = await failures.recordFailure(key, at, policy.windowMs);
      const lockMs = lockDurationMs(count, policy);
      if (lockMs > 0) await lock(key, new Date(at.getTime() + lockMs), count);
    },
    /** The failures and any lock are forgotten. */
    async cleared(key: string): Promise<void> {
      await failures.clear(key);
    },
  };
}

export type FailureLock = ReturnType<typeof createFailureLock>;

export type SignInLockout = ReturnType<typeof createSignInLockout>;
