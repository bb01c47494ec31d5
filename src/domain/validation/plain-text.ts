// Issue 24: text a request carries may hold no control characters. PostgreSQL refuses NUL in text,
// and the others have no place in a name, an id or a date; only multi-line notes keep tabs and
// line breaks. A lone half of a surrogate pair is refused too: it would be stored altered.
import * as z from 'zod/mini';

// Unicode Cc is C0, DEL and C1; Cs, with the u flag, matches only a surrogate standing alone.
/** Text without control characters (and without lone surrogates). */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
const MULTI_LINE_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

export const msgControlCharacters = (field: string) =>
  `${field} may not contain control characters`;

/** A check that one-line text holds no control character; the message names the field. */
export const singleLineText = (field: string) =>
  z.regex(SINGLE_LINE_TEXT, msgControlCharacters(field));

/** A check that multi-line text holds no control character but tabs and line breaks. */
export const multiLineText = (field: string) =>
  z.regex(MULTI_LINE_TEXT, msgControlCharacters(field));
