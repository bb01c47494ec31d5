// Issue 26: an accredited verifier's statement on an ETS year, as the user records it. Only a
// recorded statement makes the year's CO2 "verified".
import * as z from 'zod/mini';
import { isCalendarDate } from '../readings/day-number';
import { singleLineText } from './plain-text';

export const VERIFIER_MAX_CHARS = 200;

export const VERIFICATION_OPINIONS = [
  'satisfactory',
  'satisfactory_with_comments',
  'not_satisfactory',
] as const;

export type VerificationOpinion = (typeof VERIFICATION_OPINIONS)[number];

export const MSG_VERIFIED_ON = 'verified_on must be a date (YYYY-MM-DD)';
export const MSG_VERIFIED_CO2 = 'verified_co2_t must be a number of tonnes, 0 or more';

export const verificationStatementSchema = z.object({
  verifier: z.string({ error: 'verifier must name the verification body' }).check(
    singleLineText('verifier'),
    z.refine((v) => v.trim().length > 0, 'verifier must name the verification body'),
    z.maxLength(VERIFIER_MAX_CHARS, `verifier is longer than ${VERIFIER_MAX_CHARS} characters`),
  ),
  verified_on: z
    .string({ error: MSG_VERIFIED_ON })
    .check(
      singleLineText('verified_on'),
      z.maxLength(10, MSG_VERIFIED_ON),
      z.refine(isCalendarDate, MSG_VERIFIED_ON),
    ),
  verified_co2_t: z
    .number({ error: MSG_VERIFIED_CO2 })
    .check(z.refine(Number.isFinite, MSG_VERIFIED_CO2), z.minimum(0, MSG_VERIFIED_CO2)),
  opinion: z.enum(VERIFICATION_OPINIONS, {
    error: `opinion must be one of ${VERIFICATION_OPINIONS.join(', ')}`,
  }),
});

export type VerificationStatement = z.output<typeof verificationStatementSchema>;

/**
 * Why a statement cannot be about `year` as of `today` (YYYY-MM-DD), or null: a year is verified
 * after it ends, and not on a day still to come.
 */
export function verificationDateProblem(
  statement: Pick<VerificationStatement, 'verified_on'>,
  year: number,
  today: string,
): string | null {
  if (statement.verified_on <= `${year}-12-31`) {
    return `verified_on must be after the end of ${year}: a year is verified once it is over`;
  }
  if (statement.verified_on > today) return `verified_on must not be later than today (${today})`;
  return null;
}
