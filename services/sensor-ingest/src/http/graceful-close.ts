import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Closing a connection while the device is still sending resets it (the kernel answers unread data
 * with RST), and a device whose connection is reset may never read the answer it was sent. So after
 * an answer given before the request was read to its end (413, 408, 415, 431): the answer goes out
 * with `connection: close`, our side is half-closed (FIN), what the device still sends is read and
 * dropped, and the socket is closed when the device closes its side or after `lingerMs` at most.
 */
export function lingerThenClose(socket: Duplex, lingerMs: number): void {
  if (socket.destroyed) return;
  socket.end();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // The device has sent everything and closed its side: close once our answer is fully out.
  socket.once('end', () => (socket.writableFinished ? socket.destroy() : socket.once('finish', () => socket.destroy())));
}

/**
 * For an answer from the request handler: node closes a `connection: close` response's socket with
 * destroySoon() once the answer is written; that becomes the lingering close above, and the rest of
 * the body is drained instead of left unread.
 */
export function closeGracefullyAfterAnswer(req: IncomingMessage, lingerMs: number): void {
  const socket = req.socket as Socket;
  socket.destroySoon = () => lingerThenClose(socket, lingerMs);
  req.removeAllListeners('data');
  req.on('error', () => undefined);
  req.resume();
}
