/**
 * The last completed analyses as JSON text, keyed by their ETag (file, day and permit version),
 * so a repeated request skips re-running the per-request rules. Bounded: the oldest goes first.
 */
export function createResponseCache(maxEntries: number) {
  const entries = new Map<string, string>();
  return {
    get(key: string): string | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: string): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
