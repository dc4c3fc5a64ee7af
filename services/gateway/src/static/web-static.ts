import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { ERROR_CODES, MESSAGES, type PublicConfig, type RemoteEntry } from '@inasaku/contracts';
import type { GatewayConfig } from '../config/gateway-config';
import { sendError } from '../errors/house-error';
import { GatewayError } from '../nats/nats-bridge';
import { precompressed } from './precompressed';

const API_PREFIXES = ['/auth/', '/inasaku/', '/api/', '/media/', '/health/', '/mfe/'];
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
/** A release's folder name: v, a digit, then no slash or dot-dot (the deploy command writes v<time>-<hash>). */
export const RELEASE_VERSION = /^v[0-9][0-9a-z-]{0,63}$/;

/**
 * Names that carry their content's hash (the builds' [name].[contenthash:8].js|css, and asset
 * modules named by their hash: images, fonts); nothing else may be kept without asking again.
 */
const HASHED_NAME = /(\.[0-9a-f]{8}\.(js|css)|^[0-9a-f]{16,}\.(png|svg|jpe?g|webp|gif|woff2?))$/;

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
  const hashed = HASHED_NAME.test(base);
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
  const serveFrom = (key: string, dist: string) => (req: Request, res: Response) => {
    let serve = remoteStatics.get(key);
    if (!serve) {
      const compressed = precompressed(dist, setStaticHeaders);
      const plain = express.static(dist, { index: false, fallthrough: false, setHeaders: setStaticHeaders });
      serve = (rq, rs, nx) => compressed(rq, rs, () => plain(rq, rs, nx));
      remoteStatics.set(key, serve);
    }
    serve(req, res, (err?: unknown) => {
      // A missing file is serve-static's 404 (a wrong method its 405), answered in the house's shape.
      if (err) sendError(res, err);
    });
  };
  // A deployed release of one remote (scripts/deploy-domain.mjs): /mfe/<name>/<version>/ from
  // <releases>/<name>/<version>/, beside the build in mfe-<name>/dist. Releases are never
  // overwritten, so a page still holding the previous manifest keeps finding its chunks.
  const releasesDir = config.remoteReleasesDir ?? path.join(config.webRoot, 'var/releases');
  router.use('/mfe/:name/:version', (req: Request, res: Response, next) => {
    const name = String(req.params.name);
    const version = String(req.params.version);
    if (!REMOTE_NAME.test(name) || !RELEASE_VERSION.test(version)) return next();
    serveFrom(`${name}/${version}`, path.join(releasesDir, name, version))(req, res);
  });
  router.use('/mfe/:name', (req: Request, res: Response, next) => {
    const name = String(req.params.name);
    if (!REMOTE_NAME.test(name)) return next();
    serveFrom(name, path.join(config.webRoot, `mfe-${name}`, 'dist'))(req, res);
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
