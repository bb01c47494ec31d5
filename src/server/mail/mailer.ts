import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the server's e-mails (password recovery, confirmation). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP, each message goes to the log and to a file in `outbox/`, so a recovery link is
 * usable on a machine with no mail server (docs/design.md "Mail").
 */
export function outboxMailer(dataDir: string, from: string, logger: Logger): Mailer {
  const outbox = join(dataDir, 'outbox');
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outbox, `${stamp}-${++sequence}.eml`);
      const eml = `From: ${from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await writeFile(file, eml, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file, text: message.text }, 'outbox');
    },
    close: () => undefined,
  };
}
