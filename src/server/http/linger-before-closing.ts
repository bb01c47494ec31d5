import type { Socket } from 'node:net';

/** How long a closing connection still takes (and drops) what its client sends. */
const LINGER_MS = 2_000;

/**
 * Makes the close that follows this connection's answer a lingering one: the answer and a FIN go
 * out, and what the client is still sending is read and dropped for a moment before the socket
 * closes. Closing at once, with its body still arriving, resets the connection, and a reset can
 * take the unread answer with it: the client of a refused upload would see no 413.
 */
export function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    const close = () => socket.destroy();
    setTimeout(close, LINGER_MS).unref();
    socket.once('end', close);
    socket.on('data', () => undefined);
    socket.resume();
  };
}
