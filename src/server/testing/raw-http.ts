// HTTP/1.1 written byte by byte on a bare socket: for requests no HTTP client would send (a form cut
// off, a body the server refuses before reading it, headers past the server's limit) and for what
// the server then does with the connection.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: ReadonlyMap<string, string>;
  text: string;
}

export interface RawExchange {
  /** Every complete response the server sent on the connection, in order. */
  answers: RawAnswer[];
  /** The server closed the connection before the exchange's time was up. */
  closedByServer: boolean;
}

/** The complete responses at the start of what a connection received, and the bytes after them. */
function parseResponses(raw: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  for (;;) {
    const split = rest.indexOf('\r\n\r\n');
    if (split < 0) return answers;
    const [statusLine = '', ...lines] = rest.subarray(0, split).toString('latin1').split('\r\n');
    const headers = new Map(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
    );
    const length = Number(headers.get('content-length') ?? 0);
    const body = rest.subarray(split + 4);
    if (body.length < length) return answers;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      text: body.subarray(0, length).toString(),
    });
    rest = body.subarray(length);
  }
}

export interface RawOptions {
  /** End the writing side after the bytes (the client is done sending); default true. */
  end?: boolean;
  /** Stop waiting once this many responses have arrived; default 1. */
  responses?: number;
  /** Give up waiting after this long; default 5 s. */
  timeoutMs?: number;
}

/**
 * Writes the bytes to the server on a new connection and collects what comes back until the
 * expected responses arrived (and the close the last one announced), the server closed the
 * connection, or the time is up.
 */
export function rawExchange(
  port: number,
  bytes: string | Uint8Array,
  options: RawOptions = {},
): Promise<RawExchange> {
  const { end = true, responses = 1, timeoutMs = 5_000 } = options;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let closedByServer = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers: parseResponses(Buffer.concat(received)), closedByServer });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const answers = parseResponses(Buffer.concat(received));
      // An answer that says it closes the connection is followed by the close, awaited too.
      const closing = answers.at(-1)?.headers.get('connection') === 'close';
      if (answers.length >= responses && !closing) finish();
    });
    // The server may close while the request is still being written: that is an answer too.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedByServer = true;
      finish();
    });
    socket.write(bytes);
    if (end) socket.end();
  });
}
