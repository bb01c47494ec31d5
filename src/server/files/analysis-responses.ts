/**
 * The last completed analyses as JSON text, keyed by what their ETag covers (scope, data version, day),
 * so a repeated request skips re-running the per-request rules. Bounded by memory, not by count
 * (an analysis of 10,000 plants is megabytes): the least recently used go first, and one larger
 * than a quarter of the budget is not kept at all.
 */
export function createResponseCache(budgetBytes: number) {
  const entries = new Map<string, string>();
  let used = 0;
  // JavaScript strings hold up to 2 bytes per character; the JSON is mostly ASCII (1 byte each
  // in V8's one-byte strings), but the budget counts 2 so that it is never exceeded.
  const size = (key: string, value: string) => 2 * (key.length + value.length);
  const remove = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    used -= size(key, value);
  };
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
      remove(key);
      const bytes = size(key, value);
      if (bytes > budgetBytes / 4) return;
      entries.set(key, value);
      used += bytes;
      while (used > budgetBytes) remove(entries.keys().next().value!);
    },
    /** Memory the kept entries take, in bytes (as counted against the budget). */
    get bytes() {
      return used;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
