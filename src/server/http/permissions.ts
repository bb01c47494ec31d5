// Issue 28: what a caller may do, one function per action, so roles (§1) slot in here later. Today
// every signed-in user owns their data; an API token may only feed and read data (token-scope.ts).
import { ApiError } from './api-error';
import type { Caller } from './caller';

/** Lock and unlock a reporting year (issue 28 §3). */
export const canLockYears = (caller: Caller) => caller.token === null;

/** Read the audit log (issue 28 §2). */
export const canReadAuditLog = (caller: Caller) => caller.token === null;

/** Throws 403 naming what is needed when the check refuses the caller. */
export function requirePermission(allowed: boolean, action: string): void {
  if (!allowed) {
    throw new ApiError(403, 'forbidden', `Sign in as the account's owner to ${action}.`);
  }
}
