import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConsoleLogger } from '@nestjs/common';
import express from 'express';
import cookieParser from 'cookie-parser';
import zlib from 'node:zlib';
import compression from 'compression';
import helmet from 'helmet';
import { HTTP_ROUTES, type HttpRoute } from '@inasaku/contracts';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config/gateway-config';
import { NatsBridge } from './nats/nats-bridge';
import { buildApiRouter } from './forwarding/api-router';
import { apiLane } from './forwarding/api-lane';
import { LaneExpressAdapter } from './forwarding/lane-server';
import { HouseErrorFilter, houseErrorMiddleware } from './errors/house-error.middleware';
import { answerClientErrors } from './errors/client-errors';
import { buildWebRouter } from './static/web-static';
import { contentSecurityPolicy } from './static/content-security-policy';
import { ManagementResolver } from './session/management-resolver';
import { RevokedSessions } from './session/revoked-sessions';
import { buildMediaRouter } from './media/media-router';
import { loadMediaConfig } from './media/media-config';
import { AccountMediaSweeper } from './media/account-media-sweeper';
import { GatewayMetrics } from './metrics/gateway-metrics';
import { IdempotencyStore } from './idempotency/idempotency-store';
import { inSeries } from './middleware/in-series';
import { COMPRESS_FROM_BYTES } from './forwarding/send-json';

/** What the media router's routes can match (Express matches paths case-insensitively). */
const MEDIA_PATH = /^\/media(\/|$)/i;
/** The forwarded API's paths (the route table's prefixes): their answers compress themselves. */
const API_PATH = /^\/(inasaku|api|auth)(\/|$)/i;

export interface GatewayOptions {
  config: GatewayConfig;
  bridge?: NatsBridge;
  routes?: HttpRoute[];
  logger?: false;
}

/** Builds the gateway app (not listening), so tests can drive it with supertest. */
export async function createGateway(o: GatewayOptions): Promise<NestExpressApplication> {
  const bridge = o.bridge ?? (await NatsBridge.connect(o.config.natsUrl, o.config.requestTimeoutMs));
  const revoked = await RevokedSessions.follow(bridge.connection, o.config.revocationWindowMs);
  const session = { keys: o.config.sessionKeys, revoked };
  // Answers of writes with an Idempotency-Key; closed with the app (a provider).
  const idempotency = o.config.redisUrl ? await IdempotencyStore.connect(o.config.redisUrl) : undefined;
  // Its HTTP server makes Express's requests and answers from the start (forwarding/lane-server.ts).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(o.config, bridge, revoked, idempotency), new LaneExpressAdapter(), {
    logger: o.logger === false ? false : new ConsoleLogger({ json: true }),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // API answers are per user and never revalidated: hashing every JSON body for an ETag is waste
  // (static files keep theirs: serve-static sets them itself).
  app.set('etag', false);
  // Which peers' X-Forwarded-For is believed for req.ip (the client address of per-client limits).
  app.set('trust proxy', o.config.trustProxy ?? 'loopback');
  // Requests node's parser refuses (headers or URL too long) never reach Express: answered here.
  answerClientErrors(app.getHttpServer());
  // Nest's own answers (health, its 404 for every path nothing else took) in the house's shape too.
  app.useGlobalFilters(new HouseErrorFilter());
  // First, so that every answer (static, media, API, errors) is counted and timed per route.
  const metrics = GatewayMetrics.shared();
  metrics.watchNats(() => bridge.connected);
  // These run for every request, as one Express layer (inSeries: the router's cost per layer was
  // more than theirs on a small API read).
  const everyRequest = [metrics.middleware(), helmet({ contentSecurityPolicy: contentSecurityPolicy(o.config) })];
  // On-the-fly compression of API answers at the fastest settings: a year's report data (4 MB of
  // JSON) took ~100 ms at brotli quality 4 and ~140 ms at gzip level 6, ~30 ms at 1, for a few
  // percent more bytes (static files are served precompressed at the best settings, untouched).
  // Answers under 4 KB go as they are: they fit the first round trip's TCP window compressed or
  // not, and a zlib stream made and torn down per small answer (a list of brands, /auth/me) costs
  // more CPU than the few hundred bytes it saves are worth.
  // API answers (one buffer each, its length known) call it themselves only when they are that
  // large (forwarding/api-router.ts): compression otherwise wraps every response's write, end and
  // headers per request just to find a brands list too small.
  const compress = compression({ level: 1, threshold: COMPRESS_FROM_BYTES, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } });
  everyRequest.push((req: express.Request, res: express.Response, next: express.NextFunction) => (API_PATH.test(req.path) ? next() : compress(req, res, next)));
  everyRequest.push(cookieParser(), express.json({ limit: o.config.bodyLimit }));
  // One blob store for uploads and for emptying a deleted account's folders.
  const media = loadMediaConfig();
  const sweeper = await AccountMediaSweeper.follow(bridge.connection, media.store);
  app.getHttpServer().once('close', () => void sweeper.close());
  // Only /media paths walk the media router's routes: every other request would try each of them.
  const mediaRouter = buildMediaRouter({ config: o.config, bridge, session, media });
  everyRequest.push((req: express.Request, res: express.Response, next: express.NextFunction) => (MEDIA_PATH.test(req.path) ? mediaRouter(req, res, next) : next()));
  const everyRequestInSeries = inSeries(...everyRequest);
  app.use(everyRequestInSeries);
  const apiRouter = buildApiRouter({
    routes: o.routes ?? HTTP_ROUTES,
    bridge,
    session,
    cookieSecure: o.config.cookieSecure,
    managements: new ManagementResolver(bridge),
    idempotency,
    compress,
  });
  app.use(apiRouter);
  app.use(buildWebRouter(o.config));
  // One error answer for everything above, errors raised before any route included.
  app.use(houseErrorMiddleware);
  // Parameterless API routes skip Express's application and router passes (forwarding/api-lane.ts).
  const server = app.getHttpServer();
  const expressApp = app.getHttpAdapter().getInstance() as express.Application;
  if (server.listeners('request').includes(expressApp)) {
    server.removeListener('request', expressApp);
    server.on('request', apiLane(expressApp, { everyRequest: everyRequestInSeries, dispatch: apiRouter.exact, onError: houseErrorMiddleware }));
  }
  // No enableShutdownHooks(): Nest would close NATS and Redis before the HTTP server on SIGTERM;
  // main.ts drains HTTP first (drain/http-drain.ts), then closes the app.
  return app;
}
