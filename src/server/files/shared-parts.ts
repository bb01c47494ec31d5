/**
 * An upload's bytes gathered into parts of shared memory as its chunks arrive: a worker thread reads
 * shared memory in place, so the bytes are copied once, into their part. A full part is handed on
 * to be written and can then be let go: the upload never holds the whole file.
 */
export class SharedParts {
  private part: Uint8Array<SharedArrayBuffer>;
  private filled = 0;
  /** How much of the current part was already handed on as new bytes. */
  private shown = 0;
  /** New bytes of parts filled since they were last handed on. */
  private unshown: Uint8Array[] = [];
  private total = 0;

  constructor(private readonly partBytes: number) {
    this.part = this.newPart();
  }

  private newPart() {
    return new Uint8Array(new SharedArrayBuffer(this.partBytes));
  }

  /** Appends a chunk; the parts it filled, in order. */
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
        this.part = this.newPart();
        this.filled = 0;
        this.shown = 0;
      }
    }
    this.total += chunk.byteLength;
    return full;
  }

  /** The bytes appended since the last call, as views in their order. */
  takeNew(): Uint8Array[] {
    const views = this.unshown;
    if (this.shown < this.filled) views.push(this.part.subarray(this.shown, this.filled));
    this.unshown = [];
    this.shown = this.filled;
    return views;
  }

  /** The last part, not full (null when the bytes filled whole parts). */
  last(): Uint8Array | null {
    return this.filled > 0 ? this.part.subarray(0, this.filled) : null;
  }

  get byteLength(): number {
    return this.total;
  }
}
