import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEVICE_READING_MESSAGES } from '@inasaku/contracts';
import { WEBHOOK_PATH_PREFIX, sendWebhookAnswer, type WebhookHandler } from '../integrations/webhook-http';
import type { DeviceLimits } from '../limits/device-limits';
import type { IngestMetrics } from '../metrics/ingest-metrics';
import type { IngestService } from '../readings/ingest.service';
import { SENML_CONTENT_TYPE, type SenmlIngest } from '../senml/senml-ingest';
import { answerClientError } from './client-errors';
import { closeGracefullyAfterAnswer } from './graceful-close';
import { HTTP_ERRORS, sendError, sendJson, type HouseError } from './http-answers';
import { readBody } from './request-body';

export interface IngestHttpOptions {
  limits: Pick<DeviceLimits, 'maxMessageBytes' | 'authTimeoutMs' | 'idleTimeoutMs'>;
  isReady: () => boolean;
  metrics?: IngestMetrics;
  /** LoRaWAN network-server webhooks, POST /v1/integrations/… (integrations/webhook-http.ts) */
  webhooks?: WebhookHandler;
  /** SenML packs on POST /v1/readings (Content-Type: application/senml+json) */
  senml?: SenmlIngest;
}

/** How long the rest of a refused body is read and dropped before the connection is closed anyway. */
const LINGER_MS = 5_000;
/** A body that keeps trickling in (a byte now and then) is cut after this many times the time to authenticate. */
const WHOLE_REQUEST_FACTOR = 6;

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
}

/**
 * The devices' HTTP side: POST /v1/readings with `Authorization: Bearer <device token>` and
 * `{ "sensor_id"?: "<product ID>", "readings": [...] }`. 200 `{ accepted, refused }` once
 * JetStream stored the accepted ones; 401 for a bad or revoked token (nothing stored); 400 for
 * a body that is not a batch; 413 for a body over the byte limit or too many readings; 429 with
 * Retry-After for a sensor sending too often; 408 when the request does not arrive in time; 503
 * when the stream cannot be reached (the device retries). GET /health for the process manager.
 * /metrics is not here: it has a port of its own (metrics-server.ts) that devices do not reach.
 * Every error is `{ error: { code, message } }` with a Japanese message, also those node's
 * parser raises (clientError).
 */
export function createIngestHttpServer(ingest: IngestService, options: IngestHttpOptions): Server {
  const { limits, isReady, metrics } = options;
  const server = createServer(
    {
      // The token is in the headers: they must be complete within the time to authenticate.
      headersTimeout: limits.authTimeoutMs,
      // The body has its own idle bound (readBody); this caps a body that trickles.
      requestTimeout: limits.authTimeoutMs * WHOLE_REQUEST_FACTOR,
      // Node checks those timeouts on this period (30 s by default, which would stretch them).
      connectionsCheckingInterval: Math.min(1_000, limits.authTimeoutMs),
    },
    (req, res) => {
      void handle(req, res).catch(() => refuse(req, res, HTTP_ERRORS.unavailable));
    },
  );
  // A kept-alive connection that sends nothing: the load balancer's idle time (60 s) plus a margin,
  // never longer than the device idle limit.
  server.keepAliveTimeout = Math.min(65_000, limits.idleTimeoutMs);
  server.timeout = limits.idleTimeoutMs;
  server.on('clientError', answerClientError(LINGER_MS, metrics));
  // A device that asks before sending (Expect: 100-continue) learns about a body over the limit before sending it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (Number(req.headers['content-length']) > limits.maxMessageBytes) return tooLarge(req, res);
    res.writeContinue();
    return server.emit('request', req, res);
  });
  return server;

  /**
   * An answer given before the body was read to its end closes the connection without resetting
   * it; a request without a body (a GET to an unknown path) keeps its connection.
   */
  function refuse(req: IncomingMessage, res: ServerResponse, e: HouseError, headers: Record<string, string | number> = {}): void {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!req.complete && hasBody) {
      closeGracefullyAfterAnswer(req, LINGER_MS);
      headers = { ...headers, connection: 'close' };
    }
    sendError(res, e, headers);
  }

  function tooLarge(req: IncomingMessage, res: ServerResponse): void {
    metrics?.limited('http', 'bytes');
    refuse(req, res, { status: 413, code: 'PAYLOAD_TOO_LARGE', message: DEVICE_READING_MESSAGES.tooLarge(limits.maxMessageBytes) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = decodedPath(req.url ?? '');
    if (path === null) return refuse(req, res, HTTP_ERRORS.badUrl);
    if (path === '/health' || path.startsWith('/health/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, HTTP_ERRORS.getOnly, { allow: 'GET, HEAD' });
      const ok = isReady();
      return sendJson(res, ok ? 200 : 503, { status: ok ? 'ok' : 'starting' });
    }
    const webhook = options.webhooks && path.startsWith(WEBHOOK_PATH_PREFIX) ? options.webhooks : null;
    if (path !== '/v1/readings' && !webhook) return refuse(req, res, HTTP_ERRORS.notFound);
    if (req.method !== 'POST') return refuse(req, res, HTTP_ERRORS.postOnly, { allow: 'POST' });
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity' && encoding !== '') return refuse(req, res, HTTP_ERRORS.unsupportedEncoding);
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const read = await readBody(req, limits.maxMessageBytes, limits.authTimeoutMs);
    if (read.kind === 'closed') return undefined;
    if (read.kind === 'too_large') return tooLarge(req, res);
    if (read.kind === 'timeout') {
      metrics?.limited('http', 'time');
      return refuse(req, res, HTTP_ERRORS.timeout);
    }
    if (webhook) return sendWebhookAnswer(res, await webhook(req, path, read.text));
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return sendJson(res, 400, { error: { code: 'VALIDATION_ERROR', message: DEVICE_READING_MESSAGES.batch } });
    }
    const claimed = typeof (body as { sensor_id?: unknown })?.sensor_id === 'string' ? (body as { sensor_id: string }).sensor_id : undefined;
    const sensor = await ingest.authenticate(token, claimed);
    if (!sensor) return sendJson(res, 401, { error: { code: 'UNAUTHORIZED', message: DEVICE_READING_MESSAGES.unauthorized } });
    const senml = options.senml && SENML_CONTENT_TYPE.test(req.headers['content-type'] ?? '') ? options.senml : null;
    const outcome = senml ? await senml.ingest(sensor, body) : await ingest.ingest(sensor, body);
    return sendJson(res, outcome.status, outcome.body, outcome.status === 429 ? { 'retry-after': outcome.retryAfterSeconds } : {});
  }
}
