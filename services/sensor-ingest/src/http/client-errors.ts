import type { Duplex } from 'node:stream';
import { lingerThenClose } from './graceful-close';
import { HTTP_ERRORS, rawErrorResponse, type HouseError } from './http-answers';
import type { IngestMetrics } from '../metrics/ingest-metrics';

const answered = new WeakSet<Duplex>();

/** Node's parser error codes (and its own request timeout) as the answer the device gets. */
export function clientErrorAnswer(code: string | undefined): HouseError | null {
  switch (code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return null; // the device is gone: nobody to answer
    case 'HPE_HEADER_OVERFLOW':
    case 'HPE_URI_TOO_LONG':
      return HTTP_ERRORS.headersTooLarge;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return HTTP_ERRORS.timeout;
    default:
      return HTTP_ERRORS.badRequest;
  }
}

/**
 * Node answers what its HTTP parser refuses (headers or URL too long, a malformed request, a
 * request not received within requestTimeout/headersTimeout) by itself, in English or with an
 * empty body, once a 'clientError' listener is absent. This listener answers in the house's shape
 * instead, once per connection, then closes it without resetting it (a parser that failed keeps
 * failing on what the device still sends; those later calls only find the connection answered).
 */
export function answerClientError(lingerMs: number, metrics?: IngestMetrics) {
  return (err: Error & { code?: string }, socket: Duplex): void => {
    if (answered.has(socket)) return;
    answered.add(socket);
    const answer = clientErrorAnswer(err.code);
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!answer || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    if (answer.status === 408) metrics?.limited('http', 'time');
    socket.write(rawErrorResponse(answer));
    lingerThenClose(socket, lingerMs);
  };
}
