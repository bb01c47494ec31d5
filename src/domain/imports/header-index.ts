/**
 * Where a profile's header sits among a file's headers: matched exactly, else ignoring case
 * (docs/imports.md, `columns`); -1 when the file lacks it.
 */
export function headerIndex(names: readonly string[], header: string): number {
  const exact = names.indexOf(header);
  if (exact >= 0) return exact;
  const lower = header.toLowerCase();
  return names.findIndex((n) => n.toLowerCase() === lower);
}
