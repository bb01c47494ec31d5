import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG_PASSWORD_RULES } from '@domain/messages';
import { smtpMailer } from '../mail/mailer';
import { describeApi, type ApiContext } from '../testing/test-app';

const FROM = 'Dashboard <no-reply@example.com>';
const NEW_PASSWORD = 'Recovered-Passw0rd';

interface ReceivedMail {
  envelopeFrom: string;
  to: string[];
  headers: Map<string, string>;
  /** The body with its transfer encoding undone. */
  text: string;
}

/** Undoes quoted-printable: soft line breaks, then =XX bytes (RFC 2045 §6.7). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A single-part message as nodemailer sends a text mail: headers, blank line, encoded body. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text };
}

// A real SMTP sink on loopback, started before describeApi's beforeAll asks for the mailer.
const received: ReceivedMail[] = [];
let smtp: SMTPServer | undefined;
let smtpPort = 0;

beforeAll(async () => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Recorded before the 250 reply, so the message is here once sendMail resolves.
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  smtp = server;
  smtpPort = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const mailTo = (email: string) => received.filter((m) => m.to.includes(email));

function post(t: ApiContext, path: string, body: unknown) {
  return t.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const requestReset = (t: ApiContext, email: string) =>
  post(t, '/request-password-reset', { email, redirectTo: '/reset-password' });

describeApi(
  'password recovery by e-mail through a real SMTP server',
  (t) => {
    it('mails a reset link that sets a new password once and revokes every session', async () => {
      const user = await t.signUp();
      const second = await t.signIn(user.email, user.password);
      expect(second.cookie).not.toBeNull();

      const res = await requestReset(t, user.email);
      expect(res.status).toBe(200);

      const mails = mailTo(user.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.envelopeFrom).toBe('no-reply@example.com');
      expect(mail.headers.get('subject')).toBe('Reset your password');
      expect(mail.headers.get('from')).toContain('no-reply@example.com');

      const link = /http:\/\/localhost:3000\/reset-password\?token=(\S+)/.exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      const token = decodeURIComponent(link![1]!);

      // A refused new password does not spend the token.
      const weak = await post(t, '/reset-password', { newPassword: 'alllowercase1', token });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as { message: string }).message).toBe(MSG_PASSWORD_RULES);

      const reset = await post(t, '/reset-password', { newPassword: NEW_PASSWORD, token });
      expect(reset.status).toBe(200);

      for (const cookie of [user.cookie, second.cookie!]) {
        expect((await t.request('/api/me', { cookie })).status).toBe(401);
      }
      expect((await t.signIn(user.email, user.password)).response.status).toBe(401);
      expect((await t.signIn(user.email, NEW_PASSWORD)).cookie).not.toBeNull();

      const again = await post(t, '/reset-password', { newPassword: 'Another-Passw0rd', token });
      expect(again.status).toBe(400);
      expect((await t.signIn(user.email, 'Another-Passw0rd')).cookie).toBeNull();
      expect((await t.signIn(user.email, NEW_PASSWORD)).cookie).not.toBeNull();
    });

    it('refuses a token that was never issued', async () => {
      const res = await post(t, '/reset-password', {
        newPassword: NEW_PASSWORD,
        token: 'never-issued-token',
      });
      expect(res.status).toBe(400);
    });

    it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
      const known = await t.signUp();
      const unknown = `nobody-${process.pid}-${Date.now()}@example.com`;
      const before = received.length;

      const forUnknown = await requestReset(t, unknown);
      const forKnown = await requestReset(t, known.email);

      expect(forUnknown.status).toBe(forKnown.status);
      expect(await forUnknown.json()).toEqual(await forKnown.json());
      // Each request returns after its mail was accepted: only the known address got one.
      expect(received.slice(before).map((m) => m.to)).toEqual([[known.email]]);
      expect(mailTo(unknown)).toEqual([]);
    });
  },
  { mailer: () => smtpMailer(`smtp://127.0.0.1:${smtpPort}`, FROM) },
);
