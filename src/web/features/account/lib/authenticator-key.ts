/**
 * The setup key of an otpauth:// URI as authenticator apps ask for it when typed by hand: the
 * base32 secret in groups of four.
 */
export function authenticatorKey(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}
