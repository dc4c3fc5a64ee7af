import { createPublicKey, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { HTTP_ROUTES } from '@inasaku/contracts';
import { bootstrapService, generateSessionKeyPair } from '@inasaku/service-kit';
import { latestCodeFor, testUrls, useTestEnvironment } from '@inasaku/testing';
import { createGateway } from '../create-gateway';

/** A service's Nest module as its own app.module exports it. */
export interface ServiceModule {
  SERVICE_NAME: string;
  AppModule: Type<unknown>;
}

/** Local stand-ins for the outside world and the environment that points the services at them. */
export interface OutsideWorld {
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface WalkSystem {
  app: NestExpressApplication;
  outboxDir: string;
  mediaDir: string;
  close(): Promise<void>;
}

/**
 * Every domain service behind the real gateway, in one process, against the test PostgreSQL,
 * NATS and Redis, with the local stand-ins the services' own suites use for the outside world
 * (geocoders, Open-Meteo; payment runs on the sandbox provider, mail goes to an outbox folder).
 */
export async function startWalkSystem(services: ServiceModule[], outside: OutsideWorld): Promise<WalkSystem> {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-outbox-'));
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-media-'));
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-web-'));
  const keys = generateSessionKeyPair();
  useTestEnvironment({
    ...outside.env,
    JWT_PRIVATE_KEY: keys.privateKey,
    OUTBOX_DIR: outboxDir,
    SIGN_UP_CLIENT_MAX: '1000',
    CODE_SEND_CLIENT_MAX: '1000',
    GOOGLE_MAPS_API_KEY: '',
    GOOGLE_GEOCODING_API_KEY: '',
    WEATHER_GRID_STEP: '0.1',
    WEATHER_TICK_MS: '0',
    WEATHER_CLIMATE_YEARS: '2',
    MEDIA_DIR: mediaDir,
    ALERT_DELIVERY_WORKER: 'false',
    WATER_ALERT_JUDGE: 'false',
  });
  const urls = testUrls();
  // No reset: other suites share the test database; the walk's names are new to it (steps/auth-steps.ts RUN).
  const apps: INestApplication[] = [];
  for (const s of services) {
    apps.push(await bootstrapService({ name: s.SERVICE_NAME, module: s.AppModule, healthPort: 0, healthHost: '127.0.0.1' }));
  }
  const app = await createGateway({
    config: {
      port: 0, natsUrl: urls.nats,
      sessionKeys: { current: createPublicKey(keys.publicKey), previous: null, previousUntil: 0 },
      requestTimeoutMs: 20_000, bodyLimit: '2mb', cookieSecure: false,
      webRoot, remotesFile: path.join(webRoot, 'remotes.json'), googleMapsApiKey: null, paymentMode: 'sandbox',
      revocationWindowMs: 20 * 60_000, redisUrl: urls.redis,
    },
    routes: HTTP_ROUTES,
    logger: false,
  });
  await app.init();
  return {
    app, outboxDir, mediaDir,
    async close() {
      await app.close();
      for (const a of apps.reverse()) await a.close();
      await outside.close();
      for (const dir of [outboxDir, mediaDir, webRoot]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser of the walk: its cookies, the CSRF header and an Idempotency-Key on every write. */
export class WalkBrowser {
  private cookies = new Map<string, string>();

  constructor(private readonly app: NestExpressApplication) {}

  send(method: string, url: string, body?: unknown): Promise<request.Response> {
    const agent = request(this.app.getHttpServer());
    let req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url).set('X-Requested-With', 'inasaku');
    if (this.cookies.size) req = req.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (method !== 'GET') req = req.set('Idempotency-Key', randomUUID());
    if (body !== undefined) req = req.send(body as object);
    return req.then((res) => {
      for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        const value = pair.slice(i + 1);
        if (value) this.cookies.set(pair.slice(0, i), value);
        else this.cookies.delete(pair.slice(0, i));
      }
      return res;
    });
  }

  /** Signs up (the code read from the outbox), confirms and signs in: a root user with a new account. */
  async signUpAndIn(outboxDir: string, email: string, password: string): Promise<void> {
    await this.expectOk('/auth/sign-up', { email, password, agreement: true });
    await this.expectOk('/auth/confirm-sign-up', { email, code: latestCodeFor(outboxDir, email) });
    await this.expectOk('/auth/sign-in', { email, password });
  }

  private async expectOk(url: string, body: unknown): Promise<void> {
    const res = await this.send('POST', url, body);
    if (res.status !== 200) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
