import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  { token: 'br', ext: '.br' },
  { token: 'gzip', ext: '.gz' },
] as const;

/**
 * Serves the .br / .gz copies that the build writes next to each bundle (see
 * tools/rspack/precompress-plugin.js) when the browser accepts them: brotli at quality 11 is far
 * smaller than on-the-fly compression and costs no CPU per request.
 */
export function precompressed(rootDir: string, setHeaders: (res: Response, file: string) => void) {
  const root = path.resolve(rootDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\.(js|css|json)$/.test(req.path)) return next();
    const file = path.resolve(root, '.' + decodeURIComponent(req.path));
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const { token, ext } of ENCODINGS) {
      if (!accepted.includes(token) || !fs.existsSync(file + ext)) continue;
      setHeaders(res, file);
      res.setHeader('Content-Encoding', token);
      res.setHeader('Vary', 'Accept-Encoding');
      return res.sendFile(file + ext);
    }
    next();
  };
}
