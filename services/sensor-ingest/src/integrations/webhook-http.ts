import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/http-answers';
import { secretOf, type Maybe } from './integration-resolver';
import { STORED, type WebhookIngest, type WebhookOutcome } from './webhook-ingest.service';
import { WEBHOOK_MESSAGES as M } from './webhook-messages';

export const WEBHOOK_PATH_PREFIX = '/v1/integrations/';
const TTS_PATH = '/v1/integrations/tts';
const CHIRPSTACK_PATH = '/v1/integrations/chirpstack';
/** what ChirpStack posts an uplink to, set up as the README says: most requests */
const CHIRPSTACK_UP_URL = `${CHIRPSTACK_PATH}?event=up`;

/** ChirpStack's Protobuf marshaler sends application/octet-stream, The Things Stack's Protobuf format application/x-protobuf. */
const PROTOBUF_TYPES = /^application\/(octet-stream|x-protobuf|protobuf|vnd\.google\.protobuf)\b/i;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

const fail = (status: number, code: string, message: string): WebhookOutcome => ({ status, body: { error: { code, message } } });

/** A webhook request after the HTTP edge read its body (within the device limits). */
export type WebhookHandler = (req: IncomingMessage, path: string, text: string) => Maybe<WebhookOutcome>;

/**
 * The network servers' side of sensor-ingest's HTTP port: `POST /v1/integrations/tts` (The Things
 * Stack webhook, JSON format) and `POST /v1/integrations/chirpstack?event=<type>` (ChirpStack HTTP
 * integration, JSON marshaler), the integration secret in `Authorization` (`Bearer <secret>` or
 * bare). A Protobuf body is 415: only the JSON marshaler/format is read.
 */
export function createWebhookHandler(ingest: WebhookIngest): WebhookHandler {
  const secrets = new SecretsOfHeaders();
  return (req, path, text) => {
    const route = path === TTS_PATH || path === CHIRPSTACK_PATH ? path : path.replace(/\/+$/, '');
    if (route !== TTS_PATH && route !== CHIRPSTACK_PATH) return fail(404, 'NOT_FOUND', M.notFound);
    const type = req.headers['content-type'] ?? '';
    // Both network servers send exactly this; anything else goes through the rules below.
    if (type !== 'application/json') {
      if (PROTOBUF_TYPES.test(type)) return fail(415, 'UNSUPPORTED_MEDIA_TYPE', M.protobuf);
      // Without a JSON content type, a body that is not JSON is taken for a Protobuf one.
      if (!JSON_TYPE.test(type) && !looksLikeJson(text)) return fail(415, 'UNSUPPORTED_MEDIA_TYPE', M.protobuf);
    }
    const secret = secrets.of(req.headers.authorization);
    if (route === TTS_PATH) return ingest.tts(secret, text);
    return ingest.chirpstack(eventOf(req.url ?? ''), secret, text);
  };
}

/**
 * The secret of each `Authorization` value, read once: a network server sends the same header with
 * every uplink. Bounded (cleared when full, no long values), so ever new headers cannot grow it.
 */
class SecretsOfHeaders {
  private readonly known = new Map<string, string>();

  of(header: string | undefined): string {
    if (header === undefined) return '';
    if (header.length > MAX_HEADER_LENGTH) return secretOf(header);
    let secret = this.known.get(header);
    if (secret === undefined) {
      if (this.known.size >= MAX_HEADERS) this.known.clear();
      secret = secretOf(header);
      this.known.set(header, secret);
    }
    return secret;
  }
}
const MAX_HEADERS = 1_000;
const MAX_HEADER_LENGTH = 256;

/** `event` of the query string (a URL object per request cost more than the rest of the routing). */
function eventOf(url: string): string {
  if (url === CHIRPSTACK_UP_URL) return 'up';
  const q = url.indexOf('?');
  return q < 0 ? '' : (new URLSearchParams(url.slice(q + 1)).get('event') ?? '');
}

/** The answer to a stored uplink, serialised once (it is most answers). */
const STORED_TEXT = JSON.stringify(STORED.body);
const STORED_HEADERS = ['content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(STORED_TEXT))];

/** 204 has no body; every other answer is JSON (a house error or `{ accepted, refused, note? }`). */
export function sendWebhookAnswer(res: ServerResponse, answer: WebhookOutcome): void {
  if (answer === STORED) {
    if (res.headersSent || res.writableEnded || res.destroyed) return;
    res.writeHead(200, STORED_HEADERS);
    res.end(STORED_TEXT);
    return;
  }
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
