import { randomBytes } from 'node:crypto';
import { hashDeviceToken } from '../sensors/device-token';

/**
 * Integration secrets: 32 random bytes like device tokens, so a plain sha256 is enough to store
 * them. The prefix tells a farmer which of their secrets this is (and a leaked-secret scanner
 * what it found). sensor-ingest hashes the Authorization header's value the same way.
 */
export const INTEGRATION_SECRET_PREFIX = 'wli_';

export function newIntegrationSecret(): string {
  return INTEGRATION_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

export const hashIntegrationSecret = hashDeviceToken;
