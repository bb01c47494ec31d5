// Test helper: a multipart form sent by a client that goes away: once the server has read all of
// it, while the server still works on it (the client gave up waiting for the answer), or halfway
// through sending it (its connection cut).
const CHUNK_BYTES = 64 * 1024;

/**
 * The init of a POST of the form whose signal aborts when the server asks for more after its end,
 * or, `midway`, once half of it is sent (the rest of the body then fails, as a cut connection).
 */
export async function formThenGone(form: FormData, { midway = false } = {}): Promise<RequestInit> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const goneAt = midway ? Math.floor(bytes.byteLength / 2) : bytes.byteLength;
  const client = new AbortController();
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= goneAt) {
        client.abort();
        if (midway) controller.error(new Error('The connection was cut'));
        else controller.close();
        return;
      }
      const end = Math.min(at + CHUNK_BYTES, goneAt);
      controller.enqueue(bytes.slice(at, end));
      at = end;
    },
  });
  return {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    signal: client.signal,
    duplex: 'half',
  } as RequestInit;
}
