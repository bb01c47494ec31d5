// accounts §8 "Authentication messages": what the auth provider says, turned into what users read.

/** accounts §8: the fallback for an error without a message of its own. */
export const MSG_UNEXPECTED_ERROR = 'An unexpected error occurred';

/** How long an account refuses second-factor codes after 10 wrong ones in a row. */
export const SECOND_FACTOR_LOCK_MINUTES = 15;

const FRIENDLY: readonly (readonly [provider: string, shown: string])[] = [
  ['Invalid login credentials', 'Invalid email or password'],
  ['Email not confirmed', 'Please check your email and click the confirmation link'],
  ['User already registered', 'An account with this email already exists'],
  ['Password should be at least', 'Password must be at least 6 characters long'],
  // Better Auth's two-factor plugin (docs/accounts.md "Second factor").
  ['Invalid code', 'Wrong code. Enter the code your authenticator app shows now.'],
  ['Invalid backup code', 'Wrong backup code, or one already used.'],
  ['Invalid two factor cookie', 'Sign-in timed out. Enter your email and password again.'],
  ['Too many attempts', 'Too many wrong codes. Enter your email and password again.'],
  [
    'Too many failed verification attempts',
    `Too many wrong codes for this account. Try again in ${SECOND_FACTOR_LOCK_MINUTES} minutes.`,
  ],
];

/** accounts §8 fallbacks, one per account action, for a failure that carries no message. */
export const AUTH_FALLBACKS = {
  login: 'Login failed',
  register: 'Registration failed',
  resetPassword: 'Password reset failed',
  updatePassword: 'Password update failed',
  deleteAccount: 'Account deletion failed',
  resendConfirmation: 'Resend confirmation failed',
  noUser: 'No user found',
} as const;

/** The message shown for a provider's message: mapped when the table knows it, else as given. */
export function friendlyAuthMessage(message: string | null | undefined): string {
  if (!message) return MSG_UNEXPECTED_ERROR;
  const hit = FRIENDLY.find(([provider]) => message.startsWith(provider));
  return hit ? hit[1] : message;
}
