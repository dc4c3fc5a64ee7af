import webpush from 'web-push';

/**
 * Web Push payload encryption (RFC 8291 over RFC 8188 aes128gcm) by the `web-push` library (its
 * `encrypt`, through http_ece by the RFC's author): a new ephemeral key pair and salt per message.
 * It runs in the sender threads (push-sender.worker), beside their HTTP/2 requests, so the ECDH of
 * ten thousand pushes is spread over the cores instead of holding the service's one thread.
 *
 * No import of any module of this project: the sender threads load this file on their own.
 */

export interface SubscriptionKeys {
  /** the browser's P-256 public key, uncompressed, base64url (65 bytes) */
  p256dh: string;
  /** the browser's auth secret, base64url (16 bytes) */
  auth: string;
}

/** A subscription whose keys cannot be used: it can never receive a push. */
export class InvalidSubscriptionKeys extends Error {}

/** The request body: the aes128gcm header (salt, record size, the ephemeral public key) and the records. */
export function encryptPushPayload(keys: SubscriptionKeys, payload: Buffer): Buffer {
  try {
    return webpush.encrypt(keys.p256dh, keys.auth, payload, 'aes128gcm').cipherText;
  } catch (e) {
    // web-push checks the keys' lengths; a 65-byte value that is no point on the curve fails the ECDH.
    throw new InvalidSubscriptionKeys((e as Error).message);
  }
}
