import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/http-answers';
import { secretOf } from './integration-resolver';
import type { WebhookIngest, WebhookOutcome } from './webhook-ingest.service';
import { WEBHOOK_MESSAGES as M } from './webhook-messages';

export const WEBHOOK_PATH_PREFIX = '/v1/integrations/';
const TTS_PATH = '/v1/integrations/tts';
const CHIRPSTACK_PATH = '/v1/integrations/chirpstack';

/** ChirpStack's Protobuf marshaler sends application/octet-stream, The Things Stack's Protobuf format application/x-protobuf. */
const PROTOBUF_TYPES = /^application\/(octet-stream|x-protobuf|protobuf|vnd\.google\.protobuf)\b/i;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

const fail = (status: number, code: string, message: string): WebhookOutcome => ({ status, body: { error: { code, message } } });

/** A webhook request after the HTTP edge read its body (within the device limits). */
export type WebhookHandler = (req: IncomingMessage, path: string, text: string) => Promise<WebhookOutcome>;

/**
 * The network servers' side of sensor-ingest's HTTP port: `POST /v1/integrations/tts` (The Things
 * Stack webhook, JSON format) and `POST /v1/integrations/chirpstack?event=<type>` (ChirpStack HTTP
 * integration, JSON marshaler), the integration secret in `Authorization` (`Bearer <secret>` or
 * bare). A Protobuf body is 415: only the JSON marshaler/format is read.
 */
export function createWebhookHandler(ingest: WebhookIngest): WebhookHandler {
  return async (req, path, text) => {
    const route = path.replace(/\/+$/, '');
    if (route !== TTS_PATH && route !== CHIRPSTACK_PATH) return fail(404, 'NOT_FOUND', M.notFound);
    const type = req.headers['content-type'] ?? '';
    if (PROTOBUF_TYPES.test(type)) return fail(415, 'UNSUPPORTED_MEDIA_TYPE', M.protobuf);
    // Without a JSON content type, a body that is not JSON is taken for a Protobuf one.
    if (!JSON_TYPE.test(type) && !looksLikeJson(text)) return fail(415, 'UNSUPPORTED_MEDIA_TYPE', M.protobuf);
    const secret = secretOf(req.headers.authorization);
    if (route === TTS_PATH) return ingest.tts(secret, text);
    return ingest.chirpstack(eventOf(req.url ?? ''), secret, text);
  };
}

/** `event` of the query string (a URL object per request cost more than the rest of the routing). */
function eventOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : (new URLSearchParams(url.slice(q + 1)).get('event') ?? '');
}

/** 204 has no body; every other answer is JSON (a house error or `{ accepted, refused, note? }`). */
export function sendWebhookAnswer(res: ServerResponse, answer: WebhookOutcome): void {
  if (answer.body !== undefined) return sendJson(res, answer.status, answer.body, answer.headers);
  res.writeHead(answer.status, answer.headers);
  res.end();
}

function looksLikeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
