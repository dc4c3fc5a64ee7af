import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { houseErrorOf } from './house-error';

/** How long a refused client may go on sending (a 1 MB URL) before the connection is cut. */
const DRAIN_MS = 5_000;

/** node's own choice of status for a request it cannot parse (see node's lib/_http_server.js). */
function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * node's HTTP server answers a request it cannot parse (headers or URL over its limit, a malformed
 * request line, a headers timeout) on its own, with an empty body, before Express sees anything.
 * This answers those in the house's shape instead, with the status node would have used.
 */
export function answerClientErrors(server: Server): void {
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // The parser reports every further chunk of a refused request again; it was answered once.
    if (answered.has(socket)) return;
    // An answer already begun on this connection cannot take another one in the middle of it.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    const status = statusOf(err.code);
    const body = JSON.stringify(houseErrorOf({ status }).body);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // Read and drop the rest of what the client sends, so it reads the answer rather than a reset.
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    socket.resume();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}
