/**
 * Bytes appended chunk by chunk into one buffer of shared memory, sized up front by the expected
 * total so that an upload is copied once (growing by half when more arrives than expected). A worker
 * thread reads shared memory in place, so the bytes are never copied to it.
 */
export class SharedBytes {
  private buffer: Uint8Array<SharedArrayBuffer>;
  private length = 0;

  constructor(expectedBytes: number) {
    this.buffer = new Uint8Array(new SharedArrayBuffer(Math.max(expectedBytes, 1024)));
  }

  append(chunk: Uint8Array): void {
    const needed = this.length + chunk.byteLength;
    if (needed > this.buffer.byteLength) {
      const size = Math.max(needed, Math.ceil(this.buffer.byteLength * 1.5));
      const grown = new Uint8Array(new SharedArrayBuffer(size));
      grown.set(this.buffer.subarray(0, this.length));
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
