// Issue 28 §3: unlocking a locked reporting year needs a reason, which the audit log keeps.
import * as z from 'zod/mini';
import { singleLineText } from './plain-text';

export const UNLOCK_REASON_MAX_CHARS = 500;
export const MSG_UNLOCK_REASON = 'Give a reason for unlocking the year';

export const unlockSchema = z.object({
  reason: z.string({ error: MSG_UNLOCK_REASON }).check(
    singleLineText('reason'),
    z.refine((v) => v.trim().length > 0, MSG_UNLOCK_REASON),
    z.maxLength(
      UNLOCK_REASON_MAX_CHARS,
      `reason is longer than ${UNLOCK_REASON_MAX_CHARS} characters`,
    ),
  ),
});

/** The 409 of a change to a locked year's data: the year, who locked it and on which day. */
export const msgYearLocked = (year: number, by: string, on: string) =>
  `${year} is locked (by ${by} on ${on}): unlock it to change its data`;

/** The 409 of a time zone change that would move a plant's readings into or out of a locked year. */
export const msgZoneMovesLockedYear = (plantId: number, year: number, by: string, on: string) =>
  `Changing the time zone would move readings of plant ${plantId} into or out of ${year}, which is locked (by ${by} on ${on}): unlock it to change its data`;

/** Who locked a year and when (an ISO time; its UTC day is stated). */
export interface LockedBy {
  by: string;
  at: string;
}

/** "Locked by ann@example.com on 2026-03-31": who locked a year and the day (UTC). */
export const lockedText = (locked: LockedBy) =>
  `Locked by ${locked.by} on ${locked.at.slice(0, 10)}`;

/**
 * Why a locked year's inputs are disabled, in the words the server refuses a change with:
 * "2025 is locked (by ann@example.com on 2026-03-31): unlock it to change its data"; null when open.
 */
export const lockedReason = (year: number, locked: LockedBy | null | undefined) =>
  locked ? msgYearLocked(year, locked.by, locked.at.slice(0, 10)) : null;

/** A year still running cannot be locked: its figures are not final. */
export const msgYearNotOver = (year: number) =>
  `${year} is not over yet: a year can be locked once it has ended`;
