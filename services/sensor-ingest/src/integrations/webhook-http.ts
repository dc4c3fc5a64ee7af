import type { IncomingMessage, ServerResponse } from 'node:http';
import { secretOf } from './integration-resolver';
import type { WebhookIngest, WebhookOutcome } from './webhook-ingest.service';
import { WEBHOOK_MESSAGES as M } from './webhook-messages';

export const WEBHOOK_PATH_PREFIX = '/v1/integrations/';
const TTS_PATH = '/v1/integrations/tts';
const CHIRPSTACK_PATH = '/v1/integrations/chirpstack';

/** ChirpStack's Protobuf marshaler sends application/octet-stream, The Things Stack's Protobuf format application/x-protobuf. */
const PROTOBUF_TYPES = /^application\/(octet-stream|x-protobuf|protobuf|vnd\.google\.protobuf)\b/i;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

function send(res: ServerResponse, outcome: WebhookOutcome): void {
  if (outcome.body === undefined) {
    res.writeHead(outcome.status);
    res.end();
    return;
  }
  const text = JSON.stringify(outcome.body);
  res.writeHead(outcome.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const fail = (status: number, code: string, message: string): WebhookOutcome => ({ status, body: { error: { code, message } } });

function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) {
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
 * The network servers' side of sensor-ingest's HTTP port: `POST /v1/integrations/tts` (The Things
 * Stack webhook, JSON format) and `POST /v1/integrations/chirpstack?event=<type>` (ChirpStack HTTP
 * integration, JSON marshaler), the integration secret in `Authorization` (`Bearer <secret>` or
 * bare). A Protobuf body is 415: only the JSON marshaler/format is read.
 */
export function createWebhookHandler(ingest: WebhookIngest, maxBytes: number) {
  return async function handleWebhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://ingest');
    const path = url.pathname.replace(/\/+$/, '');
    if (path !== TTS_PATH && path !== CHIRPSTACK_PATH) return send(res, fail(404, 'NOT_FOUND', M.notFound));
    if (req.method !== 'POST') return send(res, fail(405, 'METHOD_NOT_ALLOWED', M.method));
    const type = req.headers['content-type'] ?? '';
    if (PROTOBUF_TYPES.test(type)) {
      req.resume();
      return send(res, fail(415, 'UNSUPPORTED_MEDIA_TYPE', M.protobuf));
    }
    const text = await readBody(req, maxBytes);
    if (text === null) return send(res, fail(413, 'PAYLOAD_TOO_LARGE', M.tooLarge));
    // Without a JSON content type, a body that is not JSON is taken for a Protobuf one.
    if (!JSON_TYPE.test(type) && !looksLikeJson(text)) return send(res, fail(415, 'UNSUPPORTED_MEDIA_TYPE', M.protobuf));
    const secret = secretOf(req.headers.authorization);
    const outcome = path === TTS_PATH
      ? await ingest.tts(secret, text)
      : await ingest.chirpstack(url.searchParams.get('event') ?? '', secret, text);
    return send(res, outcome);
  };
}

function looksLikeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
