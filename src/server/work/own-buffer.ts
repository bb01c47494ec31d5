/**
 * The buffer of a view, to transfer to or from a worker thread: a copy when the view does not span
 * its whole buffer (Node pools small buffers, and transferring would empty the other views).
 */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return (whole ? bytes : bytes.slice()).buffer as ArrayBuffer;
}
