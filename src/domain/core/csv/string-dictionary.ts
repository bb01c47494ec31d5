import { decodeCell } from './tokenize';

function sameBytes(a: Uint8Array, data: Uint8Array, start: number, end: number): boolean {
  if (a.length !== end - start) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== data[start + k]) return false;
  return true;
}

/**
 * Dictionary encoding of text cells: a repeated plant name or fuel becomes a small integer,
 * decoded to a string once, however many rows repeat it.
 */
export class StringDictionary {
  readonly strings: string[] = [];
  private readonly raw: Uint8Array[] = [];
  private readonly byHash = new Map<number, number[]>();

  /** The id of the text in `data[start, end)`, adding it on first sight. */
  intern(data: Uint8Array, start: number, end: number, escaped: boolean): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ data[i]!, 0x01000193);
    // 30 bits keep the key a small integer, so the map never sees a boxed number.
    hash &= 0x3fffffff;
    let ids = this.byHash.get(hash);
    if (ids) {
      for (const id of ids) if (sameBytes(this.raw[id]!, data, start, end)) return id;
    } else {
      ids = [];
      this.byHash.set(hash, ids);
    }
    const id = this.strings.length;
    this.strings.push(decodeCell(data, start, end, escaped).trim());
    this.raw.push(data.slice(start, end));
    ids.push(id);
    return id;
  }
}
