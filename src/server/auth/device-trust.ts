/** The routes that complete a second factor, and may be asked to trust the browser for 30 days. */
const COMPLETING_A_SECOND_FACTOR = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

export const MSG_DEVICE_TRUST_OFF =
  'Trusting a device is turned off on this server: a code is asked at every sign-in.';

/** Better Auth's cookie that lets a trusted browser skip the second factor, by either prefix. */
const TRUST_COOKIE = /^(__Secure-)?better-auth\.trust_device=/;

/** Issue 34 §2: a request to trust the browser, refused unless TRUST_DEVICES is on. */
export const asksToTrustDevice = (path: string, body: Record<string, unknown> | undefined) =>
  COMPLETING_A_SECOND_FACTOR.has(path) &&
  body?.trustDevice !== undefined &&
  body.trustDevice !== false;

/** A Cookie header without a trusted-device cookie (one set while the setting was on is ignored). */
export function withoutTrustCookie(cookie: string): string {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !TRUST_COOKIE.test(part))
    .join('; ');
}
