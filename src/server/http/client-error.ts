// Requests Node's HTTP parser refuses before the app sees them (headers past the limit, bytes that
// are not HTTP, a request that took too long to arrive) get the API's JSON error too, and the
// connection closes: what follows on it cannot be read as a request.
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

const refusalOf = (code: string | undefined) => {
  if (code === 'HPE_HEADER_OVERFLOW') {
    const kb = maxHeaderSize / 1024;
    return {
      status: 431,
      error: 'headers_too_large',
      message: `Request headers too large: the request line and headers may hold at most ${kb} KB`,
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      error: 'request_timeout',
      message: 'The request took too long to arrive',
    };
  }
  return { status: 400, error: 'bad_request', message: 'The request is not valid HTTP/1.1' };
};

/** The server's `clientError` listener: a JSON answer where one can still be written, then close. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // As Node's own listener: nothing is written over a response already begun on the connection.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, ...body } = refusalOf(error.code);
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
  );
}
