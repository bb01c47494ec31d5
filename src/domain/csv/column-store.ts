// Growable typed columns. Rows go into blocks; when the file size is known the first block is
// sized for the whole file, so the finished column is that block itself, not a copy of it.

export type TypedArray = Float64Array | Int32Array | Uint32Array | Uint8Array;
type TypedArrayConstructor<T extends TypedArray> = new (length: number) => T;

/** Rows per block when the size of the input is unknown, or beyond the first estimate. */
export const COLUMN_BLOCK_ROWS = 1 << 16;

/** One column being filled row by row, block by block (every column of a parser in step). */
export class GrowableColumn<T extends TypedArray> {
  private readonly blocks: T[] = [];
  /** The block rows are written into, at `row - blockStart`. */
  current: T;

  constructor(private readonly ctor: TypedArrayConstructor<T>) {
    this.current = new ctor(0);
  }

  /** Starts a new block of `rows` rows (the current one is full or empty). */
  nextBlock(rows: number): void {
    if (this.current.length > 0) this.blocks.push(this.current);
    this.current = new this.ctor(rows);
  }

  /** The column's first `rows` values in one array; the column is spent afterwards. */
  finish(rows: number): T {
    const all = [...this.blocks, this.current];
    this.blocks.length = 0;
    this.current = new this.ctor(0);
    const only = all[0]!;
    // One block: hand it over without copying, unless most of it would be spare capacity.
    if (all.length === 1 || all[1]!.length === 0) {
      return (only.length > rows * 1.5 ? only.slice(0, rows) : only.subarray(0, rows)) as T;
    }
    const out = new this.ctor(rows);
    let offset = 0;
    for (const block of all) {
      const take = Math.min(block.length, rows - offset);
      if (take <= 0) break;
      out.set(take === block.length ? block : (block.subarray(0, take) as T), offset);
      offset += take;
    }
    return out;
  }
}
