import { decodeCell } from './tokenize';

function sameBytes(a: Uint8Array, data: Uint8Array, start: number, end: number): boolean {
  if (a.length !== end - start) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== data[start + k]) return false;
  return true;
}

/** Entries of the recent-text cache: room for the names and fuels of a thousand plants. */
const CACHE_SIZE = 1024;

/**
 * Dictionary encoding of text cells: a repeated plant name or fuel becomes a small integer,
 * decoded to a string once, however many rows repeat it.
 */
export class StringDictionary {
  readonly strings: string[] = [];
  private readonly raw: Uint8Array[] = [];
  private readonly hashes: number[] = [];
  private readonly byHash = new Map<number, number[]>();
  /**
   * id + 1 of the text last seen per hash's low bits (0: none): a file repeats the same few
   * texts row after row, and this finds them without the map.
   */
  private readonly recent = new Int32Array(CACHE_SIZE);

  /** The id of the text in `data[start, end)`, adding it on first sight. */
  intern(data: Uint8Array, start: number, end: number, escaped: boolean): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ data[i]!, 0x01000193);
    // 30 bits keep the key a small integer, so the map never sees a boxed number.
    hash &= 0x3fffffff;
    const slot = hash & (CACHE_SIZE - 1);
    const cached = this.recent[slot]! - 1;
    if (
      cached >= 0 &&
      this.hashes[cached] === hash &&
      sameBytes(this.raw[cached]!, data, start, end)
    ) {
      return cached;
    }
    const id = this.find(hash, data, start, end) ?? this.add(hash, data, start, end, escaped);
    this.recent[slot] = id + 1;
    return id;
  }

  private readonly byText = new Map<string, number>();

  /** The id of a text already decoded and trimmed, adding it on first sight. */
  internText(text: string): number {
    let id = this.byText.get(text);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(text);
      this.byText.set(text, id);
    }
    return id;
  }

  private find(hash: number, data: Uint8Array, start: number, end: number): number | undefined {
    const ids = this.byHash.get(hash);
    return ids?.find((id) => sameBytes(this.raw[id]!, data, start, end));
  }

  private add(hash: number, data: Uint8Array, start: number, end: number, escaped: boolean) {
    const id = this.strings.length;
    this.strings.push(decodeCell(data, start, end, escaped).trim());
    this.raw.push(data.slice(start, end));
    this.hashes.push(hash);
    const ids = this.byHash.get(hash);
    if (ids) ids.push(id);
    else this.byHash.set(hash, [id]);
    return id;
  }
}
