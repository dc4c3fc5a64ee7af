import { createHash } from 'node:crypto';

/** The water service stores sha256 hex of the device token (services/water/src/sensors/device-token.ts). */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
