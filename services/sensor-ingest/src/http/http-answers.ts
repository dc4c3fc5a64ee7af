import { STATUS_CODES, type ServerResponse } from 'node:http';

/** Every error of the device port is `{ error: { code, message } }` with a Japanese message. */
export interface HouseError {
  status: number;
  code: string;
  message: string;
}

/** What the HTTP stack refuses before a reading is looked at (texts as the gateway words them). */
export const HTTP_ERRORS = {
  notFound: { status: 404, code: 'NOT_FOUND', message: '対象のデータが見つかりません。' },
  badUrl: { status: 400, code: 'BAD_REQUEST', message: 'URLの形式が正しくありません。' },
  badRequest: { status: 400, code: 'BAD_REQUEST', message: 'リクエストの形式が正しくありません。' },
  postOnly: { status: 405, code: 'METHOD_NOT_ALLOWED', message: 'POST で送信してください。' },
  getOnly: { status: 405, code: 'METHOD_NOT_ALLOWED', message: 'GET で送信してください。' },
  timeout: { status: 408, code: 'REQUEST_TIMEOUT', message: 'リクエストの受信が時間内に終わりませんでした。再度お試しください。' },
  unsupportedEncoding: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: '送信データの圧縮形式に対応していません。圧縮せずに送信してください。' },
  headersTooLarge: { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'URLまたはリクエストヘッダーが長すぎます。' },
  unavailable: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'サーバーへの接続に失敗しました。' },
} as const satisfies Record<string, HouseError>;

const JSON_TYPE = 'application/json; charset=utf-8';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, e: HouseError, headers: Record<string, string | number> = {}): void {
  sendJson(res, e.status, { error: { code: e.code, message: e.message } }, headers);
}

/** A whole response as bytes, for a socket node's parser gave up on (no request or response object exists). */
export function rawErrorResponse(e: HouseError): string {
  const text = JSON.stringify({ error: { code: e.code, message: e.message } });
  return `HTTP/1.1 ${e.status} ${STATUS_CODES[e.status] ?? ''}\r\ncontent-type: ${JSON_TYPE}\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`;
}
