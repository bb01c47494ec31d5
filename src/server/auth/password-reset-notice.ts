import type { MailMessage } from '../mail/mailer';

/**
 * The mail that tells an account its password was reset and its API tokens revoked: the owner
 * learns of a reset they did not make, and why their scripts are refused from now on.
 */
export function passwordResetNotice(
  appUrl: string,
  to: string,
  revokedTokens: number,
): MailMessage {
  const tokens =
    revokedTokens > 0
      ? `All API tokens of your account were revoked (${revokedTokens}): scripts and scheduled ` +
        `jobs that use them are refused from now on. Create new ones under Settings > API tokens:\n` +
        `${appUrl}/settings?tab=tokens`
      : 'Your account had no API tokens to revoke.';
  return {
    to,
    subject: 'Your password was reset',
    text:
      `The password of your Sustainability Intelligence Dashboard account was reset, and every ` +
      `device signed in with the old one was signed out.\n\n${tokens}\n\n` +
      `If it was not you, someone can read your e-mail: secure your mailbox, then reset your ` +
      `password again.`,
  };
}
