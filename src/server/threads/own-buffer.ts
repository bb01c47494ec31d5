/**
 * The buffer of a view, to transfer to or from a worker thread: a copy when the view does not span
 * its whole buffer (Node pools small buffers, and transferring would empty the other views). The
 * copy is made with the Uint8Array constructor: a Buffer's `slice` is a view, not a copy.
 */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return (whole ? bytes : new Uint8Array(bytes)).buffer as ArrayBuffer;
}
