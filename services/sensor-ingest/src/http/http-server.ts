import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEVICE_READING_MESSAGES } from '@inasaku/contracts';
import type { IngestMetrics } from '../metrics/ingest-metrics';
import type { IngestService } from '../readings/ingest.service';

const MAX_BODY_BYTES = 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The devices' HTTP side: POST /v1/readings with `Authorization: Bearer <device token>` and
 * `{ "sensor_id"?: "<product ID>", "readings": [...] }`. 200 `{ accepted, refused }` once
 * JetStream stored the accepted ones; 401 for a bad or revoked token (nothing stored); 400 for
 * a body that is not a batch; 503 when the stream cannot be reached (the device retries).
 * GET /health for the process manager, GET /metrics for Prometheus.
 */
export function createIngestHttpServer(ingest: IngestService, isReady: () => boolean, metrics?: IngestMetrics): Server {
  return createServer((req, res) => {
    void handle(req, res).catch(() => send(res, 503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'サーバーへの接続に失敗しました。' } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && (path === '/health' || path.startsWith('/health/'))) return send(res, isReady() ? 200 : 503, { status: isReady() ? 'ok' : 'starting' });
    if (req.method === 'GET' && path === '/metrics' && metrics) {
      const text = await metrics.text();
      res.writeHead(200, { 'content-type': metrics.contentType });
      res.end(text);
      return;
    }
    if (path !== '/v1/readings') return send(res, 404, { error: { code: 'NOT_FOUND', message: '対象のデータが見つかりません。' } });
    if (req.method !== 'POST') return send(res, 405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'POST で送信してください。' } });
    const auth = req.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? '';
    const text = await readBody(req);
    if (text === null) return send(res, 413, { error: { code: 'PAYLOAD_TOO_LARGE', message: '送信データが大きすぎます。' } });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return send(res, 400, { error: { code: 'VALIDATION_ERROR', message: DEVICE_READING_MESSAGES.batch } });
    }
    const claimed = typeof (body as { sensor_id?: unknown })?.sensor_id === 'string' ? (body as { sensor_id: string }).sensor_id : undefined;
    const sensor = await ingest.authenticate(token, claimed);
    if (!sensor) return send(res, 401, { error: { code: 'UNAUTHORIZED', message: DEVICE_READING_MESSAGES.unauthorized } });
    const outcome = await ingest.ingest(sensor, body);
    return send(res, outcome.status, outcome.body);
  }
}
