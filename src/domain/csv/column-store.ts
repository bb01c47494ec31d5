// Growable typed columns: rows go into fixed-size blocks, joined once at the end, so growing
// never copies the whole column and the finished dataset has no spare capacity.

type TypedArray = Float64Array | Int32Array | Uint32Array;
type TypedArrayConstructor<T extends TypedArray> = new (length: number) => T;

const BLOCK_ROWS = 1 << 16;

/** One column being filled row by row. */
export class GrowableColumn<T extends TypedArray> {
  private readonly blocks: T[] = [];
  /** The block rows are written into; `set(row % BLOCK_ROWS)`. */
  current: T;

  constructor(private readonly ctor: TypedArrayConstructor<T>) {
    this.current = new ctor(BLOCK_ROWS);
  }

  /** Call when `row` (the next row to write) starts a new block. */
  nextBlock(): void {
    this.blocks.push(this.current);
    this.current = new this.ctor(BLOCK_ROWS);
  }

  /** The column's first `rows` values in one array; the column is spent afterwards. */
  finish(rows: number): T {
    const out = new this.ctor(rows);
    let offset = 0;
    for (const block of [...this.blocks, this.current]) {
      const take = Math.min(BLOCK_ROWS, rows - offset);
      if (take <= 0) break;
      out.set(take === BLOCK_ROWS ? block : (block.subarray(0, take) as T), offset);
      offset += take;
    }
    this.blocks.length = 0;
    return out;
  }
}

export const COLUMN_BLOCK_ROWS = BLOCK_ROWS;
