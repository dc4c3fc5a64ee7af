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
  // Answers of writes with an Idempotency-Key (issue 14 item 5); closed with the app (a provider).
  const idempotency = o.config.redisUrl ? await IdempotencyStore.connect(o.config.redisUrl) : undefined;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(o.config, bridge, revoked, idempotency), {
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
  app.use(metrics.middleware());
  app.use(helmet({ contentSecurityPolicy: contentSecurityPolicy(o.config) }));
  // On-the-fly compression of API answers at the fastest settings: a year's report data (4 MB of
  // JSON) took ~100 ms at brotli quality 4 and ~140 ms at gzip level 6, ~30 ms at 1, for a few
  // percent more bytes (static files are served precompressed at the best settings, untouched).
  // Answers under 4 KB go as they are: they fit the first round trip's TCP window compressed or
  // not, and a zlib stream made and torn down per small answer (a list of brands, /auth/me) costs
  // more CPU than the few hundred bytes it saves are worth.
  app.use(compression({ level: 1, threshold: '4kb', brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } }));
  app.use(cookieParser());
  app.use(express.json({ limit: o.config.bodyLimit }));
  // One blob store for uploads and for emptying a deleted account's folders.
  const media = loadMediaConfig();
  const sweeper = await AccountMediaSweeper.follow(bridge.connection, media.store);
  app.getHttpServer().once('close', () => void sweeper.close());
  app.use(buildMediaRouter({ config: o.config, bridge, session, media }));
  app.use(
    buildApiRouter({
      routes: o.routes ?? HTTP_ROUTES,
      bridge,
      session,
      cookieSecure: o.config.cookieSecure,
      managements: new ManagementResolver(bridge),
      idempotency,
    }),
  );
  app.use(buildWebRouter(o.config));
  // One error answer for everything above, errors raised before any route included.
  app.use(houseErrorMiddleware);
  // No enableShutdownHooks(): Nest would close NATS and Redis before the HTTP server on SIGTERM;
  // main.ts drains HTTP first (drain/http-drain.ts), then closes the app.
  return app;
}
