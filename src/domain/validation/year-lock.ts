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

/** A year still running cannot be locked: its figures are not final. */
export const msgYearNotOver = (year: number) =>
  `${year} is not over yet: a year can be locked once it has ended`;
