import fs from 'node:fs';
import https from 'node:https';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import webpush from 'web-push';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import type { SendOutcome } from '../line/line.client';
import type { PushTarget } from '../push-subscriptions/push-subscriptions.repository';
import { VapidKeyHolder } from './vapid-key.holder';

/** A VAPID JWT is made for 12 hours and used until an hour before it expires (RFC 8292: at most 24 h). */
const JWT_LIFETIME_S = 12 * 3600;
const JWT_RENEW_S = 3600;
/** Alerts are urgent to a farmer; a push older than a day is no use any more. */
const TTL_S = 24 * 3600;

/**
 * Web Push through the `web-push` library: it encrypts the payload (RFC 8291 aes128gcm) and
 * builds the request; we send it on our own keep-alive agent (bounded sockets per push service)
 * and sign one VAPID JWT per push service origin and 12 hours instead of one per message, which
 * is what makes ten thousand pushes a burst of seconds. PUSH_EXTRA_CA_FILE adds a trusted CA
 * (a private push service, the tests' stub).
 */
@Injectable()
export class WebPushSender implements OnApplicationShutdown {
  private readonly agent: https.Agent;
  private readonly jwts = new Map<string, { authorization: string; renewAt: number }>();

  constructor(@Inject(WATER_ENV) private readonly env: WaterEnv, private readonly keys: VapidKeyHolder) {
    const ca = process.env.PUSH_EXTRA_CA_FILE ? fs.readFileSync(process.env.PUSH_EXTRA_CA_FILE) : undefined;
    this.agent = new https.Agent({
      keepAlive: true, maxSockets: env.ALERT_DELIVERY_CONCURRENCY, ...(ca ? { ca: [...(https.globalAgent.options.ca as Buffer[] ?? []), ca] } : {}),
    });
  }

  onApplicationShutdown(): void {
    this.agent.destroy();
  }

  async send(target: PushTarget, payload: object, urgency: 'high' | 'normal'): Promise<SendOutcome> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { TTL: TTL_S, urgency, contentEncoding: 'aes128gcm', headers: { Authorization: this.vapidFor(target.endpoint) } },
      );
    } catch (e) {
      // Keys the library cannot use: the subscription can never work.
      return { result: 'gone', detail: `invalid subscription (${(e as Error).message.slice(0, 80)})` };
    }
    return new Promise<SendOutcome>((resolve) => {
      const req = https.request(details.endpoint, {
        method: details.method, headers: details.headers as Record<string, string | number>, agent: this.agent,
        timeout: this.env.ALERT_DELIVERY_TIMEOUT_MS,
      }, (res) => {
        res.resume();
        res.on('end', () => resolve(classify(res.statusCode ?? 0)));
        res.on('error', () => resolve({ result: 'retry', detail: 'network' }));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e) => resolve({ result: 'retry', detail: e.message === 'timeout' ? 'timeout' : 'network' }));
      req.end(details.body ?? undefined);
    });
  }

  private vapidFor(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const nowS = Math.floor(Date.now() / 1000);
    const hit = this.jwts.get(audience);
    if (hit && hit.renewAt > nowS) return hit.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience, this.env.VAPID_SUBJECT, this.keys.keys.publicKey, this.keys.keys.privateKey, 'aes128gcm', nowS + JWT_LIFETIME_S,
    ) as { Authorization: string };
    if (this.jwts.size > 1000) this.jwts.clear();
    this.jwts.set(audience, { authorization: Authorization, renewAt: nowS + JWT_LIFETIME_S - JWT_RENEW_S });
    return Authorization;
  }
}

/** 404/410: the subscription is gone for good; 429 and 5xx are worth another try; other 4xx are our mistake. */
export function classify(status: number): SendOutcome {
  if (status >= 200 && status < 300) return { result: 'ok', detail: String(status) };
  if (status === 404 || status === 410) return { result: 'gone', detail: `HTTP ${status}` };
  if (status === 429 || status >= 500) return { result: 'retry', detail: `HTTP ${status}` };
  return { result: 'failed', detail: `HTTP ${status}` };
}
