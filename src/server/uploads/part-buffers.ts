/**
 * An upload's bytes gathered into parts as its chunks arrive, in a few buffers used over and over:
 * a full part is handed on to be written, and once it is (`release`) its buffer takes the next one.
 * So an upload holds a few parts of its file, never the whole of it: a buffer per part was not
 * collected before the upload's end.
 */
export class PartBuffers {
  private readonly free: Uint8Array[] = [];
  private part: Uint8Array;
  private filled = 0;
  /** How much of the current part was already handed on as new bytes. */
  private shown = 0;
  /** New bytes of parts filled since they were last handed on. */
  private unshown: Uint8Array[] = [];
  private total = 0;

  constructor(private readonly partBytes: number) {
    this.part = this.nextBuffer();
  }

  private nextBuffer(): Uint8Array {
    return this.free.pop() ?? new Uint8Array(this.partBytes);
  }

  /**
   * Appends a chunk; the parts it filled, in order. Their new bytes must be taken (takeNew) before
   * they are released.
   */
  append(chunk: Uint8Array): Uint8Array[] {
    const full: Uint8Array[] = [];
    for (let at = 0; at < chunk.byteLength;) {
      const n = Math.min(chunk.byteLength - at, this.partBytes - this.filled);
      this.part.set(chunk.subarray(at, at + n), this.filled);
      this.filled += n;
      at += n;
      if (this.filled === this.partBytes) {
        full.push(this.part);
        if (this.shown < this.filled) this.unshown.push(this.part.subarray(this.shown));
        this.part = this.nextBuffer();
        this.filled = 0;
        this.shown = 0;
      }
    }
    this.total += chunk.byteLength;
    return full;
  }

  /** The bytes appended since the last call, as views in their order, valid until released. */
  takeNew(): Uint8Array[] {
    const views = this.unshown;
    if (this.shown < this.filled) views.push(this.part.subarray(this.shown, this.filled));
    this.unshown = [];
    this.shown = this.filled;
    return views;
  }

  /** A full part that was written: its buffer takes a later part. */
  release(part: Uint8Array): void {
    if (part.byteLength === this.partBytes) this.free.push(part);
  }

  /** The last part, not full (null when the bytes filled whole parts). */
  last(): Uint8Array | null {
    return this.filled > 0 ? this.part.subarray(0, this.filled) : null;
  }

  get byteLength(): number {
    return this.total;
  }
}
