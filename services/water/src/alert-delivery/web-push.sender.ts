import { availableParallelism } from 'node:os';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import webpush from 'web-push';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import type { SendOutcome } from '../line/line.client';
import type { PushTarget } from '../push-subscriptions/push-subscriptions.repository';
import { PushSenderPool } from './push-sender.pool';
import { VapidKeyHolder } from './vapid-key.holder';

/** A VAPID JWT is made for 12 hours and used until an hour before it expires (RFC 8292: at most 24 h). */
const JWT_LIFETIME_S = 12 * 3600;
const JWT_RENEW_S = 3600;
/** Alerts are urgent to a farmer; a push older than a day is no use any more. */
const TTL_S = 24 * 3600;

/**
 * Web Push (RFC 8030): one VAPID JWT per push service origin and 12 hours, signed by the `web-push`
 * library, instead of one per message; the payload encrypted (./push-encryption, RFC 8291
 * aes128gcm, a new ephemeral key per message as the RFC has it: about 0.2 ms of CPU a push, most
 * of it the ECDH) and sent over HTTP/2 where the push service offers it (./push-http.client), both
 * on worker threads (./push-sender.pool). PUSH_EXTRA_CA_FILE adds a trusted CA (a private push
 * service, the tests' stub).
 */
@Injectable()
export class WebPushSender implements OnApplicationShutdown {
  private readonly pool: PushSenderPool;
  private readonly jwts = new Map<string, { authorization: string; renewAt: number }>();

  constructor(@Inject(WATER_ENV) private readonly env: WaterEnv, private readonly keys: VapidKeyHolder) {
    this.pool = new PushSenderPool(env.ALERT_DELIVERY_SENDER_THREADS ?? Math.min(4, availableParallelism()), {
      maxInFlight: env.ALERT_DELIVERY_CONCURRENCY, timeoutMs: env.ALERT_DELIVERY_TIMEOUT_MS, extraCaFile: process.env.PUSH_EXTRA_CA_FILE || undefined,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  async send(target: PushTarget, payload: object, urgency: 'high' | 'normal'): Promise<SendOutcome> {
    let url: URL;
    try {
      url = new URL(target.endpoint);
    } catch {
      return { result: 'gone', detail: 'invalid subscription (endpoint is not a URL)' };
    }
    const answer = await this.pool.send({
      endpoint: target.endpoint, p256dh: target.p256dh, auth: target.auth, payload: JSON.stringify(payload),
      headers: {
        authorization: this.vapidFor(url.origin), ttl: String(TTL_S), urgency, 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream',
      },
    });
    return 'status' in answer ? classify(answer.status, answer.retryAfter) : answer;
  }

  private vapidFor(audience: string): string {
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

/**
 * 404/410: the subscription is gone for good; 429 and 5xx are worth another try, not before the
 * service's Retry-After when it sent one (RFC 8030 §8.4); other 4xx are our mistake.
 */
export function classify(status: number, retryAfter?: string, now = Date.now()): SendOutcome {
  if (status >= 200 && status < 300) return { result: 'ok', detail: String(status) };
  if (status === 404 || status === 410) return { result: 'gone', detail: `HTTP ${status}` };
  if (status === 429 || status >= 500) {
    const wait = retryAfterMs(retryAfter, now);
    return { result: 'retry', detail: `HTTP ${status}`, ...(wait !== undefined ? { retryAfterMs: wait } : {}) };
  }
  return { result: 'failed', detail: `HTTP ${status}` };
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
