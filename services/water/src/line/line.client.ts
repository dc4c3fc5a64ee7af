import { Inject, Injectable } from '@nestjs/common';
import { WATER_ENV, type WaterEnv } from '../config/water-env';

/** What a send ended as: 'ok', 'gone' (never retry), or 'retry' with the HTTP status or the network error. */
export interface SendOutcome {
  result: 'ok' | 'gone' | 'retry' | 'failed';
  detail: string;
  /** a retry no sooner than this (the service's Retry-After) */
  retryAfterMs?: number;
}

/**
 * The LINE Messaging API push (POST {LINE_API_BASE}/v2/bot/message/push, Bearer channel access
 * token, `{ to, messages: [{ type: 'text', text }] }`). X-Line-Retry-Key makes a retry after a
 * timeout deliver once. The token is never put in an error or a log line.
 */
@Injectable()
export class LineClient {
  constructor(@Inject(WATER_ENV) private readonly env: WaterEnv) {}

  async push(token: string, to: string, text: string, retryKey: string): Promise<SendOutcome> {
    try {
      const res = await fetch(new URL('/v2/bot/message/push', this.env.LINE_API_BASE), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-line-retry-key': retryKey },
        body: JSON.stringify({ to, messages: [{ type: 'text', text: text.slice(0, 5000) }] }),
        signal: AbortSignal.timeout(this.env.ALERT_DELIVERY_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      // 409: a request with this retry key was accepted before.
      if (res.ok || res.status === 409) return { result: 'ok', detail: String(res.status) };
      if (res.status === 429 || res.status >= 500) return { result: 'retry', detail: `HTTP ${res.status}` };
      return { result: 'failed', detail: `HTTP ${res.status}` };
    } catch (e) {
      return { result: 'retry', detail: (e as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
    }
  }
}
