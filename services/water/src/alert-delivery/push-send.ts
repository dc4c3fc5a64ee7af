import { encryptPushPayload, InvalidSubscriptionKeys } from './push-encryption';
import type { PushAnswer, PushHttpClient } from './push-http.client';

/** One push as the sender threads take it: where, the browser's keys, the payload, the headers but the body's. */
export interface PushItem {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** the JSON the service worker shows */
  payload: string;
  headers: Record<string, string>;
}

/** The push service's answer, or what stopped the push before one. */
export type PushResult = PushAnswer;

/** Encrypts (RFC 8291) and POSTs one push. */
export async function sendPush(http: PushHttpClient, item: PushItem): Promise<PushResult> {
  let body: Buffer;
  try {
    body = encryptPushPayload(item, Buffer.from(item.payload));
  } catch (e) {
    // Keys no browser makes: the subscription can never work; a payload too large never will either.
    if (e instanceof InvalidSubscriptionKeys) return { result: 'gone', detail: `invalid subscription (${e.message.slice(0, 80)})` };
    return { result: 'failed', detail: (e as Error).message.slice(0, 120) };
  }
  return http.post({ url: item.endpoint, headers: { ...item.headers, 'content-length': String(body.length) }, body });
}
