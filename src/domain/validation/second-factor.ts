// The second-factor codes a user types (docs/accounts.md "Second factor"): checked in the browser
// before they are sent; the server is the authority. Plain checks, not zod: the sign-in page asks
// for them and carries no zod (scripts/bundle-budget.ts).

/** Digits of a TOTP code, as authenticator apps show it (RFC 6238's default). */
export const TOTP_DIGITS = 6;

export const MSG_TOTP_CODE_REQUIRED = `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`;
export const MSG_TOTP_CODE_FORMAT = `The code is ${TOTP_DIGITS} digits`;
export const MSG_BACKUP_CODE_REQUIRED = 'Enter one of your backup codes';
/** The settings' fallback when turning it on or off fails without a message. */
export const MSG_TWO_FACTOR_NOT_CHANGED = 'Two-factor authentication could not be changed';

/** A typed TOTP code without the spaces apps show in its middle ("123 456"). */
export const normaliseTotpCode = (typed: string) => typed.replace(/\s/g, '');

/** The message for a TOTP code that cannot be right, or null. */
export function totpCodeProblem(typed: string): string | null {
  const code = normaliseTotpCode(typed);
  if (code === '') return MSG_TOTP_CODE_REQUIRED;
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? null : MSG_TOTP_CODE_FORMAT;
}

/** The message for a missing backup code, or null (its form is the server's to judge). */
export const backupCodeProblem = (typed: string): string | null =>
  typed.trim() === '' ? MSG_BACKUP_CODE_REQUIRED : null;
