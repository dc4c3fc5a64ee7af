import type { Request, RequestHandler, Response } from 'express';

/**
 * Answers from this size on are compressed (the compression middleware's threshold): smaller ones
 * fit the first round trip's TCP window either way, and a zlib stream per small answer costs more
 * CPU than the bytes it saves.
 */
export const COMPRESS_FROM_BYTES = 4096;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a JSON answer of the API as the compression middleware would have: from
 * COMPRESS_FROM_BYTES on through it (the encoding the browser accepts; HEAD and no-transform as
 * it decides), below that as it is, with the same `Vary: Accept-Encoding`. The middleware is only
 * set up for the answers it will compress.
 */
export function sendJson(req: Request, res: Response, body: Buffer | string, compress?: RequestHandler): void {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (compress && bytes >= COMPRESS_FROM_BYTES) {
    res.type('application/json');
    void compress(req, res, () => void res.send(body));
    return;
  }
  // What res.send would write for this answer, set directly: its MIME lookup of the type, its
  // parsing of Vary and its freshness check (never fresh: API answers carry no ETag nor
  // Last-Modified) were a few percent of a small read's CPU. Node itself sends no body to HEAD.
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', bytes);
  if (res.hasHeader('Vary')) res.vary('Accept-Encoding');
  else res.setHeader('Vary', 'Accept-Encoding');
  res.end(body);
}
