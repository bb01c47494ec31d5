import { roleLabel } from '@domain/access/roles';
import type { MailMessage } from '../mail/mailer';

/** How long an invitation can be accepted. */
export const INVITATION_DAYS = 7;

interface Invitation {
  id: string;
  email: string;
  role: string;
  organization: { name: string };
  inviter: { user: { email: string; name: string } };
}

/**
 * Issue 28 §1: the invitation's e-mail, with the link to the web app's screen that accepts it
 * (without SMTP the outbox mailer logs it, so the link is usable on any machine).
 */
export function invitationMail(appUrl: string, invitation: Invitation): MailMessage {
  const link = `${appUrl}/invitations/${encodeURIComponent(invitation.id)}`;
  const role = roleLabel(invitation.role);
  return {
    to: invitation.email,
    subject: `Join ${invitation.organization.name} on the Sustainability Intelligence Dashboard`,
    text:
      `${invitation.inviter.user.name} (${invitation.inviter.user.email}) invites you to the ` +
      `organisation "${invitation.organization.name}" as ${role.toLowerCase()}.\n\n` +
      `Sign in or create an account with this address, then accept here (the link works for ` +
      `${INVITATION_DAYS} days):\n${link}\n\n` +
      `If you did not expect this, ignore this message.`,
  };
}
