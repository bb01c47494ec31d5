import type { Alert } from '../../domain/core/alerts/alerts';
import type { MailMessage } from '../mail/mailer';

/** One member's digest of their organisation's alerts, with the link that turns it off. */
export function digestMail(
  appUrl: string,
  digest: {
    to: string;
    organisation: string;
    frequency: 'daily' | 'weekly';
    alerts: readonly Alert[];
    unsubscribeToken: string;
  },
): MailMessage {
  const lines = digest.alerts.map(
    (a) => `- ${a.tone === 'critical' ? '[critical] ' : ''}${a.title}\n  ${a.detail}`,
  );
  const unsubscribe = `${appUrl}/api/unsubscribe?token=${encodeURIComponent(digest.unsubscribeToken)}`;
  return {
    to: digest.to,
    subject: `${digest.organisation}: ${digest.alerts.length} alert${digest.alerts.length === 1 ? '' : 's'} (${digest.frequency} digest)`,
    text:
      `The ${digest.frequency} digest of ${digest.organisation} on the Sustainability Intelligence Dashboard.\n\n` +
      `${lines.join('\n')}\n\nOpen the dashboard: ${appUrl}/dashboard\n\n` +
      `No more digests from ${digest.organisation}: ${unsubscribe}\n` +
      `(or choose daily, weekly or none in Settings > Organisation).`,
  };
}
