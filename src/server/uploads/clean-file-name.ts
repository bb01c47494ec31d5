/** The longest file name kept, in characters (the limit of common file systems). */
export const MAX_FILE_NAME_CHARS = 255;

// An extension longer than this is part of the name, not an extension to keep.
const MAX_EXTENSION_CHARS = 16;

// Control characters (NUL included: PostgreSQL text cannot hold it) and the bidirectional
// overrides that make a name display differently from what it is ("invoice\u202Evsc.exe").
const UNWANTED = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * An uploaded file's name as stored: control characters removed, cut to 255 characters with its
 * extension kept.
 */
export function cleanFileName(name: string): string {
  const chars = Array.from(name.replace(UNWANTED, ''));
  if (chars.length <= MAX_FILE_NAME_CHARS) return chars.join('');
  const dot = chars.lastIndexOf('.');
  const extension = dot > 0 && chars.length - dot <= MAX_EXTENSION_CHARS ? chars.slice(dot) : [];
  return [...chars.slice(0, MAX_FILE_NAME_CHARS - extension.length), ...extension].join('');
}
