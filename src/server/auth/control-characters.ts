// Issue 24: Better Auth's routes read text our route schemas never see (the e-mail of a sign-in, the
// token of a reset or a session); with NUL in it PostgreSQL fails the query. Passwords are exempt:
// they are only hashed, never stored, and refusing one could lock its owner out.
import { SINGLE_LINE_TEXT } from '@domain/validation/plain-text';

const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'currentPassword']);

/** The path of the first text in a request's parameters, query or body that holds a control character. */
export function fieldWithControlCharacters(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    const ok = SINGLE_LINE_TEXT.test(value) || PASSWORD_FIELDS.has(path.at(-1) ?? '');
    return ok ? null : path.join('.') || 'body';
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithControlCharacters(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
