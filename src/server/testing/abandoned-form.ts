// Test helper: a multipart form sent by a client that goes away once the server has read all of
// it, while the server still works on it (the client gave up waiting for the answer).
const CHUNK_BYTES = 64 * 1024;

/** The init of a POST of the form whose signal aborts when the server asks for more after its end. */
export async function formThenGone(form: FormData): Promise<RequestInit> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const client = new AbortController();
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.byteLength) {
        client.abort();
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + CHUNK_BYTES));
      at += CHUNK_BYTES;
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
