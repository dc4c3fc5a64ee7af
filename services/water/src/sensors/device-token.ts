import { createHash, randomBytes } from 'node:crypto';

/**
 * Device tokens: 32 random bytes (256 bits), so a plain sha256 is enough to store them (no
 * password stretching is needed for a secret nobody chose). Shown once at registration and on
 * rotation; only the hash is kept. sensor-ingest hashes what a device sends the same way.
 */
export const DEVICE_TOKEN_PREFIX = 'wlt_';

export function newDeviceToken(): string {
  return DEVICE_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
