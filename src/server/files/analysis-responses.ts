import type { ReadyJson } from '../http/compress-json';

/**
 * The last completed analyses as JSON ready to send, keyed by what their ETag covers (scope, data
 * version, day), so a repeated request skips re-running the per-request rules, the serializing
 * and the compressing. Bounded by memory, not by count
 * (an analysis of 10,000 plants is megabytes): the least recently used go first, and one larger
 * than a quarter of the budget is not kept at all.
 */
export function createResponseCache(budgetBytes: number) {
  const entries = new Map<string, ReadyJson>();
  let used = 0;
  // A key's string takes up to 2 bytes a character; an answer's bytes are counted twice, for room
  // for its compressed forms (JSON compresses to well under half, even brotli's and gzip's together).
  const size = (key: string, value: ReadyJson) => 2 * (key.length + value.bytes.byteLength);
  const remove = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    used -= size(key, value);
  };
  return {
    get(key: string): ReadyJson | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: ReadyJson): void {
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
