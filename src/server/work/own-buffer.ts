/**
 * The buffer of a view, to transfer to or from a worker thread: a copy when the view does not span
 * its whole buffer (Node pools small buffers, and transferring would empty the other views).
 */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return (whole ? bytes : bytes.slice()).buffer as ArrayBuffer;
}

/**
 * A view as it is posted to a thread: shared memory is shared, not copied; a view on part of a
 * larger buffer (a 1 MiB part of an upload) is copied alone, since posting a view copies its whole
 * buffer.
 */
export function postableView(bytes: Uint8Array): Uint8Array {
  const part =
    !(bytes.buffer instanceof SharedArrayBuffer) && bytes.byteLength < bytes.buffer.byteLength;
  return part ? new Uint8Array(bytes) : bytes;
}
