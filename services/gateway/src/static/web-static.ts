import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { ERROR_CODES, MESSAGES, type PublicConfig, type RemoteEntry } from '@inasaku/contracts';
import type { GatewayConfig } from '../config/gateway-config';
import { sendError } from '../errors/house-error';
import { GatewayError } from '../nats/nats-bridge';
import { precompressed } from './precompressed';

const API_PREFIXES = ['/auth/', '/inasaku/', '/api/', '/media/', '/health/', '/mfe/'];

/** Hashed bundles are immutable; entry files (html, manifest, remoteEntry) must always be revalidated. */
function setStaticHeaders(res: Response, file: string): void {
  const ext = path.extname(file);
  if (ext === '.js') res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
  if (ext === '.json') res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (ext === '.css') res.setHeader('Content-Type', 'text/css; charset=utf-8');
  if (ext === '.webmanifest') res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  const base = path.basename(file);
  // The shell's service worker controls the whole site; its URL never changes, so it is revalidated on every check.
  if (base === 'sw.js') res.setHeader('Service-Worker-Allowed', '/');
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(base);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function readRemotes(file: string): RemoteEntry[] {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteEntry[];
  } catch {
    return [];
  }
}

/**
 * The site: the shell at / with history-mode fallback, each remote under /mfe/<name>/,
 * /remotes.json read from disk on every request (swap a remote by editing it), /config.json.
 */
export function buildWebRouter(config: GatewayConfig): Router {
  const router = Router();
  const shellDist = path.join(config.webRoot, 'shell/dist');

  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(readRemotes(config.remotesFile));
  });

  router.get('/config.json', (_req, res) => {
    const body: PublicConfig = {
      googleMapsApiKey: config.googleMapsApiKey,
      paymentMode: config.paymentMode,
      productName: '稲作',
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  const remoteStatics = new Map<string, (req: Request, res: Response, next: (err?: unknown) => void) => void>();
  router.use('/mfe/:name', (req: Request, res: Response, next) => {
    const name = String(req.params.name);
    if (!/^[a-z][a-z0-9-]*$/.test(name)) return next();
    let serve = remoteStatics.get(name);
    if (!serve) {
      const dist = path.join(config.webRoot, `mfe-${name}`, 'dist');
      const compressed = precompressed(dist, setStaticHeaders);
      const plain = express.static(dist, { index: false, fallthrough: false, setHeaders: setStaticHeaders });
      serve = (rq, rs, nx) => compressed(rq, rs, () => plain(rq, rs, nx));
      remoteStatics.set(name, serve);
    }
    serve(req, res, (err?: unknown) => {
      // A missing file is serve-static's 404 (a wrong method its 405), answered in the house's shape.
      if (err) sendError(res, err);
    });
  });

  router.use(precompressed(shellDist, setStaticHeaders));
  router.use(express.static(shellDist, { index: false, setHeaders: setStaticHeaders }));

  // History mode: every screen path of the shell (spec 001 §2, '/' included) answers with index.html.
  const sendIndex = (req: Request, res: Response, next: () => void) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p)) || path.extname(req.path)) return next();
    const index = path.join(shellDist, 'index.html');
    if (!fs.existsSync(index)) {
      sendError(res, new GatewayError({ statusCode: 503, code: ERROR_CODES.serviceUnavailable, message: MESSAGES.siteNotBuilt }));
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  router.get('/', sendIndex);
  router.get('/*rest', sendIndex);
  return router;
}
