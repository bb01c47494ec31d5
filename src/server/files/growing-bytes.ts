/**
 * Bytes appended chunk by chunk into one buffer, sized up front by the expected total so that an
 * upload is copied once (growing by half when more arrives than expected).
 */
export class GrowingBytes {
  private buffer: Buffer;
  private length = 0;

  constructor(expectedBytes: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(expectedBytes, 1024));
  }

  append(chunk: Uint8Array): void {
    const needed = this.length + chunk.byteLength;
    if (needed > this.buffer.byteLength) {
      const grown = Buffer.allocUnsafe(Math.max(needed, Math.ceil(this.buffer.byteLength * 1.5)));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length = needed;
  }

  get byteLength(): number {
    return this.length;
  }

  /** The bytes appended so far (a view, not a copy). */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
