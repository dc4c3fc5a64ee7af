import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { JSONCodec, type NatsConnection } from 'nats';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HTTP_ROUTES, SESSION_COOKIES, SUBJECTS, type Management } from '@inasaku/contracts';
import { generateSessionKeyPair } from '@inasaku/service-kit';
import { testUrls } from '@inasaku/testing';
import { createGateway } from '../create-gateway';
import type { GatewayConfig } from '../config/gateway-config';

const codec = JSONCodec<any>();

export interface GatewayInFront {
  app: NestExpressApplication;
  /** The access-token cookie of a signed-in root user of `accountId`. */
  cookie(userId: string, accountId: string): string;
  close(): Promise<void>;
}

/**
 * The real gateway (every route of the table) in front of a real service booted in the same
 * process by its own test harness, for tests that follow a browser request end to end. `nc` answers
 * for the account service about the account's years (the gateway settles the year with it).
 */
export async function startGatewayInFront(
  nc: NatsConnection,
  { years, requestTimeoutMs, config }: { years: Management[]; requestTimeoutMs: number; config?: Partial<GatewayConfig> },
): Promise<GatewayInFront> {
  const keys = generateSessionKeyPair();
  const yearsAnswer = nc.subscribe(SUBJECTS.account.managements.list, {
    callback: (_e, m) => m.respond(codec.encode({ response: years, isDisposed: true, id: codec.decode(m.data).id })),
  });
  await nc.flush();
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-in-front-'));
  const app = await createGateway({
    config: {
      port: 0, natsUrl: testUrls().nats,
      sessionKeys: { current: createPublicKey(keys.publicKey), previous: null, previousUntil: 0 },
      requestTimeoutMs, bodyLimit: '100kb', cookieSecure: false,
      webRoot, remotesFile: path.join(webRoot, 'remotes.json'), googleMapsApiKey: null, paymentMode: 'sandbox',
      revocationWindowMs: 20 * 60_000, redisUrl: testUrls().redis,
      ...config,
    },
    routes: HTTP_ROUTES,
    logger: false,
  });
  await app.init();
  return {
    app,
    cookie: (userId, accountId) =>
      `${SESSION_COOKIES.access}=${jwt.sign(
        { sub: userId, acc: accountId, root: true, adm: false, plan: 1 }, createPrivateKey(keys.privateKey), { algorithm: 'ES256', expiresIn: 600 },
      )}`,
    async close() {
      await app.close();
      yearsAnswer.unsubscribe();
      fs.rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
