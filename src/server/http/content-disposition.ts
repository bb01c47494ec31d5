// RFC 5987 attr-char allows none of these, which encodeURIComponent leaves as they are.
const NOT_ATTR_CHAR = /['()*]/g;

/** `attachment` with an ASCII fallback and the exact name in UTF-8 (RFC 6266, RFC 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTR_CHAR,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
