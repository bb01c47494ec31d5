import type { ListedAlerts } from '@domain/alerts/alerts';
import type { MailMessage } from '../mail/mailer';

/** How many alerts a digest lists; the bell lists the rest, and the mail says how many more. */
export const DIGEST_MAX_ALERTS = 50;

const count = (n: number) => n.toLocaleString('en-US');

/** One member's digest of their organisation's alerts, with the link that turns it off. */
export function digestMail(
  appUrl: string,
  digest: {
    to: string;
    organisation: string;
    orgId: string;
    frequency: 'daily' | 'weekly';
    /**
     * The first alerts, the critical first (at least DIGEST_MAX_ALERTS of them, or all), and the
     * count of all: the mail lists the first DIGEST_MAX_ALERTS.
     */
    alerts: ListedAlerts;
    unsubscribeToken: string;
  },
): MailMessage {
  const total = digest.alerts.count;
  const lines = digest.alerts.alerts
    .slice(0, DIGEST_MAX_ALERTS)
    .map((a) => `- ${a.tone === 'critical' ? '[critical] ' : ''}${a.title}\n  ${a.detail}`);
  // The link opens the digest's organisation, whichever the member last worked in.
  const dashboard = `${appUrl}/dashboard?org=${encodeURIComponent(digest.orgId)}`;
  const more = total - lines.length;
  const rest =
    more > 0
      ? `...and ${count(more)} more: the bell at the top of the dashboard lists them all: ${dashboard}`
      : `Open the dashboard: ${dashboard}`;
  const unsubscribe = `${appUrl}/api/unsubscribe?token=${encodeURIComponent(digest.unsubscribeToken)}`;
  return {
    to: digest.to,
    subject: `${digest.organisation}: ${count(total)} alert${total === 1 ? '' : 's'} (${digest.frequency} digest)`,
    text:
      `The ${digest.frequency} digest of ${digest.organisation} on the Sustainability Intelligence Dashboard.\n\n` +
      `${lines.join('\n')}\n\n${rest}\n\n` +
      `No more digests from ${digest.organisation}: ${unsubscribe}\n` +
      `(or choose daily, weekly or none in Settings > Organisation).`,
  };
}
