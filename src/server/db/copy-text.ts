// The field rules of COPY's text format, apart from the statement (copy-rows.ts) so that a worker
// thread can write rows without loading the query builder.

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * A text as one COPY field: a backslash, tab, newline or carriage return is escaped, so no text
 * can end its field or row early, or read as NULL (`\N`).
 */
export function copyField(text: string): string {
  return text.replace(SPECIAL, (c) => ESCAPES[c]!);
}
